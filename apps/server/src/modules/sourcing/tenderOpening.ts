import type { MessageKey } from '@srm/core';
import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { bidEnvelopeSchema, priceBid } from '@srm/core/sourcing/bidEnvelope';
import {
  envelopeHash,
  isSealingError,
  openEnvelope,
  recoverTenderKey,
  type SealingKey,
} from '@srm/core/sourcing/sealing';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { HeaderRow } from '../../platform/documents/binding.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { updateHeader } from '../../platform/documents/store.ts';
import type { TenderRow } from './committeeAccess.ts';
import { appendRecord, type NewEntry } from './openingRecord.ts';
import { tenderBidLines, tenderBids, tenderCommittee } from './sealingSchema.ts';
import { tenderBound } from './tender.ts';
import { bilingual } from './tenderNotices.ts';
import { tenderLines } from './tenderSchema.ts';

/*
 * The opening (开标, issue 17 item 4), when the k-th committee member gives its share — in that member's
 * transaction, the tender row locked: the tender's private key is recovered from the given shares (it
 * exists only in this process's memory, for this call), every SUBMITTED bid's commercial envelope is
 * decrypted and checked — the hash still the receipt's, the content a bid envelope (bidEnvelopeSchema) of
 * this tender and this bid's supplier, every tender line priced once and no other — then priced with the
 * same arithmetic as the supplier's browser (priceBid). A bid that passes gets its lines and totals
 * (OPENED); one that fails is INVALID with the reason in both languages. The given shares are wiped, the
 * tender is OPENED (openedDate; history `open`), and the record gets OPENED and one entry per bid.
 *
 * Shares that do not recover the key (a member gave a wrong one): nothing opens, every given share is
 * wiped and OPENING_FAILED recorded, so the members give again; the caller answers 409 after committing.
 */

export type OpeningOutcome =
  | { opened: true; bids: number; openedCount: number; invalidCount: number }
  | { opened: false; failed: true; given: number };

type BidRow = typeof tenderBids.$inferSelect;
type LineOfTender = { id: number; lineNumber: number; quantity: string };

type Checked =
  | {
      ok: true;
      bid: BidRow;
      lines: Omit<typeof tenderBidLines.$inferInsert, 'bidId'>[];
      totalWithoutTax: string;
      totalWithTax: string;
      validityDays: number | null;
      remark: string | null;
    }
  | { ok: false; bid: BidRow; reason: string };

const invalid = (bid: BidRow, key: MessageKey, params: Record<string, string | number> = {}): Checked => ({
  ok: false,
  bid,
  reason: bilingual(key, params, 500),
});

/** One bid decrypted and checked against the tender (no database work: bids are checked side by side). */
async function checkBid(
  key: SealingKey,
  tenderId: number,
  bid: BidRow,
  lines: readonly LineOfTender[],
  userId: number,
): Promise<Checked> {
  // The row must still hold what the supplier was given a receipt for.
  if ((await envelopeHash(bid.commercialCiphertext)) !== bid.commercialHash)
    return invalid(bid, 'tenderBid.invalidHash');
  let content: unknown;
  try {
    content = await openEnvelope(key, bid.commercialCiphertext);
  } catch (e) {
    if (isSealingError(e)) return invalid(bid, 'tenderBid.invalidEnvelope');
    throw e;
  }
  const parsed = bidEnvelopeSchema.safeParse(content);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((i) => i.path.join('.') || '-')
      .join(', ');
    return invalid(bid, 'tenderBid.invalidContent', { detail: where });
  }
  const envelope = parsed.data;
  if (envelope.tenderId !== tenderId || envelope.supplierId !== bid.supplierId)
    return invalid(bid, 'tenderBid.invalidOwner');
  const priced = priceBid(envelope, lines);
  if (!priced.ok) {
    const number = new Map(lines.map((l) => [l.id, l.lineNumber]));
    const parts = [...priced.missing.map((id) => `-${number.get(id) ?? id}`), ...priced.unknown.map((id) => `?${id}`)];
    return invalid(bid, 'tenderBid.invalidLines', { detail: parts.slice(0, 10).join(' ') });
  }
  return {
    ok: true,
    bid,
    lines: priced.lines.map((l) => ({
      tenderLineId: l.tenderLineId,
      priceWithoutTax: l.priceWithoutTax,
      taxRate: l.taxRate,
      priceWithTax: l.priceWithTax,
      amountWithoutTax: l.amountWithoutTax,
      amountWithTax: l.amountWithTax,
      leadTimeDays: l.leadTimeDays ?? null,
      remark: l.remark ?? null,
      createdBy: userId,
      lastUpdatedBy: userId,
    })),
    totalWithoutTax: priced.totalWithoutTax,
    totalWithTax: priced.totalWithTax,
    validityDays: envelope.validityDays ?? null,
    remark: envelope.remark ?? null,
  };
}

