import type { Translation } from '../../../app/i18n/en.ts';

/** Chinese texts of Administration → Organisations (wired into the workspace texts as `adminOrg`). */
export const zh = {
  title: '组织机构',
} as const;

/** English texts of Administration → Organisations. */
export const en: Translation<typeof zh> = {
  title: 'Organisations',
};
