import type { Translation } from '../../../app/i18n/en.ts';

/** Chinese texts of Administration → System information (wired into the workspace texts as `adminSystem`). */
export const zh = {
  title: '系统信息',
} as const;

/** English texts of Administration → System information. */
export const en: Translation<typeof zh> = {
  title: 'System information',
};
