import type { Lang } from '@srm/core';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { masterFilterSchema, masterListWhere } from '../../platform/db/masterList.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { saveWithUniqueCode } from '../../platform/db/versionedSave.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  codeSchema,
  fieldError,
  guardUnique,
  idSchema,
  localName,
  nameSchema,
  optionalText,
  requireVersion,
  versionSchema,
  ynSchema,
} from '../admin/orgCommon.ts';
import { BASE_MENUS, deleteAction, fieldErrors, lookupErrors, requireSaveButton, statusAction } from './baseKit.ts';
import { paymentTermNodes, paymentTerms } from './schema.ts';

/*
 * Payment terms (付款条件 / spec "payment proportions"): a term is paid in nodes — a stage, an event
 * (invoice, receipt, delivery, order), days after it and a proportion of the amount. The proportions
 * must add up to exactly 100 %: counted in ten-thousandths of a percent, never in binary floats.
 */

const SERVER = 'baseServer';
const ENTITY = 'basePaymentTerm';
const MENU = BASE_MENUS.paymentTerm;
export const PAYMENT_EVENT_LOOKUP = 'BASE_PAYMENT_EVENT';

/** A percentage with at most 4 decimals, above 0 and at most 100, as a string. */
export const proportionSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^-?\d{1,3}(\.\d{1,4})?$/, { message: 'field.number', abort: true })
      .refine((v) => Number(v) > 0, { message: 'field.min', params: { min: 0 } })
      .refine((v) => Number(v) <= 100, { message: 'field.max', params: { max: 100 } }),
  );

