import { LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import { API, type ExternalSystem } from './api.ts';

/** The supplier home's external system links (srmBaseSupplierPending_qryExternalSystem), each in a new window. */
export function ExternalSystemLinks() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useQuery({
    queryKey: ['externalSystems', lang],
    queryFn: () => post<ExternalSystem[]>(API.externalSystems, {}),
    staleTime: 5 * 60_000,
  });
  if (list.isLoading) return <Spin size="small" />;
  if (list.isError) return <Alert type="error" showIcon message={t('pending.loadFailed')} />;
  const items = list.data ?? [];
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pending.noExternalSystems')} />;
  }
  return (
    <List
      size="small"
      data-testid="external-systems"
      dataSource={items}
      renderItem={(item) => (
        <List.Item>
          <Typography.Link href={item.sysUrl} target="_blank" rel="noopener noreferrer">
            <LinkOutlined /> {item.sysName}
          </Typography.Link>
        </List.Item>
      )}
    />
  );
}
