import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Administration → Persons: being built. */
export default function EmployeeScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminPerson.title')}>
      <Empty />
    </Card>
  );
}
