import type { Lang } from '@srm/core';
import { and, asc, desc, eq, exists, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { deployModel, saveModel } from '../../platform/workflow/models.ts';
import { processCategories, processModels } from '../../platform/workflow/schema.ts';
import {
  codeSchema,
  fieldError,
  idSchema,
  localName,
  nameSchema,
  optionalId,
  optionalText,
  versionSchema,
} from '../admin/orgCommon.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { BPM_SERVER, PROCESS_ADMIN_MENU, requireButton } from './bpmKit.ts';

/*
 * Process models (spec §2 `processList`): BPMN 2.0 XML drawn in the browser, saved as versions and
 * deployed per bill type and organisation (platform/workflow/models.ts holds the version rules). The
 * list shows each model's newest version; `versions` shows them all.
 */

const ENTITY = 'bpmProcessModel';
/** Enough for a large diagram with its layout; a model is not a file store. */
const XML_MAX = 1_000_000;

const later = alias(processModels, 'later_version');
const summaryColumns = {
  modelId: processModels.id,
  modelKey: processModels.modelKey,
  modelName: processModels.modelName,
  categoryId: processModels.categoryId,
  categoryName: processCategories.categoryName,
  categoryNameEn: processCategories.categoryNameEn,
  billType: processModels.billType,
  orgId: processModels.orgId,
  versionNumber: processModels.versionNumber,
  status: processModels.status,
  description: processModels.description,
  deployedAt: processModels.deployedAt,
  /** The version of this key deployed now, if any (the newest version may be a draft). */
  deployedVersionNumber: sql<number | null>`(select d.version_number from bpm_process_model d
    where d.model_key = ${processModels.modelKey} and d.status = 'DEPLOYED' limit 1)`,
  creationDate: processModels.creationDate,
  lastUpdateDate: processModels.lastUpdateDate,
  version: processModels.version,
};
const summaries = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(processModels)
    .leftJoin(processCategories, eq(processCategories.id, processModels.categoryId));
type Summary = Awaited<ReturnType<ReturnType<typeof summaries>['where']>>[number];

async function present<R extends Summary>(db: DbOrTx, rows: R[], lang: Lang) {
  const orgs = await orgsByIds(
    db,
    rows.flatMap((r) => (r.orgId == null ? [] : [r.orgId])),
  );
  return rows.map(({ categoryNameEn, ...row }) => {
    const org = row.orgId == null ? undefined : orgs.get(row.orgId);
    return {
      ...row,
      categoryName: row.categoryName ? localName(lang, row.categoryName, categoryNameEn) : null,
      orgName: org ? localName(lang, org.orgName, org.orgNameEn) : null,
    };
  });
}

async function findModel(db: DbOrTx, modelId: number, lang: Lang) {
  const [row] = await db
    .select({ ...summaryColumns, bpmnXml: processModels.bpmnXml })
    .from(processModels)
    .leftJoin(processCategories, eq(processCategories.id, processModels.categoryId))
    .where(eq(processModels.id, modelId));
  if (!row) throw new AppError(404, 'error.notFound');
  return (await present(db, [row], lang))[0];
}

/**
 * The approvals a user may start (spec §2 `processInitiate`): every deployed process, with its category and
 * organisation, for the start page to group; starting one opens the new document of its bill type, so the
 * document screen (and its menu) decides whether the user may really start it.
 */
const listStartable = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'listStartable',
  summary:
    'The deployed processes (one per bill type and organisation) with category and organisation, for the start page',
  auth: INTERNAL,
  body: z.object({}).optional().default({}),
  handler: async ({ deps, lang }) => {
    const rows = await summaries(deps.db)
      .where(eq(processModels.status, 'DEPLOYED'))
      .orderBy(asc(processCategories.orderNo), asc(processModels.modelName));
    const data = (await present(deps.db, rows, lang)).map(
      ({
        modelId,
        modelKey,
        modelName,
        categoryId,
        categoryName,
        billType,
        orgId,
        orgName,
        description,
        versionNumber,
      }) => ({
        modelId,
        modelKey,
        modelName,
        categoryId,
        categoryName,
        billType,
        orgId,
        orgName,
        description,
        versionNumber,
      }),
    );
    return { data };
  },
});

