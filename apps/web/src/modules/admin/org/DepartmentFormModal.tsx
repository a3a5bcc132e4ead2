import type { TreeNode } from '@srm/core/tree/build-tree';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import {
  DEPARTMENT_API,
  type DepartmentRow,
  departmentTree,
  type OrgRow,
  PERSON_LIST_API,
  usePickList,
  type YN,
} from './api.ts';
import { codeRules, required } from './formRules.ts';

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
type DeptOption = { value: number; title: string; disabled?: boolean; children: DeptOption[] };

/** Departments for a parent choice: the edited one and everything below it cannot be its own parent. */
function parentOptions(nodes: TreeNode<DepartmentRow>[], selfId: number | null): DeptOption[] {
  return nodes
    .filter((n) => n.departmentId !== selfId)
    .map((n) => ({
      value: n.departmentId,
      title: `${n.title} (${n.departmentCode})`,
      disabled: n.enabledFlag !== 'Y',
      children: parentOptions(n.children, selfId),
    }));
}

/** Add / edit a department of the selected organisation. */
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
  const treeData = useMemo(
    () => parentOptions(departmentTree(departments), row?.departmentId ?? null),
    [departments, row],
  );
  if (!editing) return null;
  return (
    <FormModal<Values>
      open
      title={row ? `${t('adminOrg.editDepartment')} · ${row.title}` : t('adminOrg.newDepartment')}
      initialValues={initialValues}
      testId="department-form"
      onClose={onClose}
      onSubmit={async (values) => {
        const saved = await post<DepartmentRow>(DEPARTMENT_API.save, {
          ...values,
          parentDepartmentId: values.parentDepartmentId ?? null,
          headPersonId: values.headPersonId ?? null,
          departmentId: row?.departmentId,
          orgId: editing.org.orgId,
          version: row?.version,
        });
        onSaved(saved);
      }}
    >
      <Form.Item label={t('adminOrg.organisation')}>
        <Input value={`${editing.org.title} (${editing.org.orgCode})`} disabled />
      </Form.Item>
      <Form.Item
        name="departmentCode"
        label={t('adminOrg.departmentCode')}
        rules={codeRules(t, t('adminOrg.departmentCode'))}
        extra={row ? undefined : t('adminOrg.codeHint')}
      >
        <Input disabled={!!row} maxLength={64} data-testid="department-form-code" />
      </Form.Item>
      <Form.Item
        name="departmentName"
        label={t('adminOrg.departmentName')}
        rules={[required(t, t('adminOrg.departmentName'))]}
      >
        <Input maxLength={128} data-testid="department-form-name" />
      </Form.Item>
      <Form.Item name="departmentNameEn" label={t('adminOrg.departmentNameEn')}>
        <Input maxLength={128} data-testid="department-form-name-en" />
      </Form.Item>
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
      <Form.Item name="enabledFlag">
        <YNCheckbox data-testid="department-form-enabled">{t('adminCommon.enabled')}</YNCheckbox>
      </Form.Item>
    </FormModal>
  );
}
