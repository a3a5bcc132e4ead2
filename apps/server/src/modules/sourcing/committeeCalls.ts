import { isSupplierUserType, type Lang, t } from '@srm/core';
import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { fromBase64, keyFingerprint } from '@srm/core/sourcing/sealing';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import { databaseNow } from '../../platform/db/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/types.ts';
import type { HeaderRow } from '../../platform/documents/binding.ts';
import { type Caller, callerOf, inTx } from '../../platform/documents/context.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { ActionGate } from '../../platform/documents/gate.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { lockDoc, updateHeader } from '../../platform/documents/store.ts';
import { type ActionDef, defineAction, noBody } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { closeTenderIfPastDeadline } from './closeJob.ts';
import {
  committeeOf,
  isP256PublicKey,
  OPENED_STATES,
  OPENING_MENU,
  TENDER_MENU,
  type TenderRow,
  tenderForInsider,
  tenderForMember,
  userNames,
} from './committeeAccess.ts';
import { deadlineText } from './inquiryNotices.ts';
import { appendRecord, recordOf, verifyChain } from './openingRecord.ts';
import { memberKeys, tenderCommittee } from './sealingSchema.ts';
import { tenderBound } from './tender.ts';
import { openTender } from './tenderOpening.ts';
import { tenders } from './tenderSchema.ts';

/*
 * The opening committee (开标委员会, issue 17 item 4): the buyer sets it and seals the tender to it while the
 * tender is a draft (or rejected) — both are edits of the tender: its btnEdit, its editable states, the
 * version read, which they raise; any change to the members drops the seal. After the opening time of a
 * CLOSED tender each member fetches its encrypted share, opens it in its browser with its PIN and gives it;
 * the k-th share opens the bids in the same transaction (tenderOpening.ts). Members reach their own calls
 * whatever their data scope; anyone else gets 404 there. No answer here ever holds a share in the clear.
 */

const at = { server: 'srmServer' as const, entity: 'srmSrcTenderCommittee' };
const versionSchema = z.number().int().min(0);

/** A member row as answered: whether it has a share and gave it, never the share itself. */
async function membersOf(db: DbOrTx, tenderId: number) {
  const rows = await committeeOf(db, tenderId);
  return rows.map((m) => ({
    userId: m.userId,
    userName: m.userName,
    userFullName: m.userFullName,
    memberRole: m.memberRole,
    hasKey: m.currentFingerprint != null,
    keyFingerprint: m.currentFingerprint,
    sealed: Boolean(m.hasShare),
    sealedFingerprint: m.sealedFingerprint,
    /** The share was made for the key the member holds now (else the member could not open it). */
    keyCurrent: Boolean(m.hasShare) && m.sealedFingerprint === m.currentFingerprint,
    shareGiven: m.shareSubmittedAt != null,
    shareSubmittedAt: m.shareSubmittedAt,
  }));
}

async function committeeAnswer(db: DbOrTx, tender: TenderRow) {
  return {
    tenderId: tender.id,
    status: tender.status,
    version: tender.version,
    openingThreshold: tender.openingThreshold,
    sealed: tender.eventPublicKey != null,
    sealedDate: tender.sealedDate,
    eventPublicKey: tender.eventPublicKey,
    eventKeyFingerprint: tender.eventPublicKey ? await keyFingerprint(tender.eventPublicKey) : null,
    members: await membersOf(db, tender.id),
  };
}

const listByTender = defineAction({
  ...at,
  action: 'listByTender',
  summary:
    'The opening committee of a tender: the threshold, whether and when it was sealed (with the tender public key), and each member with its key fingerprint, whether its share was made for its current key, whether it has given its share and when; for the tender’s holder (in scope) or a member',
  auth: menu(TENDER_MENU, OPENING_MENU),
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, user, req }) => {
    const { tender } = await tenderForInsider(deps.db, user!, req, body.tenderId);
    return { data: await committeeAnswer(deps.db, tender) };
  },
});

