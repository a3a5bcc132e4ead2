import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { DocumentMenuScope } from '../../../components/Document/DocumentMenuScope.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';
import { INFO_API, type SupplierProfile } from './types.ts';

const MENU = 'SLC_SUPPLIER_INFO';

/** One supplier's information for the buyer side (?id=): the tabs, and the inspect flag for holders of Edit. */
export default function SupplierInfoDetailScreen() {
  return (
    <DocumentMenuScope menuCode={MENU}>
      <Detail />
    </DocumentMenuScope>
  );
}

function Detail() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const screen = useScreen();
  const id = screen?.query.id;
  const resources = useMenuResources();
  const queryClient = useQueryClient();
  const found = useQuery({
    queryKey: ['supplierInfo', id],
    queryFn: () => post<SupplierProfile>(`${INFO_API}/findById`, { supplierId: Number(id) }),
    enabled: id != null,
  });
  const name = found.data ? `${found.data.supplierNum} ${found.data.supplierName}` : null;
  const setTitle = screen?.setTitle;
  useEffect(() => setTitle?.(name), [setTitle, name]);
  if (found.isLoading) return <Spin />;
  if (found.isError || !found.data) return <Alert type="error" title={errorText(found.error)} />;
  const profile = found.data;
  return (
    <div data-testid="screen-supplier-info-detail">
      <Space style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {profile.supplierName}
        </Typography.Title>
        <Typography.Text type="secondary">{profile.supplierNum}</Typography.Text>
      </Space>
      <ProfileTabs
        profile={profile}
        testId="supplier-info"
        canEditSites={resources.has('btnEdit')}
        onInspectChange={async (site, inspectFlag) => {
          try {
            await post(`${INFO_API}/updateSite`, { siteId: site.siteId, version: site.version, inspectFlag });
            message.success(t('supplierInfo.siteSaved'));
          } catch (e) {
            message.error(errorText(e));
          }
          await queryClient.invalidateQueries({ queryKey: ['supplierInfo', id] });
        }}
      />
    </div>
  );
}
