import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Administration → Organisations: being built. */
export default function InstitutionScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminOrg.title')}>
      <Empty />
    </Card>
  );
}