/** Payment terms by id (code, names in both languages, enabled flag), for naming the terms of rows at once. */
export async function paymentTermsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof paymentTerms.$inferSelect>();
  const rows = await db
    .select()
    .from(paymentTerms)
    .where(inArray(paymentTerms.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** "33.3333" → 333333: a percentage in ten-thousandths, exact. */
const units = (percent: string) => {
  const [whole, fraction = ''] = percent.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
};

/** The sum of the proportions as text ("90", "99.9999"), and whether it is exactly 100. */
export function proportionTotal(proportions: string[]): { sum: string; exact: boolean } {
  const total = proportions.reduce((s, p) => s + units(p), 0);
  const fraction = String(total % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return { sum: `${Math.floor(total / 10_000)}${fraction ? `.${fraction}` : ''}`, exact: total === 1_000_000 };
}

const nodeSchema = z.object({
  stageName: nameSchema,
  eventCode: z.string().trim().min(1, 'field.required').max(16),
  daysAfter: z.coerce.number().int().min(0).max(3650),
  proportion: proportionSchema,
});

const columns = {
  paymentTermId: paymentTerms.id,
  termCode: paymentTerms.termCode,
  termName: paymentTerms.termName,
  termNameEn: paymentTerms.termNameEn,
  description: paymentTerms.description,
  enabledFlag: paymentTerms.enabledFlag,
  lastUpdateDate: paymentTerms.lastUpdateDate,
  version: paymentTerms.version,
};
const nodeColumns = {
  nodeId: paymentTermNodes.id,
  paymentTermId: paymentTermNodes.paymentTermId,
  seqNum: paymentTermNodes.seqNum,
  stageName: paymentTermNodes.stageName,
  eventCode: paymentTermNodes.eventCode,
  daysAfter: paymentTermNodes.daysAfter,
  proportion: paymentTermNodes.proportion,
};
type NodeRow = {
  nodeId: number;
  paymentTermId: number;
  seqNum: number;
  stageName: string;
  eventCode: string;
  daysAfter: number;
  proportion: string;
};
type TermRow = { termName: string; termNameEn: string | null };
const present = <R extends TermRow>(row: R, lang: Lang) => ({
  ...row,
  title: localName(lang, row.termName, row.termNameEn),
});

/** The nodes of some terms, in sequence, grouped by term. */
async function nodesOf(db: DbOrTx, termIds: number[]) {
  const byTerm = new Map<number, NodeRow[]>();
  if (termIds.length === 0) return byTerm;
  const rows = await db
    .select(nodeColumns)
    .from(paymentTermNodes)
    .where(inArray(paymentTermNodes.paymentTermId, termIds))
    .orderBy(asc(paymentTermNodes.paymentTermId), asc(paymentTermNodes.seqNum));
  for (const r of rows) byTerm.set(r.paymentTermId, [...(byTerm.get(r.paymentTermId) ?? []), r]);
  return byTerm;
}

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary: 'Payment terms with their nodes, filtered by code or name and enabled flag, paged',
  auth: INTERNAL,
  body: z.object({ searchParams: z.object(masterFilterSchema).optional().default({}), ...pagingSchema }),
  handler: async ({ deps, body, lang }) => {
    const where = masterListWhere(body.searchParams, {
      code: paymentTerms.termCode,
      name: paymentTerms.termName,
      nameEn: paymentTerms.termNameEn,
      enabledFlag: paymentTerms.enabledFlag,
    });
    const { rows, page } = await selectPage(deps.db, paymentTerms, where, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(paymentTerms)
        .where(where)
        .orderBy(asc(paymentTerms.termCode))
        .limit(limit)
        .offset(offset),
    );
    const nodes = await nodesOf(
      deps.db,
      rows.map((r) => r.paymentTermId),
    );
    return { data: rows.map((r) => ({ ...present(r, lang), nodes: nodes.get(r.paymentTermId) ?? [] })), page };
  },
});

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One payment term with its nodes',
  auth: INTERNAL,
  body: z.object({ paymentTermId: idSchema }),
  handler: async ({ deps, body, lang }) => {
    const [row] = await deps.db.select(columns).from(paymentTerms).where(eq(paymentTerms.id, body.paymentTermId));
    if (!row) throw new AppError(404, 'error.notFound');
    const nodes = await nodesOf(deps.db, [row.paymentTermId]);
    return { data: { ...present(row, lang), nodes: nodes.get(row.paymentTermId) ?? [] } };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary:
    'Create or change a payment term with all its nodes (a full save: the nodes replace the stored ones); proportions must add up to exactly 100 %',
  auth: menu(MENU),
  mutates: true,
  body: z.object({
    paymentTermId: idSchema.optional(),
    termCode: codeSchema,
    termName: nameSchema,
    termNameEn: optionalText(128),
    description: optionalText(512),
    enabledFlag: ynSchema.optional().default('Y'),
    nodes: z.array(nodeSchema).max(50),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    await requireSaveButton(deps.db, user!, MENU, body.paymentTermId);
    if (body.nodes.length === 0) throw fieldError(lang, 400, 'nodes', 'base.nodesRequired');
    const total = proportionTotal(body.nodes.map((n) => n.proportion));
    if (!total.exact) throw fieldError(lang, 400, 'nodes', 'base.proportionSum', { sum: total.sum });
    const wrong = await lookupErrors(
      deps.db,
      lang,
      body.nodes.map((n, i) => ({
        field: `nodes.${i}.eventCode`,
        lookupType: PAYMENT_EVENT_LOOKUP,
        code: n.eventCode,
      })),
    );
    if (wrong.length) throw fieldErrors(wrong);
    const taken = () => fieldError(lang, 409, 'termCode', 'code.taken', { code: body.termCode });
    const row = await guardUnique(
      () =>
        deps.db.transaction(async (tx) => {
          const saved = await saveWithUniqueCode<Parameters<typeof present>[0] & { paymentTermId: number }>(
            tx,
            paymentTerms,
            {
              codeColumn: paymentTerms.termCode,
              code: body.termCode,
              id: body.paymentTermId,
              version: () => requireVersion(lang, body.version),
              values: {
                termCode: body.termCode,
                termName: body.termName,
                termNameEn: body.termNameEn,
                description: body.description,
                enabledFlag: body.enabledFlag,
              },
              userId: user!.userId,
              returning: columns,
              onTaken: taken,
            },
          );
          // A full save: the nodes sent are the term's nodes, numbered in the order sent.
          await tx.delete(paymentTermNodes).where(eq(paymentTermNodes.paymentTermId, saved.paymentTermId));
          await tx.insert(paymentTermNodes).values(
            body.nodes.map((n, i) => ({
              ...n,
              paymentTermId: saved.paymentTermId,
              seqNum: (i + 1) * 10,
              createdBy: user!.userId,
              lastUpdatedBy: user!.userId,
            })),
          );
          return saved;
        }),
      taken,
    );
    const nodes = await nodesOf(deps.db, [row.paymentTermId]);
    return { data: { ...present(row, lang), nodes: nodes.get(row.paymentTermId) ?? [] }, msg: 'ok.saved' };
  },
});

export const paymentTermActions = [
  listByPage,
  findById,
  saveOrUpdate,
  statusAction({ entity: ENTITY, idKey: 'paymentTermId', table: paymentTerms, menuCode: MENU }),
  deleteAction({
    entity: ENTITY,
    idKey: 'paymentTermId',
    table: paymentTerms,
    menuCode: MENU,
    cascade: async (db, id) => {
      await db.delete(paymentTermNodes).where(eq(paymentTermNodes.paymentTermId, id));
    },
  }),
];
