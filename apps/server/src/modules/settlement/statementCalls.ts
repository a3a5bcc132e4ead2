import { isSupplierUserType, t } from '@srm/core';
import { accountStatement } from '@srm/core/documents/accountStatement';
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { scopeWhere } from '../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import type { StoredDoc } from '../../platform/documents/binding.ts';
import { callerOf, inTx, recordById, typeRule } from '../../platform/documents/context.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { ActionGate } from '../../platform/documents/gate.ts';
import { diffDocuments, writeHistory } from '../../platform/documents/history.ts';
import { findDoc, lockDoc, updateHeader } from '../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { settleSupply } from './schema.ts';
import { ownUploads } from './settlementFiles.ts';
import { afterStatementStep, statementBound } from './statement.ts';
import { writeTotals } from './statementLines.ts';
import { presentSupply } from './supplyList.ts';

/*
 * The statement's calls beyond the engine's: its lines (paged: a statement holds thousands), the supplier's
 * dispute line by line, and the buyer's exclude bill — keeping supply lines off statements with a reason,
 * from a draft statement or from the open lines — and restoring them. Built on the engine's pieces
 * (lockDoc, ActionGate, writeHistory) so states, versions, buttons, scope and history read the same.
 */

const at = { server: 'srmServer' as const, entity: 'srmSettleStatement' };

