import type { Lang } from '@srm/core';
import { and, eq, gte, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocContext, DocInput, StoredDoc } from '../../../platform/documents/binding.ts';
import type { FieldError } from '../../../platform/i18n/zodMessages.ts';
import { supplierTradeBlock } from '../../supplier/index.ts';
import { aslEntries } from '../sourceSchema.ts';
import { err, referenceErrors, siteSuppliers } from './sourceChecks.ts';
import { presentSources } from './sourceNames.ts';

/*
 * The rules of an approved-supplier-list application: NEW lines name no entry, ALTERATION lines name an
 * entry of the organisation and change only its status, dates, priority and site; no supplier that may
 * not trade is listed; and no two ACTIVE entries for the same organisation + material (or category,
 * for entries without material) + supplier overlap in dates — checked on save, on submit and again
 * when the approval ends (aslApply.ts), against the entries and between the document's own lines.
 */

type AslLine = Record<string, unknown>;
const END = '9999-12-31';
const overlaps = (a: { from: string; to: string | null }, b: { from: string; to: string | null }) =>
  a.from <= (b.to ?? END) && b.from <= (a.to ?? END);
const sameTarget = (a: AslLine, b: AslLine) =>
  a.supplierId === b.supplierId &&
  (a.materialId ?? null) === (b.materialId ?? null) &&
  (a.materialId != null || a.categoryId === b.categoryId);

/** Overlaps of ACTIVE lines with ACTIVE entries (other than the one a line alters) and with each other. */
export async function aslOverlapErrors(db: DbOrTx, orgId: number, input: AslLine[], lang: Lang): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  // Copies with the supplier and item names the message shows.
  const lines = input.map((l) => ({ ...l }));
  await presentSources(db, lang, lines);
  for (const [i, line] of lines.entries()) {
    if (line.entryStatus !== 'ACTIVE' || typeof line.supplierId !== 'number' || !line.validFrom) continue;
    const from = String(line.validFrom);
    const to = line.validTo ? String(line.validTo) : null;
    const target: SQL =
      line.materialId != null
        ? eq(aslEntries.materialId, line.materialId as number)
        : and(isNull(aslEntries.materialId), eq(aslEntries.categoryId, line.categoryId as number))!;
    const conditions = [
      eq(aslEntries.orgId, orgId),
      eq(aslEntries.supplierId, line.supplierId),
      eq(aslEntries.status, 'ACTIVE'),
      target,
      to ? lte(aslEntries.validFrom, to) : undefined,
      or(isNull(aslEntries.validTo), gte(aslEntries.validTo, from)),
      typeof line.entryId === 'number' ? ne(aslEntries.id, line.entryId) : undefined,
    ];
    const [clash] = await db
      .select()
      .from(aslEntries)
      .where(and(...conditions))
      .limit(1);
    if (clash) {
      errors.push(
        err(`lines.${i}.validFrom`, 'asl.overlap', lang, {
          supplier: String(line.supplierName ?? line.supplierId),
          item: String(line.materialName ?? line.categoryName ?? line.materialId ?? line.categoryId),
          from: clash.validFrom,
          to: clash.validTo ?? '—',
        }),
      );
      continue;
    }
    const earlier = lines.findIndex(
      (other, j) =>
        j < i &&
        other.entryStatus === 'ACTIVE' &&
        sameTarget(other, line) &&
        overlaps({ from, to }, { from: String(other.validFrom), to: other.validTo ? String(other.validTo) : null }),
    );
    if (earlier >= 0) errors.push(err(`lines.${i}.validFrom`, 'asl.overlapInDocument', lang, { line: earlier + 1 }));
  }
  return errors;
}

/** Save rules: references, NEW / ALTERATION line rules, sites of the supplier, trade blocks, overlaps. */
export async function validateAsl(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const errors = await referenceErrors(ctx, input);
  const { header, lines } = input;
  const alteration = header.applyType === 'ALTERATION';
  const entryIds = lines.flatMap((l) => (typeof l.entryId === 'number' ? [l.entryId] : []));
  const entries = new Map(
    (entryIds.length ? await ctx.tx.select().from(aslEntries).where(inArray(aslEntries.id, entryIds)) : []).map((e) => [
      e.id,
      e,
    ]),
  );
  const sites = await siteSuppliers(
    ctx,
    lines.flatMap((l) => (typeof l.supplierSiteId === 'number' ? [l.supplierSiteId] : [])),
  );
  const blocked = new Map<number, string | null>();
  for (const [i, line] of lines.entries()) {
    const at = (key: string) => `lines.${i}.${key}`;
    if (!alteration && line.entryId != null) errors.push(err(at('entryId'), 'asl.entryOnNew', ctx.lang));
    if (alteration) {
      const entry = typeof line.entryId === 'number' ? entries.get(line.entryId) : undefined;
      if (line.entryId == null) errors.push(err(at('entryId'), 'asl.entryRequired', ctx.lang));
      else if (!entry || entry.orgId !== header.orgId) errors.push(err(at('entryId'), 'asl.entryNotFound', ctx.lang));
      else if (
        entry.supplierId !== line.supplierId ||
        entry.categoryId !== line.categoryId ||
        (entry.materialId ?? null) !== (line.materialId ?? null)
      )
        errors.push(err(at('entryId'), 'asl.entryChanged', ctx.lang));
    }
    if (typeof line.supplierSiteId === 'number' && sites.get(line.supplierSiteId) !== line.supplierId)
      errors.push(err(at('supplierSiteId'), 'source.siteOfSupplier', ctx.lang));
    if (typeof line.supplierId === 'number' && line.entryStatus === 'ACTIVE') {
      if (!blocked.has(line.supplierId))
        blocked.set(line.supplierId, (await supplierTradeBlock(ctx.tx, line.supplierId, ctx.lang))?.message ?? null);
      const block = blocked.get(line.supplierId);
      if (block) errors.push({ field: at('supplierId'), message: block });
    }
  }
  if (errors.length || typeof header.orgId !== 'number') return errors;
  return aslOverlapErrors(ctx.tx, header.orgId, lines, ctx.lang);
}

/** Submit: at least one line, and still no overlap (entries approved since the save count too). */
export async function validateAslSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  if (doc.lines.length === 0) return [err('lines', 'document.noLines', ctx.lang)];
  return aslOverlapErrors(ctx.tx, doc.header.orgId as number, doc.lines, ctx.lang);
}