/** Locks the tender for an edit of its committee or seal (state, version, btnEdit: the engine's edit rule). */
async function lockForEdit(caller: Caller, tx: DbOrTx, tenderId: number, version: number | null) {
  const ctx = inTx(caller, tx);
  const doc = await lockDoc(tx, tenderBound, ctx.scope, tenderId);
  await new ActionGate(tenderBound, tx, ctx.user, caller.deps.workflow, caller.heldButtons).check(
    'edit',
    doc.header,
    version,
    caller.lang,
  );
  return doc.header as HeaderRow & TenderRow;
}

/** Drops the tender's seal: the event key and every member's encrypted share (the committee changed). */
export async function clearSeal(tx: DbOrTx, tenderId: number): Promise<void> {
  await tx
    .update(tenderCommittee)
    .set({ encryptedShare: null, keyFingerprint: null, submittedShare: null, shareSubmittedAt: null })
    .where(eq(tenderCommittee.tenderId, tenderId));
}

const memberSchema = z.object({ userId: idSchema, memberRole: z.enum(['CHAIR', 'MEMBER']).default('MEMBER') });

const save = defineAction({
  ...at,
  action: 'save',
  summary:
    'Sets the opening committee of a DRAFT or REJECTED tender (btnEdit; the version read): {tenderId, version, members: [{userId, memberRole: CHAIR | MEMBER}]}; each an enabled internal user with a committee key, once, at most one chair, at least max(2, the threshold) of them; a change drops the seal; answers the committee and the new version',
  auth: menu(TENDER_MENU),
  mutates: true,
  body: z.object({
    tenderId: idSchema,
    version: versionSchema,
    members: z.array(memberSchema).min(1).max(255),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    // The caller (scope, buttons) is read before the transaction: PGlite has one connection.
    const caller = await callerOf(deps, user, lang, req);
    await deps.db.transaction(async (tx) => {
      const header = await lockForEdit(caller, tx, body.tenderId, body.version);
      const ids = body.members.map((m) => m.userId);
      const people = new Map(
        (
          await tx
            .select({
              id: users.id,
              name: users.userFullName,
              userType: users.userType,
              enabledFlag: users.enabledFlag,
              fingerprint: memberKeys.fingerprint,
            })
            .from(users)
            .leftJoin(memberKeys, eq(memberKeys.userId, users.id))
            .where(inArray(users.id, ids))
        ).map((u) => [u.id, u]),
      );
      const errors: FieldError[] = [];
      const seen = new Set<number>();
      for (const [i, m] of body.members.entries()) {
        const person = people.get(m.userId);
        const name = person?.name ?? String(m.userId);
        if (seen.has(m.userId)) {
          errors.push({ field: `members.${i}.userId`, message: t('committee.memberTwice', lang) });
        } else if (person?.enabledFlag !== 'Y' || isSupplierUserType(person.userType)) {
          errors.push({ field: `members.${i}.userId`, message: t('committee.memberNotInternal', lang, { name }) });
        } else if (person.fingerprint == null) {
          errors.push({ field: `members.${i}.userId`, message: t('committee.memberNoKey', lang, { name }) });
        }
        seen.add(m.userId);
      }
      if (body.members.filter((m) => m.memberRole === 'CHAIR').length > 1) {
        errors.push({ field: 'members', message: t('committee.oneChair', lang) });
      }
      const min = Math.max(2, Number(header.openingThreshold));
      if (body.members.length < min) errors.push({ field: 'members', message: t('committee.tooSmall', lang, { min }) });
      if (errors.length > 0) throw fieldErrors(errors);

      const before = await committeeOf(tx, body.tenderId);
      const same =
        before.length === body.members.length &&
        body.members.every((m, i) => before[i].userId === m.userId && before[i].memberRole === m.memberRole);
      if (same) return;
      await tx.delete(tenderCommittee).where(eq(tenderCommittee.tenderId, body.tenderId));
      await tx.insert(tenderCommittee).values(
        body.members.map((m) => ({
          tenderId: body.tenderId,
          userId: m.userId,
          memberRole: m.memberRole,
          createdBy: user!.userId,
          lastUpdatedBy: user!.userId,
        })),
      );
      await updateHeader(tx, tenderBound, header, { eventPublicKey: null, sealedDate: null }, user!.userId);
      await writeHistory(tx, {
        billType: sourcingTender.billType,
        docId: body.tenderId,
        docNumber: String(header.tenderNumber),
        action: 'committee',
        fromStatus: header.status,
        toStatus: header.status,
        userId: user!.userId,
        comment: body.members
          .map((m) => `${people.get(m.userId)?.name ?? m.userId}${m.memberRole === 'CHAIR' ? ' (CHAIR)' : ''}`)
          .join(', ')
          .slice(0, 1000),
      });
    });
    const [tender] = await deps.db.select().from(tenders).where(eq(tenders.id, body.tenderId));
    return { data: await committeeAnswer(deps.db, tender), msg: 'ok.saved' };
  },
});

/** A share as sealTender encrypts it: the JSON of an ECIES package {v, epk, iv, data}. */
function isSealedShare(text: string): boolean {
  try {
    const p = JSON.parse(text) as Record<string, unknown>;
    return (
      typeof p === 'object' &&
      p !== null &&
      typeof p.v === 'number' &&
      ['epk', 'iv', 'data'].every((k) => typeof p[k] === 'string' && fromBase64(p[k] as string).length > 0)
    );
  } catch {
    return false;
  }
}

const seal = defineAction({
  ...at,
  action: 'seal',
  summary:
    'Seals a DRAFT or REJECTED tender to its committee (btnEdit; the version read when given): {tenderId, version?, eventPublicKey (SPKI P-256, base64), shares: [{userId, encryptedShare, keyFingerprint}]} as sealTender() made them in the browser — exactly one share per member, each made for the member’s current key; stores the public key and the encrypted shares, records SEALED in the opening record; answers the committee and the new version',
  auth: menu(TENDER_MENU),
  mutates: true,
  body: z.object({
    tenderId: idSchema,
    version: versionSchema.optional(),
    eventPublicKey: z.string().trim().min(1, 'field.required').max(1000),
    shares: z
      .array(
        z.object({
          userId: idSchema,
          encryptedShare: z.string().trim().min(1, 'field.required').max(4000),
          keyFingerprint: z
            .string()
            .trim()
            .regex(/^[0-9a-f]{64}$/),
        }),
      )
      .min(2)
      .max(255),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const eventKeyOk = await isP256PublicKey(body.eventPublicKey);
    const caller = await callerOf(deps, user, lang, req);
    await deps.db.transaction(async (tx) => {
      const header = await lockForEdit(caller, tx, body.tenderId, body.version ?? null);
      const members = await committeeOf(tx, body.tenderId);
      const errors: FieldError[] = [];
      if (!eventKeyOk) errors.push({ field: 'eventPublicKey', message: t('committee.badEventKey', lang) });
      const threshold = Number(header.openingThreshold);
      const min = Math.max(2, threshold);
      if (members.length < min) errors.push({ field: 'members', message: t('committee.tooSmall', lang, { min }) });
      const byUser = new Map(members.map((m) => [m.userId, m]));
      const given = new Set(body.shares.map((s) => s.userId));
      if (
        given.size !== body.shares.length ||
        given.size !== members.length ||
        members.some((m) => !given.has(m.userId))
      ) {
        errors.push({ field: 'shares', message: t('committee.sealShares', lang) });
      }
      for (const [i, s] of body.shares.entries()) {
        const m = byUser.get(s.userId);
        if (!m) continue;
        const name = m.userFullName ?? String(s.userId);
        if (m.currentFingerprint == null) {
          errors.push({ field: `shares.${i}.userId`, message: t('committee.memberNoKey', lang, { name }) });
        } else if (s.keyFingerprint !== m.currentFingerprint) {
          errors.push({ field: `shares.${i}.keyFingerprint`, message: t('committee.sealFingerprint', lang, { name }) });
        }
        if (!isSealedShare(s.encryptedShare)) {
          errors.push({ field: `shares.${i}.encryptedShare`, message: t('committee.sealShares', lang) });
        }
      }
      if (errors.length > 0) throw fieldErrors(errors);

      for (const s of body.shares) {
        await tx
          .update(tenderCommittee)
          .set({
            encryptedShare: s.encryptedShare,
            keyFingerprint: s.keyFingerprint,
            submittedShare: null,
            shareSubmittedAt: null,
            lastUpdatedBy: user!.userId,
            lastUpdateDate: sql`now()`,
          })
          .where(and(eq(tenderCommittee.tenderId, body.tenderId), eq(tenderCommittee.userId, s.userId)));
      }
      await updateHeader(
        tx,
        tenderBound,
        header,
        { eventPublicKey: body.eventPublicKey, sealedDate: sql`now()` },
        user!.userId,
      );
      const eventKeyFingerprint = await keyFingerprint(body.eventPublicKey);
      await writeHistory(tx, {
        billType: sourcingTender.billType,
        docId: body.tenderId,
        docNumber: String(header.tenderNumber),
        action: 'seal',
        fromStatus: header.status,
        toStatus: header.status,
        userId: user!.userId,
        comment: `${members.length} / ${threshold} · ${eventKeyFingerprint.slice(0, 16)}`,
      });
      await appendRecord(tx, body.tenderId, [
        {
          event: 'SEALED',
          actorUserId: user!.userId,
          detail: { members: members.length, threshold, eventKeyFingerprint },
        },
      ]);
    });
    const [tender] = await deps.db.select().from(tenders).where(eq(tenders.id, body.tenderId));
    return { data: await committeeAnswer(deps.db, tender), msg: 'ok.saved' };
  },
});

/** "Now" lets the member give its share: bids closed and the opening time reached, by the database clock. */
const mayGiveSql = sql<boolean>`(${tenders.status} = 'CLOSED' and ${tenders.openingTime} <= now())`;

const myTenders = defineAction({
  ...at,
  action: 'myTenders',
  summary:
    'The tenders whose opening committee the caller sits on (newest opening first, at most 500): number, title, state, deadlines, the threshold, how many members have given their shares, whether the caller has a share made for its current key, has given it, and may give it now; serverTime (the database clock) for countdowns',
  auth: menu(OPENING_MENU),
  body: noBody,
  handler: async ({ deps, user }) => {
    if (user!.supplierId != null) return { data: [] };
    const rows = await deps.db
      .select({
        tenderId: tenders.id,
        tenderNumber: tenders.tenderNumber,
        title: tenders.title,
        status: tenders.status,
        bidDeadline: tenders.bidDeadline,
        openingTime: tenders.openingTime,
        openedDate: tenders.openedDate,
        openingThreshold: tenders.openingThreshold,
        memberRole: tenderCommittee.memberRole,
        hasShare: sql<boolean>`${tenderCommittee.encryptedShare} is not null`,
        keyCurrent: sql<boolean>`coalesce(${tenderCommittee.keyFingerprint} = (select k.fingerprint from ${memberKeys} k where k.user_id = ${tenderCommittee.userId}), false)`,
        shareGiven: sql<boolean>`${tenderCommittee.shareSubmittedAt} is not null`,
        sharesGiven: sql<number>`(select count(*)::int from ${tenderCommittee} c where c.tender_id = ${tenders.id} and c.share_submitted_at is not null)`,
        members: sql<number>`(select count(*)::int from ${tenderCommittee} c where c.tender_id = ${tenders.id})`,
        mayGiveNow: mayGiveSql,
      })
      .from(tenderCommittee)
      .innerJoin(tenders, eq(tenders.id, tenderCommittee.tenderId))
      .where(eq(tenderCommittee.userId, user!.userId))
      .orderBy(desc(tenders.openingTime), desc(tenders.id))
      .limit(500);
    // The database clock on each row, for the opening countdown (the browser's clock may be off).
    const serverTime = await databaseNow(deps.db);
    return {
      data: rows.map((r) => ({
        ...r,
        mayGiveNow: Boolean(r.mayGiveNow) && r.hasShare && !r.shareGiven,
        serverTime,
      })),
    };
  },
});

/** Refuses unless the tender's bids are closed and its opening time reached by the database clock. */
async function assertOpeningTime(db: DbOrTx, tender: TenderRow): Promise<void> {
  const [row] = await db.select({ ok: mayGiveSql }).from(tenders).where(eq(tenders.id, tender.id));
  if (!row?.ok) throw new AppError(409, 'opening.notYet', { openingTime: deadlineText(tender.openingTime) });
}

/**
 * A member coming to open a tender still PUBLISHED past its bid deadline closes it there and then (its own
 * transaction, as the close job would), so the opening never waits for the job's next run.
 */
async function closedIfDue(db: Db, tender: TenderRow): Promise<void> {
  if (tender.status === 'PUBLISHED') await db.transaction((tx) => closeTenderIfPastDeadline(tx, tender.id));
}

const myShare = defineAction({
  ...at,
  action: 'myShare',
  summary:
    'The caller’s encrypted share of a tender, to open in its browser with its PIN: {tenderId, encryptedShare, keyFingerprint, eventPublicKey, shareGiven}; only once bids are CLOSED and the opening time is reached by the database clock (409); a non-member 404',
  auth: menu(OPENING_MENU),
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, user }) => {
    const found = await tenderForMember(deps.db, user!, body.tenderId);
    await closedIfDue(deps.db, found.tender);
    const { tender, seat } = await tenderForMember(deps.db, user!, body.tenderId);
    if (seat.encryptedShare == null) throw new AppError(409, 'opening.notSealed');
    await assertOpeningTime(deps.db, tender);
    return {
      data: {
        tenderId: tender.id,
        encryptedShare: seat.encryptedShare,
        keyFingerprint: seat.keyFingerprint,
        eventPublicKey: tender.eventPublicKey,
        shareGiven: seat.shareSubmittedAt != null,
      },
    };
  },
});

