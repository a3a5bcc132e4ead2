import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Administration → Menus: being built. */
export default function MenuScreen() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminMenu.title')}>
      <Empty />
    </Card>
  );
}
