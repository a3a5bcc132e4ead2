import crypto from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { openingRecord } from './sealingSchema.ts';

/*
 * The opening record (开标记录, issue 17 item 4): what happened to a tender's sealed bids, in order — sealed,
 * each bid submitted or withdrawn (with its receipt hash), each share given, the opening and each bid found
 * opened or invalid. It is shown to the suppliers (their own entries in full, the others' as hashes) and to the
 * committee, and nobody may rewrite it: the database refuses UPDATE, DELETE and TRUNCATE of the table (trigger
 * of migration opening_record_guard), and each entry's hash covers the previous entry's, so an entry removed or
 * altered by someone who can switch the trigger off still shows when the chain is verified.
 *
 * entryHash = sha256(prevHash | seq | event | actor | supplierId | bidHash | detail | at), nulls as '', detail as
 * JSON with sorted keys (jsonb does not keep the order it was given), at as ISO-8601 to the millisecond (the
 * instant is cut to milliseconds before it is stored, so the stored value hashes the same when read back). The
 * first entry's prevHash is 64 zeros. Entries are appended under a transaction-scoped advisory lock per tender,
 * so concurrent bids get consecutive sequence numbers and one chain.
 */

export type OpeningEvent =
  | 'SEALED'
  | 'BID_SUBMITTED'
  | 'BID_WITHDRAWN'
  | 'SHARE_GIVEN'
  | 'OPENING_FAILED'
  | 'OPENED'
  | 'BID_OPENED'
  | 'BID_INVALID';

/** Events suppliers never see: the committee's own work. */
const INTERNAL_EVENTS = new Set<OpeningEvent>(['SHARE_GIVEN', 'OPENING_FAILED']);

export type NewEntry = {
  event: OpeningEvent;
  actorUserId: number | null;
  supplierId?: number | null;
  bidHash?: string | null;
  /** Never a price, a share or a key: counts, a threshold, a reason. */
  detail?: Record<string, unknown> | null;
};

export type RecordEntry = {
  id: number;
  tenderId: number;
  seq: number;
  event: string;
  actorUserId: number | null;
  supplierId: number | null;
  bidHash: string | null;
  detail: unknown;
  at: Date;
  prevHash: string;
  entryHash: string;
  publicFlag: boolean;
};

export const GENESIS_HASH = '0'.repeat(64);

/** Advisory lock class of the record's appends (the second key is the tender id). */
const LOCK_CLASS = 17_004;

/** JSON with object keys sorted at every level: the same text however the object was built or stored. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of an entry from its fields and the previous entry's hash. */
export function entryHashOf(e: {
  prevHash: string;
  seq: number;
  event: string;
  actorUserId: number | null;
  supplierId: number | null;
  bidHash: string | null;
  detail: unknown;
  at: Date;
}): string {
  const parts = [
    e.prevHash,
    String(e.seq),
    e.event,
    e.actorUserId == null ? '' : String(e.actorUserId),
    e.supplierId == null ? '' : String(e.supplierId),
    e.bidHash ?? '',
    e.detail == null ? '' : canonicalJson(e.detail),
    e.at.toISOString(),
  ];
  return crypto.createHash('sha256').update(parts.join('|'), 'utf8').digest('hex');
}

/**
 * Appends entries to a tender's record, in the caller's transaction, in the order given; answers them as
 * stored. Takes the tender's append lock first (held until the transaction ends).
 */
export async function appendRecord(tx: DbOrTx, tenderId: number, entries: NewEntry[]): Promise<RecordEntry[]> {
  if (entries.length === 0) return [];
  // The lock and the database clock (cut to the millisecond, as text: no driver's date parsing involved).
  const clock = (await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, ${tenderId}::int) as locked,
      to_char(date_trunc('milliseconds', now()) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`,
  )) as unknown as { rows: { at: string }[] };
  const at = new Date(clock.rows[0].at);
  const [last] = await tx
    .select({ seq: openingRecord.seq, entryHash: openingRecord.entryHash })
    .from(openingRecord)
    .where(eq(openingRecord.tenderId, tenderId))
    .orderBy(desc(openingRecord.seq))
    .limit(1);
  let seq = last?.seq ?? 0;
  let prevHash = last?.entryHash ?? GENESIS_HASH;
  const rows = entries.map((e) => {
    seq += 1;
    const fields = {
      tenderId,
      seq,
      event: e.event,
      actorUserId: e.actorUserId,
      supplierId: e.supplierId ?? null,
      bidHash: e.bidHash ?? null,
      detail: e.detail ?? null,
      at,
      prevHash,
      publicFlag: !INTERNAL_EVENTS.has(e.event),
    };
    const entryHash = entryHashOf(fields);
    prevHash = entryHash;
    return { ...fields, entryHash };
  });
  // In slices: a 200-bid opening appends 201 entries at once.
  const stored: RecordEntry[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    stored.push(
      ...((await tx
        .insert(openingRecord)
        .values(rows.slice(i, i + 500))
        .returning()) as RecordEntry[]),
    );
  }
  return stored;
}

/** A tender's whole record, in order. */
export async function recordOf(db: DbOrTx, tenderId: number): Promise<RecordEntry[]> {
  return (await db
    .select()
    .from(openingRecord)
    .where(eq(openingRecord.tenderId, tenderId))
    .orderBy(asc(openingRecord.seq))) as RecordEntry[];
}

export type ChainCheck = { valid: boolean; entries: number; brokenAtSeq: number | null };

/**
 * Verifies a tender's record as stored: sequence numbers 1, 2, 3…, each entry's prevHash the previous entry's
 * hash (zeros for the first), each entry's hash recomputed from its fields. The first entry that fails is named.
 */
export function verifyChain(entries: RecordEntry[]): ChainCheck {
  let prevHash = GENESIS_HASH;
  for (const [i, e] of entries.entries()) {
    const ok = e.seq === i + 1 && e.prevHash === prevHash && entryHashOf(e) === e.entryHash;
    if (!ok) return { valid: false, entries: entries.length, brokenAtSeq: e.seq };
    prevHash = e.entryHash;
  }
  return { valid: true, entries: entries.length, brokenAtSeq: null };
}

/** Bid events: an entry about one supplier's bid. */
const BID_EVENTS = new Set(['BID_SUBMITTED', 'BID_WITHDRAWN', 'BID_OPENED', 'BID_INVALID']);

/**
 * The record as a supplier reads it: public entries only; its own bid entries in full and marked `mine`; the
 * other bidders' as their hashes alone (no supplier, no detail); the opening's counts. Nothing about the
 * committee (who sits on it, who gave a share).
 */
export function supplierView(entries: RecordEntry[], supplierId: number) {
  return entries
    .filter((e) => e.publicFlag)
    .map((e) => {
      const bid = BID_EVENTS.has(e.event);
      const mine = bid && e.supplierId === supplierId;
      return {
        seq: e.seq,
        event: e.event,
        at: e.at,
        bidHash: e.bidHash,
        mine,
        detail: mine || e.event === 'OPENED' ? e.detail : null,
        entryHash: e.entryHash,
      };
    });
}