/** The opening's progress as a member sees it. */
async function statusOf(db: DbOrTx, tenderId: number, userId: number) {
  const [tender] = await db
    .select({
      id: tenders.id,
      tenderNumber: tenders.tenderNumber,
      title: tenders.title,
      status: tenders.status,
      openingTime: tenders.openingTime,
      openedDate: tenders.openedDate,
      openingThreshold: tenders.openingThreshold,
      timeReached: sql<boolean>`${tenders.openingTime} <= now()`,
      mayGive: mayGiveSql,
      dbNow: sql<string>`now()`,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  const members = await membersOf(db, tenderId);
  const me = members.find((m) => m.userId === userId);
  return {
    tenderId,
    tenderNumber: tender.tenderNumber,
    title: tender.title,
    status: tender.status,
    openingTime: tender.openingTime,
    openedDate: tender.openedDate,
    dbNow: new Date(tender.dbNow),
    openingTimeReached: Boolean(tender.timeReached),
    needed: tender.openingThreshold,
    given: members.filter((m) => m.shareGiven).length,
    opened: OPENED_STATES.has(tender.status),
    myShareGiven: me?.shareGiven ?? false,
    mayGiveNow: Boolean(tender.mayGive) && !!me?.sealed && !me.shareGiven,
    members: members.map((m) => ({
      userId: m.userId,
      userFullName: m.userFullName,
      memberRole: m.memberRole,
      shareGiven: m.shareGiven,
      shareSubmittedAt: m.shareSubmittedAt,
    })),
  };
}

const openingStatus = defineAction({
  ...at,
  action: 'openingStatus',
  summary:
    'Where the opening of a tender stands, for a member: {status, openingTime, dbNow, openingTimeReached, needed (k), given, opened, openedDate, myShareGiven, mayGiveNow, members: [{userId, userFullName, memberRole, shareGiven, shareSubmittedAt}]}; a non-member 404',
  auth: menu(OPENING_MENU),
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, user }) => {
    await closedIfDue(deps.db, (await tenderForMember(deps.db, user!, body.tenderId)).tender);
    return { data: await statusOf(deps.db, body.tenderId, user!.userId) };
  },
});

