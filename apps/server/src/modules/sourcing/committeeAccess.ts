import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { fromBase64 } from '@srm/core/sourcing/sealing';
import { importEcPublicKey } from '@srm/core/sourcing/sealing/ecies';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { scopeFor } from '../../platform/access/scope.ts';
import { users } from '../../platform/auth/schema.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { Db, DbOrTx } from '../../platform/db/types.ts';
import { findDoc } from '../../platform/documents/store.ts';
import { AppError } from '../../platform/http/errors.ts';
import { memberKeys, tenderCommittee } from './sealingSchema.ts';
import { tenderBound } from './tender.ts';
import { tenders } from './tenderSchema.ts';

/*
 * Who reaches a tender's committee, bids and opening record from inside (issue 17 item 4):
 * - its holder: the tender in the caller's data scope (the document's scope: organisation, line categories),
 *   reached from the tender menu;
 * - a member of its opening committee, whatever its scope: sitting on the committee is the permission.
 * A supplier user never (404, as for anything it may not know exists). The routes' rules have checked the menu.
 */

export const TENDER_MENU = sourcingTender.menuCode;
/** The committee's page: my tenders, my share, giving it, the opening's status. */
export const OPENING_MENU = 'SRC_TENDER_OPENING';

/** States in which the bids are open: prices may be read. */
export const OPENED_STATES: ReadonlySet<string> = new Set(['OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED']);

export type TenderRow = typeof tenders.$inferSelect;
export type MemberRow = typeof tenderCommittee.$inferSelect;

/** The caller's seat on the tender's committee (optionally locked), or null. */
export async function seatOf(db: DbOrTx, tenderId: number, userId: number, lock = false): Promise<MemberRow | null> {
  const query = db
    .select()
    .from(tenderCommittee)
    .where(and(eq(tenderCommittee.tenderId, tenderId), eq(tenderCommittee.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The tender row (optionally locked), or null. */
export async function tenderRow(db: DbOrTx, tenderId: number, lock = false): Promise<TenderRow | null> {
  const query = db.select().from(tenders).where(eq(tenders.id, tenderId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The tender for a reader from inside: its holder (in scope) or a committee member; anyone else 404. */
export async function tenderForInsider(
  db: Db,
  user: SessionUser,
  req: FastifyRequest,
  tenderId: number,
): Promise<{ tender: TenderRow; member: boolean }> {
  if (user.supplierId != null) throw new AppError(404, 'error.notFound');
  const tender = await tenderRow(db, tenderId);
  if (!tender) throw new AppError(404, 'error.notFound');
  const member = (await seatOf(db, tenderId, user.userId)) !== null;
  if (member) return { tender, member };
  const scope = await scopeFor(db, user, req);
  if (!(await findDoc(db, tenderBound, scope, tenderId))) throw new AppError(404, 'error.notFound');
  return { tender, member };
}

/** The tender and the caller's seat when the caller sits on its committee (locked when asked); else 404. */
export async function tenderForMember(db: DbOrTx, user: SessionUser, tenderId: number, lock = false) {
  if (user.supplierId != null) throw new AppError(404, 'error.notFound');
  // The tender first, then the seat: every path that locks both takes them in this order.
  const tender = await tenderRow(db, tenderId, lock);
  const seat = tender ? await seatOf(db, tenderId, user.userId, lock) : null;
  if (!tender || !seat) throw new AppError(404, 'error.notFound');
  return { tender, seat };
}

/** The committee of a tender with each member's name and current key fingerprint, in the order added. */
export async function committeeOf(db: DbOrTx, tenderId: number) {
  return db
    .select({
      userId: tenderCommittee.userId,
      memberRole: tenderCommittee.memberRole,
      userName: users.userName,
      userFullName: users.userFullName,
      sealedFingerprint: tenderCommittee.keyFingerprint,
      // Whether there is a share, never the share: these rows end up in answers.
      hasShare: sql<boolean>`${tenderCommittee.encryptedShare} is not null`,
      given: sql<boolean>`${tenderCommittee.submittedShare} is not null`,
      shareSubmittedAt: tenderCommittee.shareSubmittedAt,
      currentFingerprint: memberKeys.fingerprint,
    })
    .from(tenderCommittee)
    .leftJoin(users, eq(users.id, tenderCommittee.userId))
    .leftJoin(memberKeys, eq(memberKeys.userId, tenderCommittee.userId))
    .where(eq(tenderCommittee.tenderId, tenderId))
    .orderBy(asc(tenderCommittee.id));
}

/** Display names of users by id. */
export async function userNames(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.userFullName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Is `spki` (base64) an ECDH P-256 public key WebCrypto accepts? */
export async function isP256PublicKey(spki: string): Promise<boolean> {
  try {
    await importEcPublicKey(fromBase64(spki));
    return true;
  } catch {
    return false;
  }
}
