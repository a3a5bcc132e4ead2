import type { TreeNode } from '@srm/core/tree/build-tree';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import {
  type DepartmentRow,
  departmentTree,
  JOB_TITLE_API,
  type JobTitleRow,
  LEVEL_API,
  type LevelRow,
  type OrgRow,
  POSITION_API,
  type PositionRow,
  usePickList,
  type YN,
} from './api.ts';
import { codeRules, required } from './formRules.ts';

type Values = {
  positionCode: string;
  positionName: string;
  positionNameEn?: string;
  departmentId?: number | null;
  positionLevelId?: number | null;
  jobTitleId?: number | null;
  enabledFlag: YN;
};
type DeptOption = { value: number; title: string; disabled: boolean; children: DeptOption[] };

const deptOptions = (nodes: TreeNode<DepartmentRow>[]): DeptOption[] =>
  nodes.map((n) => ({
    value: n.departmentId,
    title: `${n.title} (${n.departmentCode})`,
    disabled: n.enabledFlag !== 'Y',
    children: deptOptions(n.children),
  }));

/** Add / edit a position of the organisation, in one of its departments, with a level and a job title. */
export function PositionFormModal({
  editing,
  org,
  department,
  departments,
  onClose,
  onSaved,
}: {
  editing: { row: PositionRow | null } | null;
  org: OrgRow;
  department: DepartmentRow | null;
  departments: DepartmentRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const row = editing?.row ?? null;
  const levels = usePickList<LevelRow>(LEVEL_API.list, 'levels');
  const jobTitles = usePickList<JobTitleRow>(JOB_TITLE_API.list, 'jobTitles');
  const departmentId = department?.departmentId ?? null;
  const initialValues = useMemo<Partial<Values>>(
    () =>
      row
        ? {
            positionCode: row.positionCode,
            positionName: row.positionName,
            positionNameEn: row.positionNameEn ?? '',
            departmentId: row.departmentId,
            positionLevelId: row.positionLevelId,
            jobTitleId: row.jobTitleId,
            enabledFlag: row.enabledFlag,
          }
        : { departmentId, enabledFlag: 'Y' },
    [row, departmentId],
  );
  const treeData = useMemo(() => deptOptions(departmentTree(departments)), [departments]);
  const pick = <R extends { enabledFlag: YN; title: string }>(list: R[] | undefined, id: (r: R) => number) =>
    (list ?? []).map((r) => ({ value: id(r), label: r.title, disabled: r.enabledFlag !== 'Y' }));
  if (!editing) return null;
  return (
    <FormModal<Values>
      open
      title={row ? `${t('adminOrg.editPosition')} · ${row.title}` : t('adminOrg.newPosition')}
      initialValues={initialValues}
      testId="position-form"
      onClose={onClose}
      onSubmit={async (values) => {
        await post(POSITION_API.save, {
          ...values,
          departmentId: values.departmentId ?? null,
          positionLevelId: values.positionLevelId ?? null,
          jobTitleId: values.jobTitleId ?? null,
          positionId: row?.positionId,
          orgId: org.orgId,
          version: row?.version,
        });
        onSaved();
      }}
    >
      <Form.Item label={t('adminOrg.organisation')}>
        <Input value={`${org.title} (${org.orgCode})`} disabled />
      </Form.Item>
      <Form.Item
        name="positionCode"
        label={t('adminOrg.positionCode')}
        rules={codeRules(t, t('adminOrg.positionCode'))}
        extra={row ? undefined : t('adminOrg.codeHint')}
      >
        <Input disabled={!!row} maxLength={64} data-testid="position-form-code" />
      </Form.Item>
      <Form.Item
        name="positionName"
        label={t('adminOrg.positionName')}
        rules={[required(t, t('adminOrg.positionName'))]}
      >
        <Input maxLength={128} data-testid="position-form-name" />
      </Form.Item>
      <Form.Item name="positionNameEn" label={t('adminOrg.positionNameEn')}>
        <Input maxLength={128} data-testid="position-form-name-en" />
      </Form.Item>
      <Form.Item name="departmentId" label={t('adminOrg.department')}>
        <TreeSelect
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          treeData={treeData}
          data-testid="position-form-department"
        />
      </Form.Item>
      <Form.Item name="positionLevelId" label={t('adminOrg.positionLevel')}>
        <Select
          allowClear
          loading={levels.isLoading}
          options={pick(levels.data, (r) => r.positionLevelId)}
          data-testid="position-form-level"
        />
      </Form.Item>
      <Form.Item name="jobTitleId" label={t('adminOrg.jobTitle')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={jobTitles.isLoading}
          options={pick(jobTitles.data, (r) => r.jobTitleId)}
          data-testid="position-form-job-title"
        />
      </Form.Item>
      <Form.Item name="enabledFlag">
        <YNCheckbox data-testid="position-form-enabled">{t('adminCommon.enabled')}</YNCheckbox>
      </Form.Item>
    </FormModal>
  );
}
