import type { Translation } from '../../../app/i18n/en.ts';

/** Chinese texts of Administration → Persons (wired into the workspace texts as `adminPerson`). */
export const zh = {
  title: '人员管理',
} as const;

/** English texts of Administration → Persons. */
export const en: Translation<typeof zh> = {
  title: 'Persons',
};