const listByPage = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary:
    'Process models (newest version of each key, without the XML), filtered by key or name, bill type, category, status',
  auth: menu(PROCESS_ADMIN_MENU),
  body: z.object({
    searchParams: z
      .object({
        keyword: z.string().trim().max(128).optional(),
        billType: z.string().trim().max(64).optional(),
        categoryId: idSchema.optional(),
        status: z.enum(['DRAFT', 'DEPLOYED', 'RETIRED']).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const newestOfKey = sql`not ${exists(
      deps.db
        .select({ one: sql`1` })
        .from(later)
        .where(and(eq(later.modelKey, processModels.modelKey), gt(later.versionNumber, processModels.versionNumber))),
    )}`;
    const c: SQL[] = [newestOfKey];
    if (f.billType) c.push(eq(processModels.billType, f.billType));
    if (f.categoryId) c.push(eq(processModels.categoryId, f.categoryId));
    if (f.status) c.push(eq(processModels.status, f.status));
    if (f.keyword) c.push(containsAny(f.keyword, [processModels.modelKey, processModels.modelName]));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      summaries(deps.db)
        .where(where)
        .orderBy(asc(processModels.modelKey))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, processModels, where, body),
    ]);
    return { data: await present(deps.db, rows, lang), page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const findById = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One version of a process model with its BPMN XML',
  auth: menu(PROCESS_ADMIN_MENU),
  body: z.object({ modelId: idSchema }),
  handler: async ({ deps, body, lang }) => ({ data: await findModel(deps.db, body.modelId, lang) }),
});

const versions = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'versions',
  summary: 'Every version of a model key, newest first, without the XML',
  auth: menu(PROCESS_ADMIN_MENU),
  body: z.object({ modelKey: codeSchema }),
  handler: async ({ deps, body, lang }) => {
    const rows = await summaries(deps.db)
      .where(eq(processModels.modelKey, body.modelKey))
      .orderBy(desc(processModels.versionNumber));
    return { data: await present(deps.db, rows, lang) };
  },
});

const saveOrUpdate = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary:
    'Save a process model: a new key as version 1, a draft in place (version required), a deployed or retired version as the next draft; the XML is checked by the interpreter (400 with the problems)',
  auth: menu(PROCESS_ADMIN_MENU),
  mutates: true,
  body: z.object({
    modelId: idSchema.optional(),
    modelKey: codeSchema,
    modelName: nameSchema,
    categoryId: optionalId,
    billType: z.string().trim().min(1, 'field.required').max(64),
    orgId: optionalId,
    bpmnXml: z.string().min(1, 'field.required').max(XML_MAX),
    description: optionalText(512),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    await requireButton(deps.db, user!, PROCESS_ADMIN_MENU, body.modelId ? 'btnEdit' : 'btnAdd');
    if (body.orgId != null && !(await orgsByIds(deps.db, [body.orgId])).has(body.orgId)) {
      throw fieldError(lang, 400, 'orgId', 'ref.notFound');
    }
    const saved = await deps.db.transaction((tx) => saveModel(tx, lang, body, user!.userId));
    return { data: await findModel(deps.db, saved.id, lang), msg: 'ok.saved' };
  },
});

const deploy = defineAction({
  server: BPM_SERVER,
  entity: ENTITY,
  action: 'deploy',
  summary:
    'Deploy a version for its bill type and organisation; the version deployed before for the same pair is retired (running approvals keep theirs)',
  auth: menu(PROCESS_ADMIN_MENU),
  mutates: true,
  body: z.object({ modelId: idSchema }),
  handler: async ({ deps, body, lang, user }) => {
    await requireButton(deps.db, user!, PROCESS_ADMIN_MENU, 'btnDeploy');
    const deployed = await deps.db.transaction((tx) => deployModel(tx, lang, body.modelId, user!.userId));
    return { data: await findModel(deps.db, deployed.id, lang), msg: 'bpm.deployed' };
  },
});

export const modelActions = [listByPage, findById, versions, saveOrUpdate, deploy, listStartable];
