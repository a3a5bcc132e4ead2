import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Administration → Responsibilities: being built. */
export default function ResponsibilityScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminResp.title')}>
      <Empty />
    </Card>
  );
}
