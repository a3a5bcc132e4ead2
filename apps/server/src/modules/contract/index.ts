import type { ActionDef } from '../../platform/http/action.ts';
import { contractDocumentActions } from './contract.ts';
import { contractAlterationActions } from './contractAlteration.ts';
import { contractFileActions } from './contractDocuments.ts';
import { contractOrderActions } from './contractOrders.ts';
import { contractPartActions } from './contractParts.ts';
import { contractSourceActions } from './contractSources.ts';
import { templateActions } from './templates/index.ts';

/*
 * Contracts (合同, issue 19): the contract document (HT-) with its lines, payment stages and terms, its
 * sources (award, agreement, order, by hand), the supplier's confirmation, signing and alterations; the
 * templates/ and esign/ folders hold the templates, terms and watermarks, and the certificates and signing.
 * It sits above sourcing (contracts cite awards, orders and agreements) and below settlement.
 */

/** The home's contract due-date figures and the daily due-date warnings. */
export { type ContractDueFigures, contractDueFigures, contractDueJob, warnContractsDue } from './contractDue.ts';
/** The contract's deployed approval in the demo. */
export { seedContractDemo } from './contractSeed.ts';
/** A stored contract as its Word template reads it (for renderContractPdf). */
export { contractTemplateData } from './contractTemplateData.ts';

/** Every restful action of the contract module. */
export const contractActions: ActionDef[] = [
  ...contractDocumentActions,
  ...contractSourceActions,
  ...contractPartActions,
  ...contractOrderActions,
  ...contractAlterationActions,
  ...contractFileActions,
  ...templateActions,
];
