import type { Translation } from '../../app/i18n/en.ts';
import { enInquiry, zhInquiry } from './inquiry/texts.ts';
import { enRules, zhRules } from './rules/texts.ts';
import { enTender, zhTender } from './tender/texts.ts';
import { enTenderSupplier, zhTenderSupplier } from './tenderSupplier/texts.ts';

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
  // the buyer's tender, the committee's opening and keys, the experts' sheets, bid reports (modules/sourcing/tender)
  tender: zhTender,
  // the supplier portal's tenders: My tenders, the tender page, the sealed bid (modules/sourcing/tenderSupplier)
  tenderSupplier: zhTenderSupplier,
};

export const en: Translation<typeof zh> = {
  inquiry: enInquiry,
  rules: enRules,
  tender: enTender,
  tenderSupplier: enTenderSupplier,
};
