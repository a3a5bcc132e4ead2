/** Interface languages of spec §1: Chinese (CN, the default) and English (EN). */
export const LANGS = ['CN', 'EN'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'CN';

/** Reads a SAAF-Language header value (or anything else) into a supported language, CN when unknown. */
export function toLang(value: unknown): Lang {
  return typeof value === 'string' && value.toUpperCase() === 'EN' ? 'EN' : 'CN';
}
