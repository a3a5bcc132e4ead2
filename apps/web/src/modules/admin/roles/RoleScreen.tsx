import { App, Card, Form, Input, Space, Tag } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { EnabledSelect } from '../../../components/EnabledSelect/EnabledSelect.tsx';
import { FilterForm } from '../../../components/FilterForm/FilterForm.tsx';
import { ROLE_API, type RoleRow } from './api.ts';
import { RoleFormModal } from './RoleFormModal.tsx';

type Filters = { roleCode?: string; roleName?: string; enabledFlag?: 'Y' | 'N' };

/**
 * Administration → Roles (htmlUrl 'role'): named groups of responsibilities. Find, add, edit and
 * delete (after a confirmation) roles; the server's refusals are shown as it words them.
 */
export default function RoleScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle<RoleRow>>(null);
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ role: RoleRow | null } | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);

  const columns = useMemo<ColumnConfig<RoleRow>[]>(
    () => [
      { key: 'roleCode', title: t('adminRole.roleCode'), width: 160, fixedStyle: 'left' },
      {
        key: 'roleName',
        title: t('adminRole.roleName'),
        width: 180,
        render: (_, row) => (lang === 'EN' && row.roleNameEn ? row.roleNameEn : row.roleName),
      },
      {
        key: 'responsibilities',
        title: t('adminRole.responsibilities'),
        width: 360,
        render: (_, row) =>
          row.responsibilities.length ? (
            <Space size={[4, 4]} wrap>
              {row.responsibilities.map((r) => (
                <Tag key={r.responsibilityId}>
                  {lang === 'EN' && r.responsibilityNameEn ? r.responsibilityNameEn : r.responsibilityName}
                </Tag>
              ))}
            </Space>
          ) : (
            <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('adminRole.noResp')}</span>
          ),
      },
      { key: 'description', title: t('adminRole.description'), width: 220 },
      {
        key: 'enabledFlag',
        title: t('adminRole.status'),
        width: 90,
        render: (value) =>
          value === 'Y' ? <Tag color="green">{t('adminCommon.enabled')}</Tag> : <Tag>{t('adminCommon.disabled')}</Tag>,
      },
      { key: 'lastUpdateDate', title: t('adminCommon.updatedAt'), editType: 'datetime', width: 160 },
    ],
    [t, lang],
  );
  const toolbarButtons = useMemo<ToolbarButton<RoleRow>[]>(
    () => [
      { key: 'add', label: t('adminCommon.add'), resourceCode: 'btnAdd', onClick: () => setEditing({ role: null }) },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton<RoleRow>[]>(
    () => [
      {
        key: 'edit',
        label: t('adminCommon.edit'),
        resourceCode: 'btnEdit',
        onClick: (row) => setEditing({ role: row }),
      },
      {
        key: 'delete',
        label: t('adminCommon.delete'),
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: t('adminRole.deleteConfirm'),
        onClick: async (row) => {
          try {
            await post(ROLE_API.delete, { roleId: row.roleId });
            message.success(t('adminCommon.deleted'));
          } catch (error) {
            message.error(error instanceof ApiError ? error.msg : String(error));
          }
          reload();
        },
      },
    ],
    [t, message, reload],
  );

  return (
    <Card data-testid="screen-role" size="small">
      <FilterForm form={filterForm} onSearch={setFilters} searchTestId="role-filter-search">
        <Form.Item name="roleCode" label={t('adminRole.roleCode')}>
          <Input allowClear style={{ width: 150 }} data-testid="role-filter-code" />
        </Form.Item>
        <Form.Item name="roleName" label={t('adminRole.roleName')}>
          <Input allowClear style={{ width: 150 }} data-testid="role-filter-name" />
        </Form.Item>
        <Form.Item name="enabledFlag" label={t('adminCommon.enabledFlag')}>
          <EnabledSelect placeholder={t('adminRole.all')} style={{ width: 110 }} />
        </Form.Item>
      </FilterForm>
      <DataTable<RoleRow>
        ref={table}
        api={ROLE_API.list}
        searchParams={filters}
        columns={columns}
        rowKey="roleId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={130}
        tableKey="admin.roles"
        title={t('adminRole.title')}
      />
      <RoleFormModal
        open={editing !== null}
        role={editing?.role ?? null}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
    </Card>
  );
}
