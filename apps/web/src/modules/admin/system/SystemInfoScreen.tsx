import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Administration → System information: being built. */
export default function SystemInfoScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminSystem.title')}>
      <Empty />
    </Card>
  );
}
