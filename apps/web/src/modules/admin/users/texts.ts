import type { Translation } from '../../../app/i18n/en.ts';

/** Chinese texts of Administration → Users (wired into the workspace texts as `adminUser`). */
export const zh = {
  title: '用户管理',
} as const;

/** English texts of Administration → Users. */
export const en: Translation<typeof zh> = {
  title: 'Users',
};
