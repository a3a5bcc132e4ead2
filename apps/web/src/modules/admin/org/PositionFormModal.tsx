import { positionList } from '@srm/core/masters/orgStructure';
import { Form, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { departmentOptions } from '../persons/options.ts';
import {
  type DepartmentRow,
  JOB_TITLE_API,
  type JobTitleRow,
  LEVEL_API,
  type LevelRow,
  type OrgRow,
  type PositionRow,
  usePickList,
  type YN,
} from './api.ts';
import { StructureFormModal } from './StructureFormModal.tsx';

type Values = {
  positionCode: string;
  positionName: string;
  positionNameEn?: string;
  departmentId?: number | null;
  positionLevelId?: number | null;
  jobTitleId?: number | null;
  enabledFlag: YN;
};

/** A level or job title for a select: disabled ones stay visible but cannot be chosen. */
const pick = <R extends { enabledFlag: YN; title: string }>(list: R[] | undefined, id: (r: R) => number) =>
  (list ?? []).map((r) => ({ value: id(r), label: r.title, disabled: r.enabledFlag !== 'Y' }));

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
  const treeData = useMemo(() => departmentOptions(departments, true), [departments]);
  if (!editing) return null;
  return (
    <StructureFormModal<Values, PositionRow>
      def={positionList}
      testId="position-form"
      title={row ? `${t('adminOrg.editPosition')} · ${row.title}` : t('adminOrg.newPosition')}
      row={row}
      fixed={[{ label: t('adminOrg.organisation'), value: `${org.title} (${org.orgCode})` }]}
      initialValues={initialValues}
      fixedBody={{ orgId: org.orgId }}
      onClose={onClose}
      onSaved={onSaved}
    >
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
    </StructureFormModal>
  );
}
