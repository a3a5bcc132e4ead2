import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Administration → Lookups: being built. */
export default function LookupScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminLookup.title')}>
      <Empty />
    </Card>
  );
}
