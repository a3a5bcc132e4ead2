import { Alert, App, Button, Drawer, Space, Tag } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../../components/DataTable/index.ts';
import {
  isSupplierType,
  PICKER_API,
  type ResponsibilityOption,
  USER_RESP_API,
  type UserRespRow,
  type UserRow,
} from './api.ts';
import { type RemoteOption, RemoteSelect } from './RemoteSelect.tsx';

/**
 * The responsibilities a user holds (userresponsibility): add one of the user's class, disable or
 * enable a link, remove one after a confirmation. Changes apply to the user's open sessions at once.
 */
export function UserRespDrawer({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={user !== null}
      onClose={onClose}
      title={user ? t('adminUser.respTitle', { userName: `${user.userName} · ${user.userFullName}` }) : ''}
      size={880}
      destroyOnHidden
      data-testid="user-resp-drawer"
    >
      {user ? <UserResponsibilities user={user} /> : null}
    </Drawer>
  );
}

function UserResponsibilities({ user }: { user: UserRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const { has } = useMenuResources();
  const table = useRef<DataTableHandle<UserRespRow>>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const searchParams = useMemo(() => ({ userId: user.userId }), [user.userId]);
  const respName = useCallback(
    (name: string, nameEn: string | null) => (lang === 'EN' && nameEn ? nameEn : name),
    [lang],
  );
  const typeLabel = useCallback(
    (type: string) => t(isSupplierType(type) ? 'adminUser.typeEX_SUPPLIER' : 'adminUser.typeINSIDE'),
    [t],
  );
  const pickParams = useMemo(
    () => ({ userType: isSupplierType(user.userType) ? 'EX' : 'INSIDE', enabledFlag: 'Y' }),
    [user.userType],
  );
  const toOption = useCallback(
    (r: ResponsibilityOption): RemoteOption => {
      const text = `${r.responsibilityCode} ${respName(r.responsibilityName, r.responsibilityNameEn)}`;
      return { value: r.responsibilityId, text, label: text };
    },
    [respName],
  );

  const save = useCallback(
    async (body: Record<string, unknown>, done: string) => {
      try {
        await request(USER_RESP_API.save, body);
        message.success(done);
        table.current?.reload();
        return true;
      } catch (error) {
        message.error(error instanceof ApiError ? error.msg : String(error));
        return false;
      }
    },
    [message],
  );
  const add = async () => {
    if (chosen == null) return;
    setAdding(true);
    const ok = await save({ userId: user.userId, responsibilityId: chosen }, t('adminUser.respAdded'));
    setAdding(false);
    if (ok) setChosen(null);
  };

  const columns = useMemo<ColumnConfig<UserRespRow>[]>(
    () => [
      { key: 'responsibilityCode', title: t('adminUser.respCode'), width: 140 },
      {
        key: 'responsibilityName',
        title: t('adminUser.respName'),
        width: 170,
        render: (_, row) => respName(row.responsibilityName, row.responsibilityNameEn),
      },
      {
        key: 'responsibilityUserType',
        title: t('adminUser.respUserType'),
        width: 110,
        render: (value) => typeLabel(String(value)),
      },
      {
        key: 'enabledFlag',
        title: t('adminUser.status'),
        width: 80,
        render: (value) =>
          value === 'Y' ? <Tag color="green">{t('adminCommon.enabled')}</Tag> : <Tag>{t('adminCommon.disabled')}</Tag>,
      },
      { key: 'creationDate', title: t('adminUser.respAssignedAt'), editType: 'datetime', width: 160 },
    ],
    [t, respName, typeLabel],
  );
  const rowButtons = useMemo<RowButton<UserRespRow>[]>(
    () => [
      {
        key: 'resp-disable',
        label: t('adminCommon.disable'),
        resourceCode: 'btnGrantResp',
        kind: 'danger',
        hidden: (row) => row.enabledFlag !== 'Y',
        confirm: t('adminUser.respDisableConfirm'),
        onClick: (row) =>
          save(
            {
              id: row.id,
              userId: row.userId,
              responsibilityId: row.responsibilityId,
              enabledFlag: 'N',
              version: row.version,
            },
            t('adminCommon.saved'),
          ),
      },
      {
        key: 'resp-enable',
        label: t('adminCommon.enable'),
        resourceCode: 'btnGrantResp',
        hidden: (row) => row.enabledFlag === 'Y',
        onClick: (row) =>
          save(
            {
              id: row.id,
              userId: row.userId,
              responsibilityId: row.responsibilityId,
              enabledFlag: 'Y',
              version: row.version,
            },
            t('adminCommon.saved'),
          ),
      },
      {
        key: 'resp-remove',
        label: t('adminUser.respRemove'),
        resourceCode: 'btnGrantResp',
        kind: 'delete',
        confirm: t('adminUser.respRemoveConfirm'),
        onClick: async (row) => {
          try {
            await request(USER_RESP_API.delete, { id: row.id });
            message.success(t('adminUser.respRemoved'));
          } catch (error) {
            message.error(error instanceof ApiError ? error.msg : String(error));
          }
          table.current?.reload();
        },
      },
    ],
    [t, save, message],
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Alert type="info" showIcon title={t('adminUser.respClassHint')} />
      {has('btnGrantResp') ? (
        <Space.Compact style={{ width: '100%' }}>
          <RemoteSelect<ResponsibilityOption>
            api={PICKER_API.responsibilities}
            searchKey="responsibilityName"
            params={pickParams}
            toOption={toOption}
            value={chosen}
            onChange={(value) => setChosen(value)}
            placeholder={t('adminUser.respPick')}
            data-testid="user-resp-pick"
          />
          <Button type="primary" disabled={chosen == null} loading={adding} onClick={add} data-testid="user-resp-add">
            {t('adminUser.respAdd')}
          </Button>
        </Space.Compact>
      ) : null}
      {count === 0 ? (
        <Alert type="warning" showIcon title={t('adminUser.respNone')} data-testid="user-resp-none" />
      ) : null}
      <DataTable<UserRespRow>
        ref={table}
        api={USER_RESP_API.list}
        searchParams={searchParams}
        columns={columns}
        rowKey="id"
        rowButtons={rowButtons}
        rowButtonsWidth={150}
        height={360}
        onLoad={(_, total) => setCount(total)}
      />
    </Space>
  );
}
