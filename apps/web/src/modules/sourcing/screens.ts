import { defineScreens } from '../../app/screens/define.ts';
import { inquiryScreens } from './inquiry/screens.ts';
import { ruleScreens } from './rules/screens.ts';
import { tenderScreens } from './tender/screens.ts';
import { tenderSupplierScreens } from './tenderSupplier/screens.ts';

/** Screens of sourcing (issue 17), keyed by the menu's htmlUrl: one block per part, each from its own folder. */
export const screens = defineScreens({
  // inquiry (RFQ), comparison, award; the supplier's "My inquiries" (modules/sourcing/inquiry)
  ...inquiryScreens,
  // rule setup: sourcing types, templates, the expert library, sourcing projects (modules/sourcing/rules)
  ...ruleScreens,
  // the buyer's tenders, the committee's bid opening, the experts' sheets, bid reports (modules/sourcing/tender)
  ...tenderScreens,
  // the supplier portal's tenders: My tenders and the tender page (modules/sourcing/tenderSupplier)
  ...tenderSupplierScreens,
});
