import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Administration → Roles: being built. */
export default function RoleScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminRole.title')}>
      <Empty />
    </Card>
  );
}
