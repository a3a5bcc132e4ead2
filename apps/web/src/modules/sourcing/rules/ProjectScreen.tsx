import { sourcingProjectList } from '@srm/core/masters/sourcingProject';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnConfig } from '../../../components/DataTable/index.ts';
import {
  type MasterFormExtras,
  type MasterListRow,
  MasterListScreen,
} from '../../../components/MasterList/MasterListScreen.tsx';
import { ORG_OPTIONS_API, type OrgOption, orgOption, USER_OPTIONS_API, useOptions } from '../../base/useOptions.ts';

type Picked = { value?: number | null; onChange?: (v: number | null) => void };

function OrgPicker(props: Picked) {
  const orgs = useOptions<OrgOption & { orgType?: string }>(ORG_OPTIONS_API, orgOption);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={orgs.options}
      loading={orgs.isLoading}
      data-testid="project-form-orgId"
    />
  );
}

function OwnerPicker(props: Picked) {
  const users = useOptions<{ userId: number; userName: string; userFullName: string }>(USER_OPTIONS_API, (u) => ({
    value: u.userId,
    label: `${u.userFullName} (${u.userName})`,
  }));
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={users.options}
      loading={users.isLoading}
      data-testid="project-form-ownerUserId"
    />
  );
}

/** Sourcing → Sourcing projects (htmlUrl sourcingProjectList): projects of the caller's organisations. */
export default function ProjectScreen() {
  const { t } = useTranslation();
  const extras = useMemo<MasterFormExtras>(
    () => ({ inputs: { orgId: <OrgPicker />, ownerUserId: <OwnerPicker /> } }),
    [],
  );
  const moreColumns = useMemo<ColumnConfig<MasterListRow>[]>(
    () => [
      { key: 'projectYear', title: t('sourcing.rules.year'), width: 70 },
      { key: 'orgName', title: t('sourcing.rules.org'), width: 160 },
      { key: 'ownerFullName', title: t('sourcing.rules.owner'), width: 110 },
    ],
    [t],
  );
  return (
    <MasterListScreen
      def={sourcingProjectList}
      testId="project"
      rootTestId="screen-sourcingProjectList"
      formWidth={720}
      extras={extras}
      moreColumns={moreColumns}
    />
  );
}
