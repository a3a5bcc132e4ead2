import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { clarifications } from './inquirySchema.ts';

/*
 * What a supplier reads of an inquiry's clarifications (issue 17 item 2): every answered question, and its
 * own questions not answered yet — never who asked: only `mine`, true on its own. The asker's id is not
 * even selected.
 */
export async function clarificationsForSupplier(db: DbOrTx, inquiryId: number, supplierId: number) {
  const rows = await db
    .select({
      clarificationId: clarifications.id,
      question: clarifications.question,
      askedAt: clarifications.askedAt,
      answer: clarifications.answer,
      answeredAt: clarifications.answeredAt,
      mine: sql<boolean>`${clarifications.askedBySupplierId} = ${supplierId}`,
    })
    .from(clarifications)
    .where(
      and(
        eq(clarifications.inquiryId, inquiryId),
        or(isNotNull(clarifications.answeredAt), eq(clarifications.askedBySupplierId, supplierId)),
      ),
    )
    .orderBy(asc(clarifications.askedAt), asc(clarifications.id));
  return rows.map((r) => ({ ...r, mine: r.mine === true }));
}
