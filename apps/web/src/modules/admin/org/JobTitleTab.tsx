import { jobTitleList } from '@srm/core/masters/orgCatalogues';
import { MasterListScreen } from '../../../components/MasterList/MasterListScreen.tsx';
import { useRefreshOrg } from './api.ts';

/** Job titles (岗位): a catalogue given to persons and positions, declared in packages/core/src/masters. */
export function JobTitleTab() {
  const refresh = useRefreshOrg();
  return (
    <MasterListScreen def={jobTitleList} testId="job-title" rootTestId="job-title-tab" onSaved={() => void refresh()} />
  );
}
