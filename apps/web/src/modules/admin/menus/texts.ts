import type { Translation } from '../../../app/i18n/en.ts';

/** Chinese texts of Administration → Menus (wired into the workspace texts as `adminMenu`). */
export const zh = {
  title: '菜单管理',
} as const;

/** English texts of Administration → Menus. */
export const en: Translation<typeof zh> = {
  title: 'Menus',
};
