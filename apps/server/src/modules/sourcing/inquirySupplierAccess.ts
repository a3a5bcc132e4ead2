import { and, eq, isNotNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/errors.ts';
import { inquiries, inquirySuppliers } from './inquirySchema.ts';

/*
 * THE rule of what a supplier user reads of inquiries (issue 17; sourcing.md "Rules everyone relies on"),
 * used by every supplier call of the module: the inquiries its supplier takes part in (invited or signed
 * up) once published — never a draft, one in approval or rejected — and PUBLIC ones open for quotes that
 * it may sign up to. Anything else answers 404, as if it did not exist.
 */

/** The supplier of a supplier user; 403 for anyone else (internal users work on SRC_INQUIRY). */
export function supplierOf(user: SessionUser | null): number {
  if (user?.supplierId == null) throw new AppError(403, 'error.forbidden');
  return user.supplierId;
}

/** Never shown to a supplier, whatever else holds. */
const NEVER = ['DRAFT', 'APPROVING', 'REJECTED'];

/** Its supplier takes part in the inquiry. */
export const takesPartSql = (supplierId: number): SQL =>
  sql`exists (select 1 from ${inquirySuppliers} where ${inquirySuppliers.inquiryId} = ${inquiries.id} and ${inquirySuppliers.supplierId} = ${supplierId})`;

/** A public inquiry still taking sign-ups (the database clock decides the deadline). */
export const openToSignUpSql: SQL = and(
  eq(inquiries.inquiryMode, 'PUBLIC'),
  eq(inquiries.status, 'PUBLISHED'),
  sql`${inquiries.quoteDeadline} > now()`,
) as SQL;

/** The inquiries a supplier may read. */
export function supplierVisibleWhere(supplierId: number): SQL {
  return and(
    notInArray(inquiries.status, NEVER),
    isNotNull(inquiries.publishDate),
    or(takesPartSql(supplierId), openToSignUpSql),
  ) as SQL;
}

/** The supplier's participation in an inquiry, or null. */
export async function participationOf(db: DbOrTx, inquiryId: number, supplierId: number) {
  const [row] = await db
    .select()
    .from(inquirySuppliers)
    .where(and(eq(inquirySuppliers.inquiryId, inquiryId), eq(inquirySuppliers.supplierId, supplierId)));
  return row ?? null;
}

/** The header of an inquiry the supplier may read (locked when asked), or 404. */
export async function visibleToSupplier(db: DbOrTx, inquiryId: number, supplierId: number, lock = false) {
  const query = db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, inquiryId), supplierVisibleWhere(supplierId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'error.notFound');
  return row;
}

/** Is the inquiry's deadline still ahead by the database clock? */
export async function beforeDeadline(db: DbOrTx, inquiryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.id, inquiryId), sql`${inquiries.quoteDeadline} > now()`));
  return row !== undefined;
}
