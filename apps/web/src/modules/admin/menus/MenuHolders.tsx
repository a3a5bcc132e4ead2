import { isSupplierUserType } from '@srm/core/constants/identity';
import { useQuery } from '@tanstack/react-query';
import { Alert, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { type ColumnConfig, DataTable } from '../../../components/DataTable/index.ts';
import { type HolderRow, MENU_API } from './api.ts';

/** Read-only: the responsibilities holding a menu and the buttons each is granted there. */
export function MenuHolders({ menuId }: { menuId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({
    queryKey: ['adminMenu', 'holders', menuId],
    queryFn: () => post<HolderRow[]>(MENU_API.holders, { menuId, pageRows: 500 }),
  });
  const columns = useMemo<ColumnConfig<HolderRow>[]>(
    () => [
      { key: 'responsibilityCode', title: t('adminMenu.respCode'), width: 150 },
      {
        key: 'responsibilityName',
        title: t('adminMenu.respName'),
        width: 170,
        render: (_v, row) =>
          lang === 'EN' && row.responsibilityNameEn ? row.responsibilityNameEn : row.responsibilityName,
      },
      {
        key: 'userType',
        title: t('adminMenu.userType'),
        width: 120,
        render: (value) => (isSupplierUserType(String(value)) ? t('adminMenu.supplier') : t('adminMenu.inside')),
      },
      { key: 'enabledFlag', title: t('adminCommon.enabledFlag'), editType: 'checkbox', width: 90 },
      {
        key: 'resources',
        title: t('adminMenu.grantedButtons'),
        width: 320,
        render: (_v, row) =>
          row.resources.map((r) => (
            <Tag key={r.resourceId} title={r.resourceCode}>
              {lang === 'EN' && r.resourceNameEn ? r.resourceNameEn : r.resourceName}
            </Tag>
          )),
      },
    ],
    [t, lang],
  );
  if (query.error)
    return <Alert type="error" showIcon title={t('adminMenu.loadFailed', { message: errorText(query.error) })} />;
  return (
    <DataTable<HolderRow> dataSource={query.data ?? []} columns={columns} rowKey="responsibilityId" height={240} />
  );
}
