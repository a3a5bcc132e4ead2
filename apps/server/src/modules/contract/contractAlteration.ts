import { t } from '@srm/core';
import { contract } from '@srm/core/documents/contract';
import { and, asc, eq, gt, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import type { StoredDoc } from '../../platform/documents/binding.ts';
import { callerOf, inTx, typeRule } from '../../platform/documents/context.ts';
import { diffDocuments, writeHistory } from '../../platform/documents/history.ts';
import { nameHistoryRefs } from '../../platform/documents/historyNames.ts';
import { findDoc, insertHeader, lockDoc, writeLines } from '../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { contractBound } from './contract.ts';
import { contractLines, contractStages, contracts, contractTerms } from './schema.ts';

/*
 * The alteration of a contract (变更, issue 19 item 2; docs/decisions.md "Contracts (issue 19): alterations"): the
 * version approved or later is never changed. Altering it makes the next version of the same number — a draft
 * copy of its header, lines (each continuing its line: previousLineId, ordered quantity kept), stages and clauses,
 * contractType ALTERATION, sourceContractId the altered version — which is edited and goes through approval, the
 * supplier's confirmation and both signatures again; once signed it supersedes the altered version (CLOSED,
 * contract.ts afterStep). `differences` answers the field differences between a version and the one it alters, by
 * the engine's own diff (the history's), so what changed is shown as every document's history shows it.
 */

const ALTERABLE = ['APPROVED', 'SUPPLIER_CONFIRMING', 'SUPPLIER_CONFIRMED', 'SIGNING', 'SIGNED'];
/** A later version in one of these states no longer blocks another alteration. */
const FINISHED = ['CLOSED', 'ABOLISHED', 'TERMINATED'];
const ALTER_BUTTON = 'btnAlter';

const alter = defineAction({
  server: 'srmServer',
  entity: 'srmCctContract',
  action: 'alter',
  summary:
    'Alters an approved, sent, confirmed or signed contract: a new draft version of the same number (versionNumber + 1, contractType ALTERATION) copying header, lines, stages and clauses; the altered version is left untouched and superseded when the new one is signed; one open alteration at a time; button btnAlter on CCT_CONTRACT; answers {contractId, versionNumber}',
  auth: menu(contract.menuCode),
  mutates: true,
  body: z.object({ contractId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await requireMenuResource(deps.db, user!, contract.menuCode, ALTER_BUTTON);
    return deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const old = await lockDoc(tx, contractBound, ctx.scope, body.contractId);
      const h = old.header;
      if (!ALTERABLE.includes(h.status)) throw new AppError(409, 'contract.alterFrom', { status: h.status });
      const [open] = await tx
        .select({ versionNumber: contracts.versionNumber })
        .from(contracts)
        .where(
          and(
            eq(contracts.contractNumber, String(h.contractNumber)),
            gt(contracts.versionNumber, h.versionNumber as number),
            notInArray(contracts.status, FINISHED),
          ),
        );
      if (open) throw new AppError(409, 'contract.alterationOpen', { version: String(open.versionNumber) });
      const versions = await tx
        .select({ versionNumber: contracts.versionNumber })
        .from(contracts)
        .where(eq(contracts.contractNumber, String(h.contractNumber)));
      const versionNumber = Math.max(...versions.map((v) => v.versionNumber)) + 1;
      const userId = ctx.user.userId;
      const header = Object.fromEntries(
        contract.header.filter((f) => !f.readOnly).map((f) => [f.key, h[f.key] ?? null]),
      );
      const lines = old.lines.map((l) =>
        Object.fromEntries(
          (contract.lines?.fields ?? []).filter((f) => !f.readOnly).map((f) => [f.key, l[f.key] ?? null]),
        ),
      );
      const input = { header: { ...header, contractType: 'ALTERATION' }, lines };
      contractBound.binding.hooks?.compute?.(input);
      const id = await insertHeader(
        tx,
        contractBound,
        input,
        {
          contractNumber: h.contractNumber,
          versionNumber,
          sourceContractId: h.id,
          status: 'DRAFT',
          sourceType: h.sourceType,
          sourceId: h.sourceId,
          sourceNumber: h.sourceNumber,
        },
        userId,
      );
      await writeLines(tx, contractBound, id, [], input.lines, userId);
      // Each new line continues the old one: its orders (and their quantity) stay counted.
      const added = await tx
        .select({ id: contractLines.id, lineNumber: contractLines.lineNumber })
        .from(contractLines)
        .where(eq(contractLines.contractId, id))
        .orderBy(asc(contractLines.lineNumber));
      for (const [i, l] of added.entries()) {
        const was = old.lines[i]!;
        await tx
          .update(contractLines)
          .set({ previousLineId: was.id, orderedQuantity: String(was.orderedQuantity) })
          .where(eq(contractLines.id, l.id));
      }
      const stages = await tx.select().from(contractStages).where(eq(contractStages.contractId, h.id));
      if (stages.length) {
        await tx.insert(contractStages).values(
          stages.map(({ id: _id, version: _v, ...s }) => ({
            ...s,
            contractId: id,
            createdBy: userId,
            lastUpdatedBy: userId,
          })),
        );
      }
      const terms = await tx.select().from(contractTerms).where(eq(contractTerms.contractId, h.id));
      if (terms.length) {
        await tx.insert(contractTerms).values(
          terms.map(({ id: _id, version: _v, ...s }) => ({
            ...s,
            contractId: id,
            createdBy: userId,
            lastUpdatedBy: userId,
          })),
        );
      }
      const after = (await findDoc(tx, contractBound, null, id)) as StoredDoc;
      await writeHistory(tx, {
        billType: contract.billType,
        docId: id,
        docNumber: String(h.contractNumber),
        action: 'create',
        fromStatus: null,
        toStatus: 'DRAFT',
        userId,
        comment: t('contract.alterationRemark', 'CN', { version: String(h.versionNumber) }),
        changes: diffDocuments(contract, null, after),
      });
      return { data: { contractId: id, versionNumber } };
    });
  },
});

const differences = defineAction({
  server: 'srmServer',
  entity: 'srmCctContract',
  action: 'differences',
  summary:
    'The field differences of a contract version from the version it alters (header fields and lines, before and after, refs named), for a reader of both (a supplier: internal fields left out); {contractId}; answers {sourceContractId, header, lines} or nulls for a first version',
  auth: typeRule(contractBound),
  body: z.object({ contractId: idSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const doc = await findDoc(deps.db, contractBound, caller.scope, body.contractId);
    if (!doc) throw new AppError(404, 'error.notFound');
    const sourceId = doc.header.sourceContractId as number | null;
    const source = sourceId == null ? null : await findDoc(deps.db, contractBound, caller.scope, sourceId);
    if (!source) return { data: { sourceContractId: null, header: [], lines: [] } };
    // Lines are compared with the lines they continue (previousLineId), not by id: each version has its own.
    const continuing = new Map(doc.lines.map((l) => [l.previousLineId as number | null, l.id]));
    const mapped = { ...source, lines: source.lines.map((l) => ({ ...l, id: continuing.get(l.id) ?? -l.id })) };
    const changes = diffDocuments(contract, mapped, doc);
    const internal = new Set(contract.header.filter((f) => f.internal).map((f) => f.key));
    if (caller.scope.kind === 'SUPPLIER') changes.header = changes.header.filter((c) => !internal.has(c.field));
    const row = { changes };
    await nameHistoryRefs(deps.db, lang, contractBound, [row]);
    return { data: { sourceContractId: sourceId, header: row.changes.header, lines: row.changes.lines } };
  },
});

export const contractAlterationActions: ActionDef[] = [alter, differences];