const listLines = defineAction({
  ...at,
  action: 'listLines',
  summary:
    'The lines of a statement the caller may read (a supplier user: its own, once sent): receipt date, delivery note, order and line, description, quantity, price, tax rate, amount, tax, amount with tax, the supplier’s objection; {statementId, disputedOnly?}, paged in receipt order',
  auth: typeRule(statementBound),
  body: z.object({ statementId: idSchema, disputedOnly: z.boolean().optional(), ...pagingSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    if (!(await findDoc(deps.db, statementBound, caller.scope, body.statementId))) {
      throw new AppError(404, 'error.notFound');
    }
    const where = and(
      eq(settleSupply.statementId, body.statementId),
      body.disputedOnly ? isNotNull(settleSupply.disputeComment) : undefined,
    );
    const [rows, total] = await Promise.all([
      deps.db
        .select()
        .from(settleSupply)
        .where(where)
        .orderBy(asc(settleSupply.receiptDate), asc(settleSupply.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, settleSupply, where, body),
    ]);
    const data = await presentSupply(deps.db, lang, rows, isSupplierUserType(user!.userType));
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const objection = z.object({ supplyId: idSchema, comment: z.string().trim().min(1, 'field.required').max(500) });

const supplierDispute = defineAction({
  ...at,
  action: 'supplierDispute',
  summary:
    'The supplier disputes a statement sent to it (SUBMITTED → REJECTED), with its reason, an objection per disputed line and optionally its own uploaded files (fileIds) (a user of its supplier, button btnRefuse on SUP_STATEMENT; with the version read); the buyer gets a to-do',
  auth: typeRule(statementBound),
  mutates: true,
  body: z.object({
    statementId: idSchema,
    version: z.number().int().min(0),
    comment: z.string().trim().min(1, 'field.required').max(1000),
    lines: z.array(objection).max(5000).optional().default([]),
    // Files backing the dispute: the supplier's own uploads, comma-separated ids (settlementFiles.ts).
    fileIds: z.string().max(1000).optional(),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const doc = await lockDoc(tx, statementBound, ctx.scope, body.statementId);
      await new ActionGate(statementBound, tx, ctx.user, deps.workflow).check(
        'dispute',
        doc.header,
        body.version,
        lang,
      );
      const held = await tx
        .select({ id: settleSupply.id })
        .from(settleSupply)
        .where(
          and(
            eq(settleSupply.statementId, doc.header.id),
            inArray(
              settleSupply.id,
              body.lines.map((l) => l.supplyId),
            ),
          ),
        );
      const own = new Set(held.map((r) => r.id));
      const errors = body.lines.flatMap((l, i) =>
        own.has(l.supplyId) ? [] : [{ field: `lines.${i}.supplyId`, message: t('statement.lineNotOnStatement', lang) }],
      );
      if (errors.length > 0) throw fieldErrors(errors);
      const disputeFileIds = await ownUploads(tx, ctx.user, 'fileIds', body.fileIds, lang);
      for (const l of body.lines) {
        await tx.update(settleSupply).set({ disputeComment: l.comment }).where(eq(settleSupply.id, l.supplyId));
      }
      await updateHeader(tx, statementBound, doc.header, { status: 'REJECTED', disputeFileIds }, ctx.user.userId);
      const after = (await findDoc(tx, statementBound, null, doc.header.id)) as StoredDoc;
      await writeHistory(tx, {
        billType: accountStatement.billType,
        docId: doc.header.id,
        docNumber: String(doc.header.statementNumber),
        action: 'dispute',
        fromStatus: doc.header.status,
        toStatus: 'REJECTED',
        userId: ctx.user.userId,
        comment: body.comment,
        changes: diffDocuments(accountStatement, doc, after),
      });
      await afterStatementStep(ctx, after, {
        action: 'dispute',
        fromStatus: doc.header.status,
        toStatus: 'REJECTED',
        comment: body.comment,
      });
    });
    return { data: await recordById(statementBound, caller, body.statementId) };
  },
});

const supplyAt = { server: 'srmServer' as const, entity: 'srmSettleSupply' };
const supplyIds = z.array(idSchema).min(1, 'statement.noLinesChosen').max(5000);

const exclude = defineAction({
  ...supplyAt,
  action: 'exclude',
  summary:
    'Exclude bill: keeps supply lines off statements with a reason (button btnExclude on SET_STATEMENT) — OPEN lines of the caller’s scope, or with {statementId, version} lines of that DRAFT statement (an edit of it: its totals follow, its version rises, a history row); answers the statement, or the count',
  auth: menu('SET_STATEMENT'),
  mutates: true,
  body: z.object({
    supplyIds,
    reason: z.string().trim().min(1, 'statement.excludeReasonRequired').max(500),
    statementId: idSchema.optional(),
    version: z.number().int().min(0).optional(),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await requireMenuResource(deps.db, user!, 'SET_STATEMENT', 'btnExclude');
    const userId = caller.user.userId;
    const count = await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const statement = body.statementId ? await lockDoc(tx, statementBound, ctx.scope, body.statementId) : null;
      if (statement) {
        await new ActionGate(statementBound, tx, ctx.user, deps.workflow).check(
          'edit',
          statement.header,
          body.version ?? null,
          lang,
        );
      }
      const which: SQL = statement
        ? eq(settleSupply.statementId, statement.header.id)
        : and(
            eq(settleSupply.status, 'OPEN'),
            scopeWhere(ctx.scope, { orgId: settleSupply.orgId, supplierId: settleSupply.supplierId }),
          )!;
      const rows = await tx
        .update(settleSupply)
        .set({
          status: 'EXCLUDED',
          excludeReason: body.reason,
          statementId: null,
          disputeComment: null,
          lastUpdatedBy: userId,
          lastUpdateDate: new Date(),
        })
        .where(and(inArray(settleSupply.id, body.supplyIds), which))
        .returning({ id: settleSupply.id });
      // All or nothing: a line already taken, excluded or out of reach refuses the whole choice.
      if (rows.length !== new Set(body.supplyIds).size) throw new AppError(409, 'statement.linesNotExcludable');
      if (statement) {
        await writeTotals(tx, statement.header.id, userId);
        await updateHeader(tx, statementBound, statement.header, {}, userId);
        await writeHistory(tx, {
          billType: accountStatement.billType,
          docId: statement.header.id,
          docNumber: String(statement.header.statementNumber),
          action: 'edit',
          fromStatus: statement.header.status,
          toStatus: statement.header.status,
          userId,
          comment: t('statement.excludedHistory', lang, { count: rows.length, reason: body.reason }),
        });
      }
      return rows.length;
    });
    if (body.statementId) return { data: await recordById(statementBound, caller, body.statementId) };
    return { data: { excluded: count } };
  },
});

const restore = defineAction({
  ...supplyAt,
  action: 'restore',
  summary:
    'Restores excluded supply lines of the caller’s scope (button btnExclude on SET_STATEMENT): OPEN again, taken by the next statement whose terms cover them',
  auth: menu('SET_STATEMENT'),
  mutates: true,
  body: z.object({ supplyIds }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await requireMenuResource(deps.db, user!, 'SET_STATEMENT', 'btnExclude');
    const restored = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(settleSupply)
        .set({ status: 'OPEN', excludeReason: null, lastUpdatedBy: caller.user.userId, lastUpdateDate: new Date() })
        .where(
          and(
            inArray(settleSupply.id, body.supplyIds),
            eq(settleSupply.status, 'EXCLUDED'),
            scopeWhere(caller.scope, { orgId: settleSupply.orgId, supplierId: settleSupply.supplierId }),
          ),
        )
        .returning({ id: settleSupply.id });
      if (rows.length !== new Set(body.supplyIds).size) throw new AppError(409, 'statement.linesNotRestorable');
      return rows.length;
    });
    return { data: { restored } };
  },
});

export const statementCallActions = [listLines, supplierDispute, exclude, restore] as unknown as ActionDef[];