/** Every bid's new state in one statement per 200 bids (an opening of hundreds of bids stays quick). */
async function writeBidStates(tx: DbOrTx, checked: Checked[], userId: number): Promise<void> {
  for (let i = 0; i < checked.length; i += 200) {
    const rows = checked
      .slice(i, i + 200)
      .map(
        (c) =>
          sql`(${c.bid.id}::int, ${c.ok ? 'OPENED' : 'INVALID'}::varchar, ${c.ok ? c.totalWithoutTax : null}::numeric, ${
            c.ok ? c.totalWithTax : null
          }::numeric, ${c.ok ? c.validityDays : null}::int, ${c.ok ? c.remark : null}::varchar, ${
            c.ok ? null : c.reason
          }::varchar)`,
      );
    await tx.execute(sql`update ${tenderBids} b set
        status = v.status, total_without_tax = v.total_without_tax, total_with_tax = v.total_with_tax,
        validity_days = v.validity_days, commercial_remark = v.remark, invalid_reason = v.reason,
        version = b.version + 1, last_updated_by = ${userId}::int, last_update_date = now()
      from (values ${sql.join(rows, sql`, `)}) as v(id, status, total_without_tax, total_with_tax, validity_days, remark, reason)
      where b.id = v.id`);
  }
}

/** Opens the tender's bids (see above); the caller holds the tender row locked and has stored the k-th share. */
export async function openTender(tx: DbOrTx, tender: TenderRow, userId: number): Promise<OpeningOutcome> {
  const given = await tx
    .select({ share: tenderCommittee.submittedShare })
    .from(tenderCommittee)
    .where(and(eq(tenderCommittee.tenderId, tender.id), isNotNull(tenderCommittee.submittedShare)))
    .orderBy(asc(tenderCommittee.id));
  const wipe = (extra: Record<string, SQL | null> = {}) =>
    tx
      .update(tenderCommittee)
      .set({ submittedShare: null, ...extra })
      .where(eq(tenderCommittee.tenderId, tender.id));

  let key: SealingKey;
  try {
    if (!tender.eventPublicKey) throw new Error('not sealed');
    key = await recoverTenderKey(
      given.map((g) => g.share as string),
      tender.eventPublicKey,
    );
  } catch (e) {
    if (!isSealingError(e) && tender.eventPublicKey) throw e;
    // Nobody can tell which share was wrong: all are wiped and given again.
    await wipe({ shareSubmittedAt: null });
    await appendRecord(tx, tender.id, [
      { event: 'OPENING_FAILED', actorUserId: userId, detail: { given: given.length } },
    ]);
    return { opened: false, failed: true, given: given.length };
  }

  const lines = (await tx
    .select({ id: tenderLines.id, lineNumber: tenderLines.lineNumber, quantity: tenderLines.quantity })
    .from(tenderLines)
    .where(eq(tenderLines.tenderId, tender.id))
    .orderBy(asc(tenderLines.lineNumber))) as LineOfTender[];
  const bids = await tx
    .select()
    .from(tenderBids)
    .where(and(eq(tenderBids.tenderId, tender.id), eq(tenderBids.status, 'SUBMITTED')))
    .orderBy(asc(tenderBids.submittedAt), asc(tenderBids.id));
  const checked = await Promise.all(bids.map((bid) => checkBid(key, tender.id, bid, lines, userId)));

  // Lines first (a retry after a crash finds none: the transaction is all or nothing).
  const bidLines = checked.flatMap((c) => (c.ok ? c.lines.map((l) => ({ ...l, bidId: c.bid.id })) : []));
  for (let i = 0; i < bidLines.length; i += 1000) await tx.insert(tenderBidLines).values(bidLines.slice(i, i + 1000));
  await writeBidStates(tx, checked, userId);
  await wipe();

  await updateHeader(
    tx,
    tenderBound,
    tender as unknown as HeaderRow,
    { status: 'OPENED', openedDate: sql`now()` },
    userId,
  );
  await writeHistory(tx, {
    billType: sourcingTender.billType,
    docId: tender.id,
    docNumber: tender.tenderNumber,
    action: 'open',
    fromStatus: 'CLOSED',
    toStatus: 'OPENED',
    userId,
  });
  const openedCount = checked.filter((c) => c.ok).length;
  const entries: NewEntry[] = [
    {
      event: 'OPENED',
      actorUserId: userId,
      detail: { bids: checked.length, opened: openedCount, invalid: checked.length - openedCount },
    },
    ...checked.map(
      (c): NewEntry => ({
        event: c.ok ? 'BID_OPENED' : 'BID_INVALID',
        actorUserId: userId,
        supplierId: c.bid.supplierId,
        bidHash: c.bid.commercialHash,
        detail: c.ok ? { lines: c.lines.length } : { reason: c.reason },
      }),
    ),
  ];
  await appendRecord(tx, tender.id, entries);
  return { opened: true, bids: checked.length, openedCount, invalidCount: checked.length - openedCount };
}
