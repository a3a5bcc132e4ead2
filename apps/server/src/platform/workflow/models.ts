import { type Lang, t } from '@srm/core';
import { and, eq, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { AppError } from '../http/errors.ts';
import { type ModelProblem, parseProcess } from './bpmn/parse.ts';
import { processCategories, processModels } from './schema.ts';

/*
 * The life of a process model's versions (schema.ts says the rules): a DRAFT is edited in place, saving a
 * deployed or retired version makes the next version as the key's one draft, deploying retires what was
 * deployed for the same bill type and organisation (and any other deployed version of the same key).
 * The XML is checked by the interpreter's own parser on save and again on deploy.
 */

export type ModelRow = typeof processModels.$inferSelect;

export type ModelInput = {
  modelId?: number;
  modelKey: string;
  modelName: string;
  categoryId: number | null;
  billType: string;
  orgId: number | null;
  bpmnXml: string;
  description: string | null;
  /** The version read, to update a draft. */
  version?: number;
};

/** A refusal naming the field, each problem translated, as a schema failure would be. */
export function fieldProblems(lang: Lang, status: 400 | 409, field: string, problems: ModelProblem[]): AppError {
  const errors = problems.map((p) => ({ field, message: t(p.key, lang, p.params) }));
  const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return status === 400
    ? new AppError(400, 'error.badRequest', { detail }, { errors })
    : new AppError(409, problems[0].key, problems[0].params, { errors });
}

async function checkXml(lang: Lang, xml: string): Promise<void> {
  const outcome = await parseProcess(xml);
  if (!outcome.ok) throw fieldProblems(lang, 400, 'bpmnXml', outcome.problems);
}

export async function saveModel(tx: DbOrTx, lang: Lang, input: ModelInput, userId: number): Promise<ModelRow> {
  await checkXml(lang, input.bpmnXml);
  if (input.categoryId != null) {
    const [category] = await tx
      .select({ id: processCategories.id })
      .from(processCategories)
      .where(eq(processCategories.id, input.categoryId))
      // Held until commit: a concurrent delete of the category waits, then sees this model use it.
      .for('share');
    if (!category) throw fieldProblems(lang, 400, 'categoryId', [{ key: 'ref.notFound', params: {} }]);
  }
  const values = {
    modelName: input.modelName,
    categoryId: input.categoryId,
    billType: input.billType,
    orgId: input.orgId,
    bpmnXml: input.bpmnXml,
    description: input.description,
    lastUpdatedBy: userId,
    lastUpdateDate: new Date(),
  };
  if (!input.modelId) {
    const [taken] = await tx
      .select({ id: processModels.id })
      .from(processModels)
      .where(eq(processModels.modelKey, input.modelKey))
      .limit(1);
    if (taken) throw fieldProblems(lang, 409, 'modelKey', [{ key: 'code.taken', params: { code: input.modelKey } }]);
    const [row] = await tx
      .insert(processModels)
      .values({ ...values, modelKey: input.modelKey, versionNumber: 1, status: 'DRAFT', createdBy: userId })
      .returning();
    return row;
  }
  const [current] = await tx.select().from(processModels).where(eq(processModels.id, input.modelId)).for('update');
  if (!current) throw new AppError(404, 'error.notFound');
  if (current.status === 'DRAFT') {
    if (input.version === undefined)
      throw fieldProblems(lang, 400, 'version', [{ key: 'field.versionRequired', params: {} }]);
    const [row] = await tx
      .update(processModels)
      .set({ ...values, version: input.version + 1 })
      .where(and(eq(processModels.id, current.id), eq(processModels.version, input.version)))
      .returning();
    if (!row) throw new AppError(409, 'error.staleVersion');
    return row;
  }
  // A deployed (or retired) version is never changed: running instances read it. The change is the next version.
  const [draft] = await tx
    .select({ versionNumber: processModels.versionNumber })
    .from(processModels)
    .where(and(eq(processModels.modelKey, current.modelKey), eq(processModels.status, 'DRAFT')));
  if (draft) throw new AppError(409, 'bpm.draftExists', { version: draft.versionNumber });
  const [{ latest }] = await tx
    .select({ latest: max(processModels.versionNumber) })
    .from(processModels)
    .where(eq(processModels.modelKey, current.modelKey));
  const [row] = await tx
    .insert(processModels)
    .values({
      ...values,
      modelKey: current.modelKey,
      versionNumber: (latest ?? 0) + 1,
      status: 'DRAFT',
      createdBy: userId,
    })
    .returning();
  return row;
}

export async function deployModel(tx: DbOrTx, lang: Lang, modelId: number, userId: number): Promise<ModelRow> {
  const [current] = await tx.select().from(processModels).where(eq(processModels.id, modelId)).for('update');
  if (!current) throw new AppError(404, 'error.notFound');
  if (current.status === 'DEPLOYED') return current;
  await checkXml(lang, current.bpmnXml);
  const now = new Date();
  await tx
    .update(processModels)
    .set({ status: 'RETIRED', lastUpdatedBy: userId, lastUpdateDate: now, version: sql`${processModels.version} + 1` })
    .where(
      and(
        eq(processModels.status, 'DEPLOYED'),
        or(
          and(
            eq(processModels.billType, current.billType),
            sql`coalesce(${processModels.orgId}, 0) = ${current.orgId ?? 0}`,
          ),
          eq(processModels.modelKey, current.modelKey),
        ),
      ),
    );
  try {
    const [row] = await tx
      .update(processModels)
      .set({
        status: 'DEPLOYED',
        deployedAt: now,
        deployedBy: userId,
        lastUpdatedBy: userId,
        lastUpdateDate: now,
        version: current.version + 1,
      })
      .where(eq(processModels.id, current.id))
      .returning();
    return row;
  } catch (error) {
    // Another version for the same bill type and organisation was deployed at the same moment.
    if (isUniqueViolation(error)) throw new AppError(409, 'error.staleVersion');
    throw error;
  }
}
