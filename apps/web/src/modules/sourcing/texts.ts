import type { Translation } from '../../app/i18n/en.ts';
import { enInquiry, zhInquiry } from './inquiry/texts.ts';
import { enRules, zhRules } from './rules/texts.ts';

/*
 * Texts of the sourcing screens (wired into the workspace texts as `sourcing`): one block per part, each
 * in its own file beside its screens. Field and action names come from the declarations in
 * packages/core (documents/sourcing*.ts, masters/sourcing*.ts), not from here.
 */

export const zh = {
  // inquiry, comparison, award and the supplier's portal pages (modules/sourcing/inquiry)
  inquiry: zhInquiry,
  // rule setup: templates' criteria, pickers and presented names (modules/sourcing/rules)
  rules: zhRules,
};

export const en: Translation<typeof zh> = {
  inquiry: enInquiry,
  rules: enRules,
};
