import { sourcingInquiry } from '@srm/core/documents/sourcingInquiry';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { callerOf } from '../../platform/documents/context.ts';
import { findDoc } from '../../platform/documents/store.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { inquiryBound } from './inquiry.ts';
import { inquirySuppliers } from './inquirySchema.ts';
import { invitationCandidates } from './invitationCandidates.ts';
import { type InvitationTarget, inviteSuppliers, uninviteSupplier } from './invitationEdits.ts';

/*
 * The buyer's side of invitations (issue 17 item 2): who takes part, the candidates to invite (the approved
 * supplier list of the inquiry's main category, optionally any other qualified supplier, each with why it
 * may not be invited), and adding or removing suppliers while the inquiry is a draft (or rejected). Adding
 * and removing are edits of the inquiry: its btnEdit, its editable states and the version read, which they
 * raise; each leaves a history row naming the suppliers.
 */

const at = { server: 'srmServer' as const, entity: 'srmSrcInquirySupplier' };
const auth = menu(sourcingInquiry.menuCode);
const versionSchema = z.number().int().min(0);

const local = (lang: 'CN' | 'EN', cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);

/** The suppliers taking part, with their names, in the order they joined. */
export async function participantsOf(db: DbOrTx, lang: 'CN' | 'EN', inquiryId: number) {
  const rows = await db
    .select()
    .from(inquirySuppliers)
    .where(eq(inquirySuppliers.inquiryId, inquiryId))
    .orderBy(asc(inquirySuppliers.id));
  const names = await suppliersByIds(
    db,
    rows.map((r) => r.supplierId),
  );
  return rows.map((r) => {
    const s = names.get(r.supplierId);
    return {
      inquirySupplierId: r.id,
      supplierId: r.supplierId,
      supplierNumber: s?.supplierNumber ?? null,
      supplierName: s ? local(lang, s.supplierName, s.supplierNameEn) : null,
      source: r.source,
      invitedRound: r.invitedRound,
      lastRound: r.lastRound,
      responseStatus: r.responseStatus,
      declineReason: r.declineReason,
      viewedDate: r.viewedDate,
      creationDate: r.creationDate,
    };
  });
}

/** The inquiry of the caller's scope (404 outside it), not locked: for reads. */
async function visibleInquiry(db: DbOrTx, scope: Parameters<typeof findDoc>[2], inquiryId: number) {
  const doc = await findDoc(db, inquiryBound, scope, inquiryId);
  if (!doc) throw new AppError(404, 'error.notFound');
  return doc;
}

const listByInquiry = defineAction({
  ...at,
  action: 'listByInquiry',
  summary:
    'The suppliers taking part in an inquiry (invited or signed up): source, rounds, response (quoted, declined with reason), when first viewed',
  auth,
  body: z.object({ inquiryId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await visibleInquiry(deps.db, caller.scope, body.inquiryId);
    return { data: await participantsOf(deps.db, lang, body.inquiryId) };
  },
});

const candidates = defineAction({
  ...at,
  action: 'candidates',
  summary:
    "Suppliers to invite: the approved supplier list of the inquiry's main category and organisation (onAsl), with includeAll every other qualified supplier too (at most 200, keyword on number or name); each with blocked (why it may not be invited, or null) and invited",
  auth,
  body: z.object({
    inquiryId: idSchema,
    keyword: z.string().trim().max(100).optional(),
    includeAll: z.boolean().optional().default(false),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const doc = await visibleInquiry(deps.db, caller.scope, body.inquiryId);
    const invited = new Set((await participantsOf(deps.db, lang, body.inquiryId)).map((p) => p.supplierId));
    const data = await invitationCandidates(
      deps.db,
      lang,
      { orgId: doc.header.orgId as number, categoryId: doc.header.categoryId as number },
      { keyword: body.keyword, includeAll: body.includeAll, invited },
    );
    return { data };
  },
});

/** The inquiry's participants table, for the shared invitation edits (invitationEdits.ts). */
const TARGET: InvitationTarget = {
  bound: inquiryBound,
  numberKey: 'inquiryNumber',
  alreadyKey: 'inquiry.supplierAlreadyInvited',
  taking: async (tx, id) =>
    (
      await tx
        .select({ supplierId: inquirySuppliers.supplierId })
        .from(inquirySuppliers)
        .where(eq(inquirySuppliers.inquiryId, id))
    ).map((r) => r.supplierId),
  insert: async (tx, id, supplierIds, userId) => {
    await tx.insert(inquirySuppliers).values(
      supplierIds.map((supplierId) => ({
        inquiryId: id,
        supplierId,
        source: 'INVITED',
        invitedRound: 1,
        lastRound: 1,
        createdBy: userId,
        lastUpdatedBy: userId,
      })),
    );
  },
  drop: async (tx, id, supplierId) =>
    (
      await tx
        .delete(inquirySuppliers)
        .where(and(eq(inquirySuppliers.inquiryId, id), eq(inquirySuppliers.supplierId, supplierId)))
        .returning({ id: inquirySuppliers.id })
    ).length > 0,
};

const add = defineAction({
  ...at,
  action: 'add',
  summary:
    'Invites suppliers to a DRAFT or REJECTED inquiry (btnEdit; the version read): each must exist, be qualified and not be blacklisted, frozen, quit or with expired qualifications (field error supplierIds.N naming it); answers the participants and the new version',
  auth,
  mutates: true,
  body: z.object({ inquiryId: idSchema, version: versionSchema, supplierIds: z.array(idSchema).min(1).max(200) }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const version = await inviteSuppliers(caller, TARGET, body.inquiryId, body.version, body.supplierIds);
    return { data: { version, suppliers: await participantsOf(deps.db, lang, body.inquiryId) }, msg: 'ok.saved' };
  },
});

const remove = defineAction({
  ...at,
  action: 'remove',
  summary:
    'Removes an invited supplier from a DRAFT or REJECTED inquiry (btnEdit; the version read); answers the participants and the new version',
  auth,
  mutates: true,
  body: z.object({ inquiryId: idSchema, version: versionSchema, supplierId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const version = await uninviteSupplier(caller, TARGET, body.inquiryId, body.version, body.supplierId);
    return { data: { version, suppliers: await participantsOf(deps.db, lang, body.inquiryId) }, msg: 'ok.saved' };
  },
});

export const invitationActions = [listByInquiry, candidates, add, remove];
