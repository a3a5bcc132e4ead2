import { positionLevelList } from '@srm/core/masters/orgCatalogues';
import { MasterListScreen } from '../../../components/MasterList/MasterListScreen.tsx';
import { useRefreshOrg } from './api.ts';

/** Position levels, by rank: declared in packages/core/src/masters. */
export function PositionLevelTab() {
  const refresh = useRefreshOrg();
  return (
    <MasterListScreen def={positionLevelList} testId="level" rootTestId="level-tab" onSaved={() => void refresh()} />
  );
}
