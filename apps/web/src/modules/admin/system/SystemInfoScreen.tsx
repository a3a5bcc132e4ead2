import type { ComponentType } from 'react';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { ApiListPanel } from './ApiListPanel.tsx';
import { DataSourcePanel } from './DataSourcePanel.tsx';
import { ModulesPanel } from './ModulesPanel.tsx';
import { RedisPanel } from './RedisPanel.tsx';
import './systemInfo.css';

/** Which page each system-information htmlUrl shows (spec §2). */
const PANELS: Record<string, ComponentType> = {
  datasource: DataSourcePanel,
  redis: RedisPanel,
  apiManager: ApiListPanel,
  projectAndModule: ModulesPanel,
};

/** Administration → Data source / Cache / API list / Projects and modules: read-only facts of the running system. */
export default function SystemInfoScreen() {
  const htmlUrl = useScreen()?.htmlUrl ?? 'projectAndModule';
  const Panel = PANELS[htmlUrl] ?? ModulesPanel;
  return (
    <div data-testid={`screen-${htmlUrl}`}>
      <Panel />
    </div>
  );
}
