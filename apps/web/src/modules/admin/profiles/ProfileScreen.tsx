import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Administration → Profiles: being built. */
export default function ProfileScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminProfile.title')}>
      <Empty />
    </Card>
  );
}
