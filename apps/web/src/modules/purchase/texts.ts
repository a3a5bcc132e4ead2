import type { Translation } from '../../app/i18n/en.ts';

/**
 * Chinese texts of the purchasing screens (wired into the workspace texts as `purchase`). Field and
 * action names come from the document declarations (packages/core/src/documents), not from here.
 */
export const zh = {
  requisitions: '采购申请',
};

export const en: Translation<typeof zh> = {
  requisitions: 'Purchase requisitions',
};
