import type { Translation } from '../../../app/i18n/en.ts';

/** Chinese texts of Administration → Profiles (wired into the workspace texts as `adminProfile`). */
export const zh = {
  title: '系统参数',
} as const;

/** English texts of Administration → Profiles. */
export const en: Translation<typeof zh> = {
  title: 'Profiles',
};
