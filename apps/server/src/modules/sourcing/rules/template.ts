import { type Lang, t } from '@srm/core';
import { decimalSchema } from '@srm/core/documents/schemas';
import {
  CRITERION_KINDS,
  MAX_CRITERIA,
  sourcingTemplateList,
  templateIssues,
} from '@srm/core/masters/sourcingTemplate';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { fieldError, fieldErrors } from '../../../platform/http/fieldErrors.ts';
import { bindMasterList } from '../../../platform/masters/bindMasterList.ts';
import { sourcingTemplateCriteria, sourcingTemplates, sourcingTypes } from '../ruleSchema.ts';
import { tenders } from '../tenderSchema.ts';

/*
 * Sourcing templates (寻源模板), declared in packages/core/src/masters/sourcingTemplate.ts. The scoring
 * criteria are the engine's `lines` (saved with the template in its transaction, answered on every row):
 * a separate criteria list keyed by template would have let a template be saved with weights its criteria
 * contradict. The rules across fields (weights, criteria sums, bond) are core's `templateIssues`, the same
 * function the form runs before sending.
 */

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** One criterion as the save takes it (the line number is its place in the list). */
const criterionSchema = z.object({
  criterionName: z.string().trim().min(1, 'field.required').max(128),
  criterionNameEn: z.preprocess(blankToNull, z.string().trim().max(128).nullish()).transform((v) => v ?? null),
  criterionKind: z.enum(CRITERION_KINDS, { message: 'srcTemplate.criterionKind' }),
  weight: decimalSchema({ precision: 2, min: 0.01, max: 100 }),
  maxScore: decimalSchema({ precision: 2, min: 0.01, max: 99_999.99 }),
  description: z.preprocess(blankToNull, z.string().trim().max(500).nullish()).transform((v) => v ?? null),
});
type Criterion = z.infer<typeof criterionSchema>;

const criterionColumns = {
  templateId: sourcingTemplateCriteria.templateId,
  lineNumber: sourcingTemplateCriteria.lineNumber,
  criterionName: sourcingTemplateCriteria.criterionName,
  criterionNameEn: sourcingTemplateCriteria.criterionNameEn,
  criterionKind: sourcingTemplateCriteria.criterionKind,
  weight: sourcingTemplateCriteria.weight,
  maxScore: sourcingTemplateCriteria.maxScore,
  description: sourcingTemplateCriteria.description,
};

/** The criteria of some templates, in line order, by template. */
export async function criteriaOf(db: DbOrTx, templateIds: number[]) {
  const byTemplate = new Map<number, (Criterion & { lineNumber: number })[]>();
  if (!templateIds.length) return byTemplate;
  const rows = await db
    .select(criterionColumns)
    .from(sourcingTemplateCriteria)
    .where(inArray(sourcingTemplateCriteria.templateId, templateIds))
    .orderBy(asc(sourcingTemplateCriteria.templateId), asc(sourcingTemplateCriteria.lineNumber));
  for (const { templateId, ...c } of rows) {
    byTemplate.set(templateId, [...(byTemplate.get(templateId) ?? []), c as Criterion & { lineNumber: number }]);
  }
  return byTemplate;
}

/** The first enabled-or-not type naming the template as its default, other than of `method` when given. */
async function typeUsing(db: DbOrTx, templateId: number, where: { otherMethod?: string; enabledOnly?: boolean } = {}) {
  const [row] = await db
    .select({ code: sourcingTypes.typeCode })
    .from(sourcingTypes)
    .where(
      and(
        eq(sourcingTypes.defaultTemplateId, templateId),
        where.otherMethod ? ne(sourcingTypes.sourcingMethod, where.otherMethod) : undefined,
        where.enabledOnly ? eq(sourcingTypes.enabledFlag, 'Y') : undefined,
      ),
    )
    .orderBy(asc(sourcingTypes.typeCode))
    .limit(1);
  return row?.code;
}

/**
 * The number of a tender past its draft that scores by the template, if any. Its experts' scores point at
 * the template's criteria and its summary weighs them by the template's weights, so those may no longer
 * change (a copy of the template can); the other fields (fee, bond, validity) were copied to the tender.
 */
async function tenderScoringBy(db: DbOrTx, templateId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ number: tenders.tenderNumber })
    .from(tenders)
    .where(and(eq(tenders.templateId, templateId), ne(tenders.status, 'DRAFT')))
    .orderBy(asc(tenders.tenderNumber))
    .limit(1);
  return row?.number;
}

const sameDecimal = (a: unknown, b: unknown) =>
  a == null || b == null ? (a ?? null) === (b ?? null) : new Decimal(String(a)).equals(new Decimal(String(b)));

/** The header field the scoring of a tender depends on that the save would change, if any. */
function scoringFieldChanged(stored: typeof sourcingTemplates.$inferSelect, values: Record<string, unknown>) {
  if ('evaluationMethod' in values && values.evaluationMethod !== stored.evaluationMethod) return 'evaluationMethod';
  return (['technicalWeight', 'commercialWeight'] as const).find(
    (key) => key in values && !sameDecimal(stored[key], values[key]),
  );
}

