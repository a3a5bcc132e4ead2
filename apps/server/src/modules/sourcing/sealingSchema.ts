import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';
import { tenderLines, tenders } from './tenderSchema.ts';

/*
 * Sealed bids (issue 17 item 4). No row here holds a price before the opening: a bid's commercial
 * envelope is ciphertext made in the supplier's browser with the tender's public key; the tender's
 * private key exists only as Shamir shares, each encrypted to one committee member's public key, whose
 * private key is itself wrapped with a PIN only that member knows (the crypto is packages/core's
 * sourcing/sealing). Prices reach srm_src_tender_bid_line only when k members have given their shares.
 */

/** A person's committee key pair: the public key in the clear, the private key wrapped with the PIN. */
export const memberKeys = pgTable(
  'srm_src_member_key',
  {
    id: idColumn(),
    userId: integer('user_id').notNull(),
    /** SPKI, base64. */
    publicKey: text('public_key').notNull(),
    /** The PIN-wrapped private key (salt, iterations, iv, ciphertext): opaque to the server. */
    wrappedPrivateKey: text('wrapped_private_key').notNull(),
    /** SHA-256 of the public key, hex: shown so a member can tell which key a tender was sealed to. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_member_key_user_uq').on(t.userId)],
);

/** The tender's opening committee (开标委员会): n members; k (the tender's openingThreshold) open. */
export const tenderCommittee = pgTable(
  'srm_src_tender_committee',
  {
    id: idColumn(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** CHAIR or MEMBER. */
    memberRole: varchar('member_role', { length: 16 }).notNull().default('MEMBER'),
    /** The member's share of the tender's private key, encrypted to the member's public key (seal step). */
    encryptedShare: text('encrypted_share'),
    /** The fingerprint of the member key the share was encrypted to. */
    keyFingerprint: varchar('key_fingerprint', { length: 64 }),
    /** The member's share in the clear, given after the opening time; wiped once the bids are open. */
    submittedShare: text('submitted_share'),
    shareSubmittedAt: timestamp('share_submitted_at', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_tender_committee_uq').on(t.tenderId, t.userId)],
);

/** A supplier's bid: the technical envelope (files, readable after opening) and the sealed commercial one. */
export const tenderBids = pgTable(
  'srm_src_tender_bid',
  {
    id: idColumn(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').notNull(),
    /** SUBMITTED, WITHDRAWN (before the deadline), OPENED, INVALID (failed to decrypt or check at opening). */
    status: varchar('status', { length: 16 }).notNull().default('SUBMITTED'),
    /** Each resubmission before the deadline replaces the envelope and adds one. */
    submitCount: integer('submit_count').notNull().default(1),
    /** Technical envelope: files and a statement; sealed by the file guard until opening. */
    technicalFileIds: varchar('technical_file_ids', { length: 1000 }),
    technicalStatement: text('technical_statement'),
    /** The commercial envelope as the supplier's browser encrypted it (base64 JSON package). */
    commercialCiphertext: text('commercial_ciphertext').notNull(),
    /** SHA-256 (hex) of the ciphertext: the receipt shown to the supplier at submission, and in the opening record. */
    commercialHash: varchar('commercial_hash', { length: 64 }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    submittedBy: integer('submitted_by'),
    /** Filled at opening from the decrypted envelope. */
    totalWithoutTax: numeric('total_without_tax', { precision: 24, scale: 2 }),
    totalWithTax: numeric('total_with_tax', { precision: 24, scale: 2 }),
    validityDays: integer('validity_days'),
    commercialRemark: varchar('commercial_remark', { length: 1000 }),
    /** Why the bid was found INVALID at opening. */
    invalidReason: varchar('invalid_reason', { length: 500 }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_src_tender_bid_uq').on(t.tenderId, t.supplierId),
    index('srm_src_tender_bid_supplier_ix').on(t.supplierId),
  ],
);

/** A bid's prices per tender line: written at opening only, from the decrypted commercial envelope. */
export const tenderBidLines = pgTable(
  'srm_src_tender_bid_line',
  {
    id: idColumn(),
    bidId: integer('bid_id')
      .notNull()
      .references(() => tenderBids.id, { onDelete: 'cascade' }),
    tenderLineId: integer('tender_line_id')
      .notNull()
      .references(() => tenderLines.id, { onDelete: 'cascade' }),
    priceWithoutTax: numeric('price_without_tax', { precision: 20, scale: 6 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 2 }).notNull(),
    priceWithTax: numeric('price_with_tax', { precision: 20, scale: 6 }).notNull(),
    amountWithoutTax: numeric('amount_without_tax', { precision: 24, scale: 2 }).notNull(),
    amountWithTax: numeric('amount_with_tax', { precision: 24, scale: 2 }).notNull(),
    leadTimeDays: integer('lead_time_days'),
    remark: varchar('remark', { length: 500 }),
    ...whoColumns,
  },
  (t) => [uniqueIndex('srm_src_tender_bid_line_uq').on(t.bidId, t.tenderLineId)],
);

/**
 * The opening record (开标记录): append-only (a trigger refuses UPDATE and DELETE) and hash-chained — each
 * entry's hash covers the previous entry's hash — so a removed or altered entry shows. Events: SEALED,
 * BID_SUBMITTED, BID_WITHDRAWN, SHARE_GIVEN, OPENED, BID_OPENED, BID_INVALID.
 */
export const openingRecord = pgTable(
  'srm_src_opening_record',
  {
    id: idColumn(),
    tenderId: integer('tender_id').notNull(),
    seq: integer('seq').notNull(),
    event: varchar('event', { length: 24 }).notNull(),
    actorUserId: integer('actor_user_id'),
    /** The bid's supplier, for bid events; shown to that supplier only (others see the hash). */
    supplierId: integer('supplier_id'),
    bidHash: varchar('bid_hash', { length: 64 }),
    /** Event details without prices before opening (counts, the threshold, a reason). */
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    entryHash: varchar('entry_hash', { length: 64 }).notNull(),
    /** Whether suppliers see this entry (the committee's shares are not their business). */
    publicFlag: boolean('public_flag').notNull().default(true),
  },
  (t) => [uniqueIndex('srm_src_opening_record_uq').on(t.tenderId, t.seq)],
);
