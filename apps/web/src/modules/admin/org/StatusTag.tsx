import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Enabled (green) or disabled (grey). */
export function StatusTag({ flag }: { flag: string }) {
  const { t } = useTranslation();
  return flag === 'Y' ? <Tag color="success">{t('adminCommon.enabled')}</Tag> : <Tag>{t('adminCommon.disabled')}</Tag>;
}
