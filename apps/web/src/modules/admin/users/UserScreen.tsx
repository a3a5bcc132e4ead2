import { formatDateTime } from '@srm/core/dates/date-format';
import { App, Card, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, post, request } from '../../../app/api/client.ts';
import { useSession } from '../../../app/auth/session.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { EnabledSelect } from '../../../components/EnabledSelect/EnabledSelect.tsx';
import { FilterForm } from '../../../components/FilterForm/FilterForm.tsx';
import { isSupplierType, USER_API, USER_TYPES, type UserRow } from './api.ts';
import { ResetAllPasswordsModal } from './ResetAllPasswordsModal.tsx';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { UserRespDrawer } from './UserRespDrawer.tsx';

type Filters = { userName?: string; userFullName?: string; userType?: string; enabledFlag?: 'Y' | 'N' };

/**
 * Administration → Users (htmlUrl 'user' and 'userresponsibility'): find users, add and edit them
 * (internal users linked to a person, supplier users to a supplier), reset one or all passwords,
 * enable or disable, unlock after failed logins, and assign responsibilities in a drawer.
 */
export default function UserScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const me = useSession().userInfo;
  const table = useRef<DataTableHandle<UserRow>>(null);
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ user: UserRow | null } | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [resettingAll, setResettingAll] = useState(false);
  const [granting, setGranting] = useState<UserRow | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);

  // Opened as 'userresponsibility' with ?userId=…: go straight to that user's responsibilities.
  const screen = useScreen();
  const openUserId = Number(screen?.query.userId) || null;
  useEffect(() => {
    if (!openUserId) return;
    post<UserRow>(USER_API.findById, { userId: openUserId })
      .then(setGranting)
      .catch((error) => message.error(error instanceof ApiError ? error.msg : String(error)));
  }, [openUserId, message]);

  const columns = useMemo<ColumnConfig<UserRow>[]>(
    () => [
      {
        key: 'userName',
        title: t('adminUser.userName'),
        width: 140,
        fixedStyle: 'left',
        render: (value, row) => (
          <span>
            {String(value)}
            {row.adminFlag === 'Y' ? (
              <Tag color="gold" style={{ marginLeft: 6 }}>
                {t('adminUser.adminTag')}
              </Tag>
            ) : null}
          </span>
        ),
      },
      { key: 'userFullName', title: t('adminUser.userFullName'), width: 120 },
      {
        key: 'userType',
        title: t('adminUser.userType'),
        width: 110,
        render: (value) => (
          <Tag color={isSupplierType(String(value)) ? 'purple' : 'blue'}>
            {t(isSupplierType(String(value)) ? 'adminUser.typeEX_SUPPLIER' : 'adminUser.typeINSIDE')}
          </Tag>
        ),
      },
      {
        key: 'linkedTo',
        title: t('adminUser.linkedTo'),
        width: 220,
        render: (_, row) =>
          row.supplierId
            ? `${row.supplierNum ?? ''} ${row.supplierName ?? ''}`.trim()
            : row.personId
              ? `${row.employeeNumber ?? ''} ${row.personName ?? ''}`.trim()
              : '',
      },
      {
        key: 'orgName',
        title: t('adminUser.org'),
        width: 140,
        render: (_, row) => (lang === 'EN' && row.orgNameEn ? row.orgNameEn : (row.orgName ?? '')),
      },
      { key: 'email', title: t('adminUser.email'), width: 180 },
      { key: 'phone', title: t('adminUser.phone'), width: 120 },
      {
        key: 'enabledFlag',
        title: t('adminUser.status'),
        width: 110,
        render: (value, row) => (
          <Space size={4}>
            {value === 'Y' ? (
              <Tag color="green">{t('adminCommon.enabled')}</Tag>
            ) : (
              <Tag color="default">{t('adminCommon.disabled')}</Tag>
            )}
            {row.lockedFlag === 'Y' ? <Tag color="red">{t('adminUser.lockedTag')}</Tag> : null}
          </Space>
        ),
      },
      {
        key: 'lastLoginDate',
        title: t('adminUser.lastLogin'),
        width: 160,
        render: (value) =>
          value ? (
            formatDateTime(String(value))
          ) : (
            <Typography.Text type="secondary">{t('adminUser.neverLoggedIn')}</Typography.Text>
          ),
      },
    ],
    [t, lang],
  );

  const changeEnabled = useCallback(
    async (row: UserRow, enabledFlag: 'Y' | 'N') => {
      try {
        await request(USER_API.updateEnabledFlag, { userId: row.userId, enabledFlag });
        message.success(t(enabledFlag === 'Y' ? 'adminUser.enabledDone' : 'adminUser.disabledDone'));
      } catch (error) {
        message.error(error instanceof ApiError ? error.msg : String(error));
      }
      reload();
    },
    [message, t, reload],
  );

  const toolbarButtons = useMemo<ToolbarButton<UserRow>[]>(
    () => [
      { key: 'add', label: t('adminCommon.add'), resourceCode: 'btnAdd', onClick: () => setEditing({ user: null }) },
      {
        key: 'resetAll',
        label: t('adminUser.resetAll'),
        kind: 'danger',
        resourceCode: 'btnResetAllPasswords',
        onClick: () => setResettingAll(true),
      },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton<UserRow>[]>(
    () => [
      {
        key: 'edit',
        label: t('adminCommon.edit'),
        resourceCode: 'btnEdit',
        onClick: (row) => setEditing({ user: row }),
      },
      {
        key: 'resetPassword',
        label: t('adminUser.resetPassword'),
        resourceCode: 'btnResetPassword',
        onClick: (row) => setResetting(row),
      },
      {
        key: 'disable',
        label: t('adminCommon.disable'),
        kind: 'danger',
        resourceCode: 'btnDisableUser',
        hidden: (row) => row.enabledFlag !== 'Y' || row.userId === me?.userId,
        confirm: t('adminUser.disableConfirm'),
        onClick: (row) => changeEnabled(row, 'N'),
      },
      {
        key: 'enable',
        label: t('adminCommon.enable'),
        resourceCode: 'btnDisableUser',
        hidden: (row) => row.enabledFlag === 'Y',
        confirm: t('adminUser.enableConfirm'),
        onClick: (row) => changeEnabled(row, 'Y'),
      },
      {
        key: 'unlock',
        label: t('adminUser.unlock'),
        kind: 'danger',
        resourceCode: 'btnUnlockUser',
        hidden: (row) => row.lockedFlag !== 'Y',
        confirm: t('adminUser.unlockConfirm'),
        onClick: async (row) => {
          try {
            const answer = await request(USER_API.unlock, { userId: row.userId });
            message.success(answer.msg);
          } catch (error) {
            message.error(error instanceof ApiError ? error.msg : String(error));
          }
          reload();
        },
      },
      {
        key: 'grantResp',
        label: t('adminUser.grantResp'),
        resourceCode: 'btnGrantResp',
        onClick: (row) => setGranting(row),
      },
    ],
    [t, me?.userId, message, changeEnabled, reload],
  );

  return (
    <Card data-testid="screen-user" size="small">
      <FilterForm
        form={filterForm}
        onSearch={setFilters}
        testId="user-filters"
        searchTestId="user-filter-search"
        resetTestId="user-filter-reset"
      >
        <Form.Item name="userName" label={t('adminUser.userName')}>
          <Input allowClear style={{ width: 150 }} data-testid="user-filter-userName" />
        </Form.Item>
        <Form.Item name="userFullName" label={t('adminUser.userFullName')}>
          <Input allowClear style={{ width: 150 }} data-testid="user-filter-userFullName" />
        </Form.Item>
        <Form.Item name="userType" label={t('adminUser.userType')}>
          <Select
            allowClear
            placeholder={t('adminUser.all')}
            style={{ width: 140 }}
            options={USER_TYPES.map((type) => ({ value: type, label: t(`adminUser.type${type}`) }))}
            data-testid="user-filter-userType"
          />
        </Form.Item>
        <Form.Item name="enabledFlag" label={t('adminCommon.enabledFlag')}>
          <EnabledSelect placeholder={t('adminUser.all')} style={{ width: 110 }} data-testid="user-filter-enabled" />
        </Form.Item>
      </FilterForm>
      <DataTable<UserRow>
        ref={table}
        api={USER_API.list}
        searchParams={filters}
        columns={columns}
        rowKey="userId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={lang === 'EN' ? 360 : 300}
        tableKey="admin.users"
        title={t('adminUser.title')}
      />
      <UserFormModal
        open={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <ResetAllPasswordsModal open={resettingAll} onClose={() => setResettingAll(false)} onDone={reload} />
      <UserRespDrawer
        user={granting}
        onClose={() => {
          setGranting(null);
          reload();
        }}
      />
    </Card>
  );
}
