import type { DbOrTx } from '../../platform/db/types.ts';
import { supplierIdsInStatuses } from '../supplier/index.ts';
import { QUALIFIED_STATUSES } from './invitationRules.ts';

/** Qualified suppliers (QUALIFIED, EFFECTIVE) by a keyword, at most `limit`: invitees beyond the approved list. */
export function qualifiedSuppliers(db: DbOrTx, keyword: string | undefined, limit: number): Promise<number[]> {
  return supplierIdsInStatuses(db, { statuses: [...QUALIFIED_STATUSES], keyword, limit });
}
