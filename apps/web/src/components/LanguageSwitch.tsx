import { LANGS, type Lang } from '@srm/core';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLang, useLang } from '../app/i18n/index.ts';

/** CN / EN switch: every text, antd's locale and dayjs's locale follow it. */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Segmented<Lang>
      size={size}
      value={lang}
      onChange={(value) => void setLang(value)}
      options={LANGS.map((code) => ({ value: code, label: <span data-testid={`lang-${code}`}>{t(`lang.${code}`)}</span> }))}
      aria-label={t('lang.label')}
      data-testid="lang-switch"
    />
  );
}
