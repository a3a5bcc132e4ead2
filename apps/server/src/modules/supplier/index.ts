/** What other modules may use of the supplier module. */
export { qualificationWarnings, supplierById } from './suppliers.ts';
