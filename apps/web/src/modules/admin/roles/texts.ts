import type { Translation } from '../../../app/i18n/en.ts';

/** Chinese texts of Administration → Roles (wired into the workspace texts as `adminRole`). */
export const zh = {
  title: '角色管理',
} as const;

/** English texts of Administration → Roles. */
export const en: Translation<typeof zh> = {
  title: 'Roles',
};
