import type { Translation } from '../../../app/i18n/en.ts';

/** Chinese texts of Administration → Responsibilities (wired into the workspace texts as `adminResp`). */
export const zh = {
  title: '职责管理',
} as const;

/** English texts of Administration → Responsibilities. */
export const en: Translation<typeof zh> = {
  title: 'Responsibilities',
};
