import { EditOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Card, Input, Space, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
} from '../../../components/DataTable/index.ts';
import { PROFILE_API, type ProfileRow } from './api.ts';
import { ProfileFormModal } from './ProfileFormModal.tsx';
import { ProfileScopeDrawer } from './ProfileScopeDrawer.tsx';
import { ProfileValueText } from './ProfileValueInput.tsx';
import { profileDescription } from './profileText.ts';

/**
 * Administration → Profiles (htmlUrl `profile`, menu SYS_PROFILE): the system parameters with their
 * type, system value and allowed levels; the system value edited by type; organisation and user values
 * in a drawer. A change applies at once on the server.
 */
export default function ProfileScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle<ProfileRow>>(null);
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<ProfileRow[]>([]);
  const [editing, setEditing] = useState<ProfileRow | null>(null);
  const [scopesOf, setScopesOf] = useState<string | null>(null);
  // The drawer follows the freshly loaded row, so its list changes after each save.
  const scoped = scopesOf ? (rows.find((row) => row.profileCode === scopesOf) ?? null) : null;
  const searchParams = useMemo(() => (keyword ? { keyword } : {}), [keyword]);
  const reload = () => table.current?.reload();

  const columns = useMemo<ColumnConfig<ProfileRow>[]>(
    () => [
      { key: 'profileCode', title: t('adminProfile.code'), width: 280, fixedStyle: 'left' },
      {
        key: 'profileName',
        title: t('adminProfile.name'),
        width: 280,
        render: (_value, row) => (
          <div>
            <div>{lang === 'EN' ? row.profileNameEn : row.profileName}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {profileDescription(t, row.profileCode)}
            </Typography.Text>
          </div>
        ),
      },
      {
        key: 'valueType',
        title: t('adminProfile.valueType'),
        width: 130,
        render: (value) => t(`adminProfile.type.${value as ProfileRow['valueType']}`),
      },
      {
        key: 'systemValue',
        title: t('adminProfile.systemValue'),
        width: 110,
        render: (_value, row) => (
          <span data-testid={`profile-system-${row.profileCode}`}>
            <ProfileValueText valueType={row.valueType} value={row.systemValue} />
          </span>
        ),
      },
      {
        key: 'defaultValue',
        title: t('adminProfile.defaultValue'),
        width: 100,
        columnsDisplay: 'N',
        render: (_value, row) => <ProfileValueText valueType={row.valueType} value={row.defaultValue} />,
      },
      {
        key: 'overrides',
        title: t('adminProfile.overrides'),
        width: 130,
        render: (_value, row) =>
          row.scopes.length === 1 ? (
            <Typography.Text type="secondary">{t('adminProfile.systemOnly')}</Typography.Text>
          ) : (
            <Typography.Link
              onClick={() => setScopesOf(row.profileCode)}
              data-testid={`profile-overrides-${row.profileCode}`}
            >
              {t('adminProfile.overrideCount', { count: row.overrides.length })}
            </Typography.Link>
          ),
      },
      {
        key: 'scopes',
        title: t('adminProfile.scopes'),
        width: 200,
        render: (_value, row) =>
          row.scopes.length === 1 ? (
            <Typography.Text type="secondary">{t('adminProfile.systemOnly')}</Typography.Text>
          ) : (
            <Space size={4}>
              {row.scopes.map((scope) => (
                <Tag key={scope}>{t(`adminProfile.scope.${scope}`)}</Tag>
              ))}
            </Space>
          ),
      },
    ],
    [t, lang],
  );

  const rowButtons = useMemo<RowButton<ProfileRow>[]>(
    () => [
      {
        key: 'editProfile',
        label: t('adminCommon.edit'),
        icon: <EditOutlined />,
        kind: 'plain',
        resourceCode: 'btnEdit',
        onClick: (row) => setEditing(row),
      },
      {
        key: 'backToDefault',
        label: t('adminProfile.backToDefault'),
        icon: <UndoOutlined />,
        kind: 'danger',
        resourceCode: 'btnEdit',
        disabled: (row) => row.systemProfileId === null,
        confirm: t('adminProfile.backToDefaultConfirm'),
        onClick: async (row) => {
          if (row.systemProfileId === null) return;
          try {
            await post(PROFILE_API.remove, { profileId: row.systemProfileId });
            message.success(t('adminProfile.backedToDefault'));
            table.current?.reload();
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
    ],
    [t, message],
  );

  return (
    <Card size="small" title={t('adminProfile.title')} data-testid="screen-profile">
      <Alert
        type="info"
        showIcon
        title={t('adminProfile.rule')}
        style={{ marginBottom: 12 }}
        data-testid="profile-rule"
      />
      <Input.Search
        allowClear
        placeholder={t('adminProfile.searchPlaceholder')}
        onSearch={(value) => setKeyword(value.trim())}
        style={{ width: 300, marginBottom: 8 }}
        data-testid="profile-search"
      />
      <DataTable<ProfileRow>
        ref={table}
        api={PROFILE_API.list}
        searchParams={searchParams}
        columns={columns}
        rowKey="profileCode"
        rowButtons={rowButtons}
        rowButtonsWidth={210}
        tableKey="admin.profiles"
        onLoad={(loaded) => setRows(loaded)}
      />
      <ProfileFormModal profile={editing} onClose={() => setEditing(null)} onSaved={reload} />
      {scoped ? <ProfileScopeDrawer profile={scoped} onClose={() => setScopesOf(null)} onChanged={reload} /> : null}
    </Card>
  );
}
