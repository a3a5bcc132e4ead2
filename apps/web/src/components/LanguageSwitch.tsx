import { LANGS } from '@srm/core/i18n/lang';
import { useTranslation } from 'react-i18next';
import { setLang, useLang } from '../app/i18n/index.ts';
import './languageSwitch.css';

/**
 * CN / EN switch: every text, antd's locale and dayjs's locale follow it. Two toggle buttons
 * (aria-pressed) rather than antd's Segmented, which would add its tooltip machinery to the login page.
 */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of a form
    <div
      role="group"
      aria-label={t('lang.label')}
      className={`srm-lang-switch srm-lang-switch-${size}`}
      data-testid="lang-switch"
    >
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={lang === code}
          className={lang === code ? 'srm-lang-active' : undefined}
          onClick={() => void setLang(code)}
          data-testid={`lang-${code}`}
        >
          {t(`lang.${code}`)}
        </button>
      ))}
    </div>
  );
}
