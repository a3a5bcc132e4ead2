import { DEFAULT_LANG, type Lang, toLang } from '@srm/core/i18n/lang';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './en.ts';
import { zh } from './zh.ts';

/** Where the chosen language is kept between visits. */
export const LANG_STORAGE_KEY = 'SRM_lang';

/** i18next language codes (real BCP 47 tags, so plural rules work) for the spec's CN / EN. */
const I18N_CODE: Record<Lang, string> = { CN: 'zh-CN', EN: 'en-US' };
const DAYJS_LOCALE: Record<Lang, string> = { CN: 'zh-cn', EN: 'en' };

function storedLang(): Lang {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return value ? toLang(value) : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

function applySideEffects(lang: Lang): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
  document.documentElement.lang = I18N_CODE[lang];
  document.title = lang === 'CN' ? zh.app.productName : en.app.productName;
}

const initial = storedLang();
void i18n.use(initReactI18next).init({
  resources: { [I18N_CODE.CN]: { translation: zh }, [I18N_CODE.EN]: { translation: en } },
  lng: I18N_CODE[initial],
  fallbackLng: I18N_CODE.CN,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applySideEffects(initial);

/**
 * Adds the workspace texts (shell, screens, components) to i18next. They are a separate chunk so the
 * login page does not carry them; the router awaits this before any page that needs them.
 */
let workspaceTexts: Promise<void> | undefined;
export function loadWorkspaceTexts(): Promise<void> {
  workspaceTexts ??= Promise.all([import('./zh.workspace.ts'), import('./en.workspace.ts')]).then(([z, e]) => {
    i18n.addResourceBundle(I18N_CODE.CN, 'translation', z.zhWorkspace, true, true);
    i18n.addResourceBundle(I18N_CODE.EN, 'translation', e.enWorkspace, true, true);
  });
  return workspaceTexts;
}

/** The current interface language as the spec's code (CN | EN); sent as SAAF-Language. */
export function getLang(): Lang {
  return i18n.language === I18N_CODE.EN ? 'EN' : 'CN';
}

/** Switches every text, antd's locale (through useLang in the providers) and dayjs's locale. */
export async function setLang(lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  applySideEffects(lang);
  await i18n.changeLanguage(I18N_CODE[lang]);
}

/** The current language; components using it re-render when it changes. */
export function useLang(): Lang {
  const { i18n: instance } = useTranslation();
  return instance.language === I18N_CODE.EN ? 'EN' : 'CN';
}

export { i18n };
