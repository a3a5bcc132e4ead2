import { roleList } from '@srm/core/masters/access';
import { Form, Input, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/i18n/index.ts';
import type { ColumnConfig } from '../../../components/DataTable/index.ts';
import { declaredProps } from '../../../components/MasterList/declaredProps.ts';
import { MasterScreen } from '../../../components/MasterList/MasterScreen.tsx';
import type { RoleRow } from './api.ts';
import { RoleFormItems, type RoleValues } from './RoleFormModal.tsx';

/**
 * Administration → Roles (htmlUrl 'role'): named groups of responsibilities, declared in
 * packages/core/src/masters/access.ts. Find, add, edit and delete (after a confirmation) roles on the
 * master-list screen; the form is the role's own (the responsibilities it groups are picked in it).
 */
export default function RoleScreen() {
  const { t } = useTranslation();
  const lang = useLang();
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
        // The export writes the names joined (the tags are the screen's own).
        displayKey: 'responsibilityTitles',
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
    ],
    [t, lang],
  );
  return (
    <MasterScreen<RoleRow, RoleValues>
      testId="role"
      {...declaredProps<RoleRow>(roleList)}
      title={t('adminRole.title')}
      columns={columns}
      noKeyword
      filters={
        <>
          <Form.Item name="roleCode" label={t('adminRole.roleCode')}>
            <Input allowClear style={{ width: 150 }} data-testid="role-filter-code" />
          </Form.Item>
          <Form.Item name="roleName" label={t('adminRole.roleName')}>
            <Input allowClear style={{ width: 150 }} data-testid="role-filter-name" />
          </Form.Item>
        </>
      }
      formTitle={(row) => (row ? t('adminRole.editTitle', { code: row.roleCode }) : t('adminRole.addTitle'))}
      formWidth={600}
      initialValues={(row) =>
        row
          ? {
              roleCode: row.roleCode,
              roleName: row.roleName,
              roleNameEn: row.roleNameEn ?? undefined,
              description: row.description ?? undefined,
              enabledFlag: row.enabledFlag,
              responsibilityIds: row.responsibilityIds,
            }
          : { enabledFlag: 'Y', responsibilityIds: [] }
      }
      form={() => <RoleFormItems />}
      deleteConfirm={t('adminRole.deleteConfirm')}
    />
  );
}
