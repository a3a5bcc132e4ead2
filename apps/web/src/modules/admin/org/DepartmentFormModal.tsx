import { departmentList } from '@srm/core/masters/orgStructure';
import { Form, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { departmentOptions } from '../persons/options.ts';
import { type DepartmentRow, type OrgRow, PERSON_LIST_API, usePickList, type YN } from './api.ts';
import { StructureFormModal } from './StructureFormModal.tsx';

/** A new department of an organisation (under a parent department or at the top), or an existing one. */
export type DepartmentEditing = { org: OrgRow; parent: DepartmentRow | null; row: DepartmentRow | null };

type Values = {
  departmentCode: string;
  departmentName: string;
  departmentNameEn?: string;
  parentDepartmentId?: number | null;
  headPersonId?: number | null;
  enabledFlag: YN;
};
type PersonOption = { personId: number; employeeNumber: string; title: string };

/** Add / edit a department of the selected organisation: its parent and its head besides code and names. */
export function DepartmentFormModal({
  editing,
  departments,
  onClose,
  onSaved,
}: {
  editing: DepartmentEditing | null;
  departments: DepartmentRow[];
  onClose: () => void;
  onSaved: (row: DepartmentRow) => void;
}) {
  const { t } = useTranslation();
  const row = editing?.row ?? null;
  const parentId = editing?.parent?.departmentId ?? null;
  const persons = usePickList<PersonOption>(PERSON_LIST_API, 'persons', { enabledFlag: 'Y' });
  const initialValues = useMemo<Partial<Values>>(
    () =>
      row
        ? {
            departmentCode: row.departmentCode,
            departmentName: row.departmentName,
            departmentNameEn: row.departmentNameEn ?? '',
            parentDepartmentId: row.parentDepartmentId,
            headPersonId: row.headPersonId,
            enabledFlag: row.enabledFlag,
          }
        : { parentDepartmentId: parentId, enabledFlag: 'Y' },
    [row, parentId],
  );
  const treeData = useMemo(() => departmentOptions(departments, true, row?.departmentId), [departments, row]);
  if (!editing) return null;
  return (
    <StructureFormModal<Values, DepartmentRow>
      def={departmentList}
      testId="department-form"
      title={row ? `${t('adminOrg.editDepartment')} · ${row.title}` : t('adminOrg.newDepartment')}
      row={row}
      fixed={[{ label: t('adminOrg.organisation'), value: `${editing.org.title} (${editing.org.orgCode})` }]}
      initialValues={initialValues}
      fixedBody={{ orgId: editing.org.orgId }}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="parentDepartmentId" label={t('adminOrg.parentDepartment')}>
        <TreeSelect
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          treeData={treeData}
          placeholder={t('adminOrg.parentDepartmentNone')}
          data-testid="department-form-parent"
        />
      </Form.Item>
      <Form.Item name="headPersonId" label={t('adminOrg.headPerson')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={persons.isLoading}
          options={(persons.data ?? []).map((p) => ({ value: p.personId, label: `${p.title} (${p.employeeNumber})` }))}
          data-testid="department-form-head"
        />
      </Form.Item>
    </StructureFormModal>
  );
}
