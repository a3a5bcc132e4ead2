import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { isOrgType, ORG_TYPES } from './api.ts';
import { JobTitleTab } from './JobTitleTab.tsx';
import { MenuFallback } from './MenuFallback.tsx';
import { OrgTab } from './OrgTab.tsx';
import { PositionLevelTab } from './PositionLevelTab.tsx';

/**
 * Administration → Organisations (htmlUrl `institution` and `systemsetting/institution/:treeType`):
 * a tab per tree type (business entities, operating units, inventory organisations — the one named
 * by :treeType opens first), each with the organisation tree, the selected organisation, its
 * departments and their positions; position levels and job titles in tabs of their own.
 */
export default function InstitutionScreen() {
  const { t } = useTranslation();
  const treeType = useScreen()?.params.treeType?.toUpperCase();
  const [active, setActive] = useState<string>(isOrgType(treeType) ? treeType : 'BU');
  const tab = (key: string, label: string) => <span data-testid={`institution-tab-${key}`}>{label}</span>;
  return (
    <MenuFallback menuCode="SYS_INSTITUTION">
      <Card size="small" data-testid="screen-institution" styles={{ body: { paddingTop: 0 } }}>
        <Tabs
          activeKey={active}
          onChange={setActive}
          items={[
            ...ORG_TYPES.map((type) => ({
              key: type,
              label: tab(type, t(`adminOrg.tab${type}`)),
              children: <OrgTab treeType={type} />,
            })),
            { key: 'levels', label: tab('levels', t('adminOrg.tabLevels')), children: <PositionLevelTab /> },
            { key: 'jobTitles', label: tab('jobTitles', t('adminOrg.tabJobTitles')), children: <JobTitleTab /> },
          ]}
        />
      </Card>
    </MenuFallback>
  );
}
