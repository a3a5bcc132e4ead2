import type { Translation } from '../../../app/i18n/en.ts';

/** Chinese texts of Administration → Lookups (wired into the workspace texts as `adminLookup`). */
export const zh = {
  title: '值集管理',
} as const;

/** English texts of Administration → Lookups. */
export const en: Translation<typeof zh> = {
  title: 'Lookups',
};