/** Whether the criteria sent are the stored ones, line by line (then they are not rewritten: ids stay). */
function sameCriteria(stored: readonly Criterion[], sent: readonly Criterion[]): boolean {
  return (
    stored.length === sent.length &&
    stored.every(
      (c, i) =>
        c.criterionName === sent[i].criterionName &&
        (c.criterionNameEn ?? null) === (sent[i].criterionNameEn ?? null) &&
        c.criterionKind === sent[i].criterionKind &&
        sameDecimal(c.weight, sent[i].weight) &&
        sameDecimal(c.maxScore, sent[i].maxScore) &&
        (c.description ?? null) === (sent[i].description ?? null),
    )
  );
}

/** Refuses a template whose fields contradict each other (core's rules), every broken rule on its field. */
function checkRules(lang: Lang, body: Record<string, unknown>, criteria: readonly Criterion[]) {
  const issues = templateIssues({ ...body, criteria } as Parameters<typeof templateIssues>[0]);
  if (issues.length) {
    throw fieldErrors(issues.map((i) => ({ field: i.field, message: t(i.key, lang, i.params ?? {}) })));
  }
}

export const templateActions = bindMasterList(sourcingTemplateList, {
  table: sourcingTemplates,
  columns: {
    templateCode: sourcingTemplates.templateCode,
    templateName: sourcingTemplates.templateName,
    templateNameEn: sourcingTemplates.templateNameEn,
    sourcingMethod: sourcingTemplates.sourcingMethod,
    evaluationMethod: sourcingTemplates.evaluationMethod,
    technicalWeight: sourcingTemplates.technicalWeight,
    commercialWeight: sourcingTemplates.commercialWeight,
    roundsAllowed: sourcingTemplates.roundsAllowed,
    quoteValidityDays: sourcingTemplates.quoteValidityDays,
    bondRule: sourcingTemplates.bondRule,
    bondValue: sourcingTemplates.bondValue,
    tenderFee: sourcingTemplates.tenderFee,
    openAfterDeadline: sourcingTemplates.openAfterDeadline,
    remark: sourcingTemplates.remark,
  },
  // The criteria: a list sent replaces the stored one; none sent keeps it. Either way the rules are checked
  // against the criteria the template will have, in the save's transaction (a refusal rolls the row back).
  lines: {
    body: { criteria: z.array(criterionSchema).max(MAX_CRITERIA).optional() },
    write: async (tx, templateId, body, { lang, userId }) => {
      const sent = body.criteria as Criterion[] | undefined;
      const criteria = sent ?? (await criteriaOf(tx, [templateId])).get(templateId) ?? [];
      checkRules(lang, body, criteria);
      const otherMethod = await typeUsing(tx, templateId, { otherMethod: body.sourcingMethod as string });
      if (otherMethod)
        throw fieldError(lang, 400, 'sourcingMethod', 'srcTemplate.methodUsedByType', { code: otherMethod });
      if (!sent) return;
      const stored = (await criteriaOf(tx, [templateId])).get(templateId) ?? [];
      if (sameCriteria(stored, sent)) return;
      const number = await tenderScoringBy(tx, templateId);
      if (number) throw fieldError(lang, 409, 'criteria', 'srcTemplate.scoringInUse', { number });
      await tx.delete(sourcingTemplateCriteria).where(eq(sourcingTemplateCriteria.templateId, templateId));
      if (sent.length) {
        await tx.insert(sourcingTemplateCriteria).values(
          sent.map((c, i) => ({
            ...c,
            templateId,
            lineNumber: i + 1,
            createdBy: userId,
            lastUpdatedBy: userId,
          })),
        );
      }
    },
  },
  hooks: {
    // The scoring fields of a template a tender scores by stay as they are (its criteria: lines.write).
    beforeSave: async (tx, values, { id, lang }) => {
      if (!id) return;
      const [stored] = await tx.select().from(sourcingTemplates).where(eq(sourcingTemplates.id, id));
      const changed = stored && scoringFieldChanged(stored, values);
      if (!changed) return;
      const number = await tenderScoringBy(tx, id);
      if (number) throw fieldError(lang, 409, changed, 'srcTemplate.scoringInUse', { number });
    },
    presentRows: async (db, rows) => {
      const criteria = await criteriaOf(
        db,
        rows.map((r) => r.templateId as number),
      );
      return rows.map((r) => ({ ...r, criteria: criteria.get(r.templateId as number) ?? [] }));
    },
    // A type's default template stays enabled while the type is.
    beforeStatus: async (tx, id, enabledFlag, lang) => {
      if (enabledFlag === 'Y') return;
      const code = await typeUsing(tx, id, { enabledOnly: true });
      if (code) throw fieldError(lang, 409, 'enabledFlag', 'srcTemplate.disabledUsedByType', { code });
    },
    beforeDelete: async (tx, id, lang) => {
      const code = await typeUsing(tx, id);
      if (code) throw fieldError(lang, 409, 'templateId', 'srcTemplate.usedByType', { code });
    },
    cascadeDelete: async (tx, id) => {
      await tx.delete(sourcingTemplateCriteria).where(eq(sourcingTemplateCriteria.templateId, id));
    },
  },
});
