import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Drawer, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import {
  type ColumnConfig,
  DataTable,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { PROFILE_API, type ProfileOverride, type ProfileRow } from './api.ts';
import { ProfileScopeFormModal } from './ProfileScopeFormModal.tsx';
import { ProfileValueText } from './ProfileValueInput.tsx';
import { targetLabel } from './ScopeTargetSelect.tsx';

/** The organisation and user values of one profile: the list, add, change and remove. */
export function ProfileScopeDrawer({
  profile,
  onClose,
  onChanged,
}: {
  profile: ProfileRow;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<ProfileOverride | 'new' | null>(null);
  const latest = useRef(onChanged);
  latest.current = onChanged;
  const name = lang === 'EN' ? profile.profileNameEn : profile.profileName;
  const valueType = profile.valueType;

  const columns = useMemo<ColumnConfig<ProfileOverride>[]>(
    () => [
      {
        key: 'scopeType',
        title: t('adminProfile.scopeType'),
        width: 100,
        render: (value) => (
          <Tag color={value === 'USER' ? 'blue' : 'purple'}>{t(`adminProfile.scope.${value as 'ORG' | 'USER'}`)}</Tag>
        ),
      },
      {
        key: 'scopeName',
        title: t('adminProfile.scopeTarget'),
        width: 200,
        render: (_value, row) =>
          targetLabel(lang, row.scopeType, {
            scopeCode: row.scopeCode ?? '',
            scopeName: row.scopeName ?? String(row.scopeId),
            scopeNameEn: row.scopeNameEn,
          }),
      },
      {
        key: 'profileValue',
        title: t('adminProfile.value'),
        width: 100,
        render: (value) => <ProfileValueText valueType={valueType} value={String(value)} />,
      },
      { key: 'lastUpdateDate', title: t('adminProfile.updatedAt'), editType: 'datetime', width: 170 },
    ],
    [t, lang, valueType],
  );

  const toolbarButtons = useMemo<ToolbarButton<ProfileOverride>[]>(
    () => [
      {
        key: 'addScope',
        label: t('adminProfile.addScope'),
        icon: <PlusOutlined />,
        resourceCode: 'btnEdit',
        onClick: () => setEditing('new'),
      },
    ],
    [t],
  );

  const rowButtons = useMemo<RowButton<ProfileOverride>[]>(
    () => [
      {
        key: 'editScope',
        label: t('adminCommon.edit'),
        icon: <EditOutlined />,
        kind: 'plain',
        resourceCode: 'btnEdit',
        onClick: (row) => setEditing(row),
      },
      {
        key: 'removeScope',
        label: t('adminProfile.removeScope'),
        icon: <DeleteOutlined />,
        kind: 'delete',
        resourceCode: 'btnEdit',
        confirm: t('adminProfile.removeConfirm'),
        onClick: async (row) => {
          try {
            await post(PROFILE_API.remove, { profileId: row.profileId });
            message.success(t('adminProfile.removed'));
            latest.current();
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
    ],
    [t, message],
  );

  return (
    <Drawer open size={760} title={t('adminProfile.scopeTitle', { name })} onClose={onClose} destroyOnHidden>
      <div data-testid="profile-scope-drawer">
        <Typography.Paragraph type="secondary">{t('adminProfile.scopeIntro')}</Typography.Paragraph>
        <Alert type="info" showIcon title={t('adminProfile.rule')} style={{ marginBottom: 12 }} />
        <DataTable<ProfileOverride>
          dataSource={profile.overrides}
          columns={columns}
          rowKey="profileId"
          toolbarButtons={toolbarButtons}
          rowButtons={rowButtons}
          rowButtonsWidth={150}
          height={360}
        />
        <ProfileScopeFormModal
          open={editing !== null}
          profile={profile}
          override={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => latest.current()}
        />
      </div>
    </Drawer>
  );
}
