/** What other modules may use of the supplier module. */
export { qualificationWarnings, supplierActions, supplierById } from './suppliers.ts';
