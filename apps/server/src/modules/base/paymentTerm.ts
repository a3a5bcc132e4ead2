import { paymentTermList } from '@srm/core/masters/paymentTerm';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/types.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { fieldError, nameSchema } from '../admin/orgCommon.ts';
import { fieldErrors, lookupErrors } from './baseKit.ts';
import { paymentTermNodes, paymentTerms } from './schema.ts';

/*
 * Payment terms (付款条件 / spec "payment proportions"): a term is paid in nodes — a stage, an event
 * (invoice, receipt, delivery, order), days after it and a proportion of the amount. The proportions
 * must add up to exactly 100 %: counted in ten-thousandths of a percent, never in binary floats. Declared in
 * packages/core/src/masters/paymentTerm.ts; the nodes are the list's lines.
 */

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

/** The names of payment-term nodes by id (an advance's stage). */
export async function paymentStageNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: paymentTermNodes.id, name: paymentTermNodes.stageName })
    .from(paymentTermNodes)
    .where(inArray(paymentTermNodes.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
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
/** The nodes of some terms, in sequence, grouped by term (an advance's payment stages read them too). */
export async function nodesOf(db: DbOrTx, termIds: number[]) {
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

export const paymentTermActions = bindMasterList(paymentTermList, {
  table: paymentTerms,
  columns: {
    termCode: paymentTerms.termCode,
    termName: paymentTerms.termName,
    termNameEn: paymentTerms.termNameEn,
    description: paymentTerms.description,
  },
  // A full save: the nodes sent are the term's nodes, numbered in the order sent, adding up to exactly 100 %.
  lines: {
    body: { nodes: z.array(nodeSchema).max(50) },
    write: async (tx, paymentTermId, body, { lang, userId }) => {
      const nodes = body.nodes as z.output<typeof nodeSchema>[];
      if (nodes.length === 0) throw fieldError(lang, 400, 'nodes', 'base.nodesRequired');
      const total = proportionTotal(nodes.map((n) => n.proportion));
      if (!total.exact) throw fieldError(lang, 400, 'nodes', 'base.proportionSum', { sum: total.sum });
      const wrong = await lookupErrors(
        tx,
        lang,
        nodes.map((n, i) => ({ field: `nodes.${i}.eventCode`, lookupType: PAYMENT_EVENT_LOOKUP, code: n.eventCode })),
      );
      if (wrong.length) throw fieldErrors(wrong);
      await tx.delete(paymentTermNodes).where(eq(paymentTermNodes.paymentTermId, paymentTermId));
      await tx.insert(paymentTermNodes).values(
        nodes.map((n, i) => ({
          ...n,
          paymentTermId,
          seqNum: (i + 1) * 10,
          createdBy: userId,
          lastUpdatedBy: userId,
        })),
      );
    },
  },
  hooks: {
    presentRows: async (db, rows) => {
      const nodes = await nodesOf(
        db,
        rows.map((r) => r.paymentTermId as number),
      );
      return rows.map((r) => ({ ...r, nodes: nodes.get(r.paymentTermId as number) ?? [] }));
    },
    cascadeDelete: async (db, id) => {
      await db.delete(paymentTermNodes).where(eq(paymentTermNodes.paymentTermId, id));
    },
  },
});
