import type { ActionDef } from '../../../platform/http/action.ts';
import { agreementActions } from './agreementDocument.ts';
import { aslActions } from './aslDocument.ts';
import { aslEntryActions } from './aslEntryList.ts';
import { priceLibraryActions } from './priceLibrary.ts';
import { pricingAuthorityActions } from './pricingAuthority.ts';
import { pricingActions } from './pricingDocument.ts';
// What approvals leave behind (entries, library prices), registered when the module is loaded.
import './aslApply.ts';
import './pricingApply.ts';

/** Every restful action of the sources part of procurement execution (issue 8 items 1–2). */
export const sourcesActions: ActionDef[] = [
  ...aslActions,
  ...aslEntryActions,
  ...pricingActions,
  ...priceLibraryActions,
  ...pricingAuthorityActions,
  ...agreementActions,
];

export { seedSourcesDemo } from './seed.ts';
/** The sourcing services orders code against (approved supplier list, price library, agreements). */
export {
  type AgreementForOrder,
  agreementLinesForOrder,
  consumeAgreement,
  type LibraryPrice,
  libraryPrice,
  releaseAgreement,
  type SourceQuery,
  sourceRefusal,
} from './sourceRules.ts';
