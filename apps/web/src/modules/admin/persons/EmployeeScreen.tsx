import { Card, Form, Input, Select, TreeSelect } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/i18n/index.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../../components/DataTable/index.ts';
import { FilterForm } from '../../../components/FilterForm/FilterForm.tsx';
import { useDepartmentRows, useOrgRows, type YN } from '../org/api.ts';
import { useEditing } from '../org/useEditing.ts';
import { PERSON_API, type PersonRow } from './api.ts';
import { DataPermissionDrawer } from './DataPermissionDrawer.tsx';
import { departmentOptions, orgOptions } from './options.ts';
import { PersonFormModal } from './PersonFormModal.tsx';
import { PositionAllotDrawer } from './PositionAllotDrawer.tsx';

type Filters = {
  employeeNumber?: string;
  personName?: string;
  orgId?: number;
  departmentId?: number;
  enabledFlag?: YN;
};

/**
 * Administration → Persons (htmlUrl `employee`): the employees behind internal users — filters, the
 * list, add / edit, the positions each holds (allotment) and the data permissions of the person's user.
 */
export default function EmployeeScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [allotting, setAllotting] = useState<PersonRow | null>(null);
  const [permitting, setPermitting] = useState<PersonRow | null>(null);
  const filterOrgId = Form.useWatch('orgId', form);
  const orgs = useOrgRows();
  const departments = useDepartmentRows(filterOrgId);
  const orgTreeData = useMemo(() => orgOptions(orgs.data ?? [], false), [orgs.data]);
  const deptTreeData = useMemo(() => departmentOptions(departments.data ?? [], false), [departments.data]);

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'employeeNumber', title: t('adminPerson.employeeNumber'), width: 110, fixedStyle: 'left' },
      { key: 'title', title: t('adminPerson.personName'), width: 110, fixedStyle: 'left' },
      { key: 'orgName', title: t('adminPerson.organisation'), width: 140 },
      { key: 'departmentName', title: t('adminPerson.department'), width: 110 },
      { key: 'positionName', title: t('adminPerson.position'), width: 150 },
      { key: 'jobTitleName', title: t('adminPerson.jobTitle'), width: 110 },
      { key: 'email', title: t('adminPerson.email'), width: 170 },
      { key: 'mobilePhone', title: t('adminPerson.mobilePhone'), width: 120 },
      { key: 'telephone', title: t('adminPerson.telephone'), width: 130, columnsDisplay: 'N' },
      { key: 'userName', title: t('adminPerson.userName'), width: 100 },
      { key: 'enabledFlag', title: t('adminCommon.enabled'), editType: 'checkbox', width: 85 },
    ],
    [t],
  );
  const more = useMemo<RowButton[]>(
    () => [
      {
        key: 'allot',
        label: t('adminPerson.allotments'),
        resourceCode: 'btnPositionAllot',
        onClick: (row) => setAllotting(row as PersonRow),
      },
      {
        key: 'permits',
        label: t('adminPerson.dataPermissions'),
        resourceCode: 'btnDataPermission',
        onClick: (row) => setPermitting(row as PersonRow),
      },
    ],
    [t],
  );
  const { editing, close, toolbarButtons, rowButtons } = useEditing<PersonRow>({
    name: 'Person',
    addLabel: t('adminPerson.addPerson'),
    resource: 'btnPersonEdit',
    more,
  });

  return (
    <Card size="small" title={t('adminPerson.title')} data-testid="screen-employee">
      <FilterForm form={form} onSearch={setFilters} searchTestId="person-search">
        <Form.Item name="employeeNumber" label={t('adminPerson.employeeNumber')}>
          <Input allowClear style={{ width: 130 }} data-testid="person-filter-number" />
        </Form.Item>
        <Form.Item name="personName" label={t('adminPerson.personName')}>
          <Input allowClear style={{ width: 130 }} data-testid="person-filter-name" />
        </Form.Item>
        <Form.Item name="orgId" label={t('adminPerson.organisation')}>
          <TreeSelect
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            treeData={orgTreeData}
            style={{ width: 180 }}
            onChange={() => form.setFieldValue('departmentId', undefined)}
            data-testid="person-filter-org"
          />
        </Form.Item>
        <Form.Item name="departmentId" label={t('adminPerson.department')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            disabled={!filterOrgId}
            placeholder={filterOrgId ? undefined : t('adminPerson.selectOrgFirst')}
            treeData={deptTreeData}
            style={{ width: 170 }}
          />
        </Form.Item>
        <Form.Item name="enabledFlag" label={t('adminCommon.enabledFlag')}>
          <Select
            allowClear
            style={{ width: 90 }}
            options={[
              { value: 'Y', label: t('adminCommon.yes') },
              { value: 'N', label: t('adminCommon.no') },
            ]}
          />
        </Form.Item>
      </FilterForm>
      <div data-testid="person-table">
        <DataTable
          ref={table}
          api={PERSON_API.list}
          searchParams={filters}
          columns={columns}
          rowKey="personId"
          toolbarButtons={toolbarButtons}
          rowButtons={rowButtons}
          rowButtonsWidth={lang === 'EN' ? 250 : 200}
          tableKey="admin.persons"
          exportable
          exportFileName={t('adminPerson.title')}
          height={440}
        />
      </div>
      <PersonFormModal editing={editing} onClose={close} onSaved={() => table.current?.reload()} />
      {allotting && (
        <PositionAllotDrawer
          person={allotting}
          onClose={() => setAllotting(null)}
          onChanged={() => table.current?.reload()}
        />
      )}
      {permitting && <DataPermissionDrawer person={permitting} onClose={() => setPermitting(null)} />}
    </Card>
  );
}