const giveShare = defineAction({
  ...at,
  action: 'giveShare',
  summary:
    'A member gives its share in the clear (opened in its browser with its PIN): {tenderId, share (base64)}; only once bids are CLOSED and the opening time is reached by the database clock (409), once per member (409); the k-th share opens the bids in the same transaction (each SUBMITTED bid decrypted, checked, priced: OPENED or INVALID with its reason; the given shares wiped; the tender OPENED). Shares that do not recover the tender key are all wiped and the members asked to give again (409). Answers openingStatus; a non-member 404',
  auth: menu(OPENING_MENU),
  mutates: true,
  body: z.object({
    tenderId: idSchema,
    share: z.string().trim().min(1, 'field.required').max(4000),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    // The operation log keeps each call's body: never a share (k of them would open the bids).
    (req.body as { share?: string }).share = '***';
    let bytes = 0;
    try {
      bytes = fromBase64(body.share).length;
    } catch {
      bytes = 0;
    }
    if (bytes < 16) throw fieldErrors([{ field: 'share', message: t('opening.badShare', lang) }]);
    await closedIfDue(deps.db, (await tenderForMember(deps.db, user!, body.tenderId)).tender);
    const outcome = await deps.db.transaction(async (tx) => {
      // Locks the tender, then the seat: two members giving at once are taken one after the other.
      const { tender, seat } = await tenderForMember(tx, user!, body.tenderId, true);
      if (seat.encryptedShare == null) throw new AppError(409, 'opening.notSealed');
      await assertOpeningTime(tx, tender);
      if (seat.shareSubmittedAt != null) throw new AppError(409, 'opening.alreadyGiven');
      await tx
        .update(tenderCommittee)
        .set({ submittedShare: body.share, shareSubmittedAt: sql`now()` })
        .where(eq(tenderCommittee.id, seat.id));
      const [{ given }] = await tx
        .select({ given: sql<number>`count(*)::int` })
        .from(tenderCommittee)
        .where(and(eq(tenderCommittee.tenderId, tender.id), isNotNull(tenderCommittee.submittedShare)));
      await appendRecord(tx, tender.id, [
        { event: 'SHARE_GIVEN', actorUserId: user!.userId, detail: { given, needed: tender.openingThreshold } },
      ]);
      if (given < tender.openingThreshold) return { opened: false as const };
      return openTender(tx, tender, user!.userId);
    });
    if ('failed' in outcome && outcome.failed) {
      throw new AppError(409, 'opening.recoverFailed', { given: outcome.given });
    }
    return { data: await statusOf(deps.db, body.tenderId, user!.userId), msg: 'ok.done' };
  },
});

const openingRecord = defineAction({
  ...at,
  action: 'openingRecord',
  summary:
    'The whole opening record of a tender, for its holder (in scope) or a member: {chain: {valid, entries, brokenAtSeq}, entries: [{seq, event, at, actorUserId, actorName, supplierId, supplierName, bidHash, detail, publicFlag, prevHash, entryHash}]} — every entry re-hashed and linked to the one before',
  auth: menu(TENDER_MENU, OPENING_MENU),
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    await tenderForInsider(deps.db, user!, req, body.tenderId);
    const entries = await recordOf(deps.db, body.tenderId);
    const [people, suppliers] = await Promise.all([
      userNames(
        deps.db,
        entries.map((e) => e.actorUserId),
      ),
      supplierNames(
        deps.db,
        lang,
        entries.map((e) => e.supplierId),
      ),
    ]);
    return {
      data: {
        chain: verifyChain(entries),
        entries: entries.map((e) => ({
          seq: e.seq,
          event: e.event,
          at: e.at,
          actorUserId: e.actorUserId,
          actorName: e.actorUserId == null ? null : (people.get(e.actorUserId) ?? null),
          supplierId: e.supplierId,
          supplierName: e.supplierId == null ? null : (suppliers.get(e.supplierId) ?? null),
          bidHash: e.bidHash,
          detail: e.detail,
          publicFlag: e.publicFlag,
          prevHash: e.prevHash,
          entryHash: e.entryHash,
        })),
      },
    };
  },
});

/** Supplier names in the language, by id. */
async function supplierNames(db: DbOrTx, lang: Lang, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  const rows = await suppliersByIds(db, wanted);
  return new Map(
    [...rows].map(([id, s]) => [id, lang === 'EN' && s.supplierNameEn ? s.supplierNameEn : s.supplierName]),
  );
}

export const committeeActions = [
  listByTender,
  save,
  seal,
  myTenders,
  myShare,
  giveShare,
  openingStatus,
  openingRecord,
] as unknown as ActionDef[];
