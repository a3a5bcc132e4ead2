import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Administration → Users: being built. */
export default function UserScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminUser.title')}>
      <Empty />
    </Card>
  );
}
