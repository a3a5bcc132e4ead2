import { formatDate, type Lang, type MessageKey, t } from '@srm/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocContext, DocInput, StoredDoc } from '../../platform/documents/binding.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { eventHeaderErrors, isFuture, lineErrors } from './inquiryChecks.ts';
import { invitationRefusal } from './invitationRules.ts';
import { sourcingTemplateCriteria, sourcingTemplates } from './ruleSchema.ts';
import { sourcingTypeDefaults } from './rules/index.ts';
import { memberKeys, tenderCommittee } from './sealingSchema.ts';
import { tenderSuppliers } from './tenderSchema.ts';

/*
 * The tender's own rules (the engine has checked formats — fee and bond ≥ 0, threshold 2..9 —, lookups,
 * states and scope columns): the header references every sourcing event has and the lines, as the inquiry
 * checks them (inquiryChecks.ts); the evaluation template and the sourcing type are of the TENDER method;
 * the times hang together (sign-up ≤ bid deadline ≤ opening). To submit: lines, the bid deadline ahead by
 * the database clock, suppliers for an INVITE tender (none of them blocked now), and the seal: the opening
 * committee at least the threshold, every member holding its encrypted share made for its current key.
 */

const error = (field: string, key: MessageKey, lang: Lang, params: Record<string, string | number> = {}) => ({
  field,
  message: t(key, lang, params),
});

/** The evaluation methods the tender's evaluation knows (lookup SRC_EVAL_METHOD). */
export const TENDER_EVALUATION_METHODS = new Set(['LOWEST_PRICE', 'WEIGHTED_SCORE']);

const time = (v: unknown): number | null => (v == null ? null : new Date(v as string | Date).getTime());

/** The template is an enabled TENDER template whose method the evaluation can run. */
async function templateErrors(ctx: DocContext, templateId: number): Promise<FieldError[]> {
  const [template] = await ctx.tx.select().from(sourcingTemplates).where(eq(sourcingTemplates.id, templateId));
  if (template?.enabledFlag !== 'Y' || template.sourcingMethod !== 'TENDER') {
    return [error('templateId', 'tender.templateNotTender', ctx.lang)];
  }
  if (!TENDER_EVALUATION_METHODS.has(template.evaluationMethod)) {
    return [error('templateId', 'tender.templateUnusable', ctx.lang, { method: template.evaluationMethod })];
  }
  if (template.evaluationMethod === 'WEIGHTED_SCORE') {
    // The experts score the technical criteria; a weighted template without one has nothing to score.
    const [technical] = await ctx.tx
      .select({ id: sourcingTemplateCriteria.id })
      .from(sourcingTemplateCriteria)
      .where(
        and(
          eq(sourcingTemplateCriteria.templateId, templateId),
          eq(sourcingTemplateCriteria.criterionKind, 'TECHNICAL'),
        ),
      )
      .limit(1);
    if (!technical) return [error('templateId', 'tender.templateNoTechnical', ctx.lang)];
  }
  return [];
}

/** Sign-up deadline ≤ bid deadline ≤ opening time (each only when both are given). */
export function timeErrors(header: Record<string, unknown>, lang: Lang): FieldError[] {
  const errors: FieldError[] = [];
  const bid = time(header.bidDeadline);
  const opening = time(header.openingTime);
  const signUp = time(header.signUpDeadline);
  if (bid != null && opening != null && opening < bid) {
    errors.push(error('openingTime', 'tender.openingBeforeDeadline', lang));
  }
  if (bid != null && signUp != null && signUp > bid) {
    errors.push(error('signUpDeadline', 'tender.signUpAfterDeadline', lang));
  }
  return errors;
}

export async function validateTender(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const h = input.header;
  const errors = await eventHeaderErrors(ctx, h);
  if (h.sourcingTypeId != null) {
    const type = await sourcingTypeDefaults(ctx.tx, h.sourcingTypeId as number);
    if (type?.sourcingMethod !== 'TENDER') errors.push(error('sourcingTypeId', 'tender.typeNotTender', ctx.lang));
  }
  if (h.templateId != null) errors.push(...(await templateErrors(ctx, h.templateId as number)));
  errors.push(...timeErrors(h, ctx.lang));
  errors.push(...(await lineErrors(ctx, input.lines)));
  return errors;
}

/** The bid deadline is ahead by the database clock: at submit, and again when the approver publishes. */
export async function bidDeadlineErrors(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  return (await isFuture(ctx.tx, doc.header.bidDeadline))
    ? []
    : [error('bidDeadline', 'tender.bidDeadlinePast', ctx.lang)];
}

/**
 * Why the tender's seal cannot be used now, or null when it can: the committee has at least openingThreshold
 * members, the event public key is set, and every member holds an encrypted share made for the member key it
 * has now (a member who made a new key since could not open its share). The sealing helper's calls write
 * the committee and the seal; this only reads them.
 */
export async function sealProblem(
  db: DbOrTx,
  tender: { id: number; eventPublicKey: unknown; openingThreshold: unknown },
  lang: Lang,
): Promise<FieldError | null> {
  const members = await db
    .select({
      encryptedShare: tenderCommittee.encryptedShare,
      keyFingerprint: tenderCommittee.keyFingerprint,
      currentFingerprint: memberKeys.fingerprint,
    })
    .from(tenderCommittee)
    .leftJoin(memberKeys, eq(memberKeys.userId, tenderCommittee.userId))
    .where(eq(tenderCommittee.tenderId, tender.id));
  const threshold = Number(tender.openingThreshold);
  if (members.length < threshold) {
    return error('openingThreshold', 'tender.thresholdAboveCommittee', lang, { threshold, size: members.length });
  }
  const anyShare = members.some((m) => m.encryptedShare != null);
  if (tender.eventPublicKey == null || tender.eventPublicKey === '') {
    return error('committee', anyShare ? 'tender.sealStale' : 'tender.notSealed', lang);
  }
  const stale = members.some(
    (m) => m.encryptedShare == null || m.keyFingerprint == null || m.keyFingerprint !== m.currentFingerprint,
  );
  return stale ? error('committee', 'tender.sealStale', lang) : null;
}

/**
 * To submit: at least one line, no need-by date before today, the bid deadline ahead, suppliers for an INVITE
 * tender (each still allowed to take part), and a seal that can still be opened.
 */
export async function validateTenderSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (doc.lines.length === 0) errors.push(error('lines', 'document.noLines', ctx.lang));
  const today = formatDate(new Date());
  for (const [i, line] of doc.lines.entries()) {
    if (String(line.needByDate) < today)
      errors.push(error(`lines.${i}.needByDate`, 'inquiry.needByDatePast', ctx.lang));
  }
  errors.push(...(await bidDeadlineErrors(ctx, doc)));
  errors.push(...timeErrors(doc.header, ctx.lang));
  const invited = await ctx.tx
    .select({ supplierId: tenderSuppliers.supplierId })
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.tenderId, doc.header.id));
  if (doc.header.tenderMode === 'INVITE' && invited.length === 0) {
    errors.push(error('suppliers', 'tender.noSuppliers', ctx.lang));
  }
  for (const { supplierId } of invited) {
    const refusal = await invitationRefusal(ctx.tx, ctx.lang, supplierId);
    if (refusal) errors.push({ field: 'suppliers', message: refusal });
  }
  const seal = await sealProblem(ctx.tx, doc.header as never, ctx.lang);
  if (seal) errors.push(seal);
  return errors;
}
