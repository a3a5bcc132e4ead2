import { formatDate } from '@srm/core';
import { settlementInvoice } from '@srm/core/documents/settlementInvoice';
import { statusLabel } from '@srm/core/documents/types';
import { currencyScale } from '@srm/core/settlement/money';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { scopeWhere } from '../../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../../platform/db/paging.ts';
import type { DocRecord } from '../../../platform/documents/binding.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { presentParties, roundedMoney } from '../parties.ts';
import { accountStatements, invoices } from '../schema.ts';
import { daysBetween, internalScope, partyFilters, reportAt, reportAuth, today } from './reportKit.ts';

/*
 * Invoices awaiting match (issue 18 item 7): registrations finance has not decided — SUBMITTED (waiting on its
 * confirmation) or REJECTED (returned to the supplier to correct) — oldest first, with their statement and the
 * match at a glance: what was invoiced with tax against the statement's total with tax (the figure copied when
 * the supplier saved, what the match is made against) and the difference (invoiced − statement). The literal
 * status list is the predicate of the partial index srm_settle_invoice_awaiting_ix.
 */

const AWAITING_STATUSES = ['SUBMITTED', 'REJECTED'] as const;
const AWAITING = sql`${invoices.status} in ('SUBMITTED', 'REJECTED')`;

const invoicesAwaitingMatch = defineAction({
  ...reportAt,
  action: 'invoicesAwaitingMatch',
  summary:
    'Invoice registrations finance has not decided (SUBMITTED: awaiting finance; REJECTED: returned) of the caller’s organisation scope, oldest first: {searchParams: {supplierId?, orgId?, status?}} → invoiceId, registrationNumber, status, statusName, organisation, supplier, statementId, statementNumber, currency, statementWithTax, totalWithTax (invoiced), differenceWithTax (invoiced − statement), financeNote, creationDate, daysWaiting; paged; menu SET_REPORT, internal users only',
  auth: reportAuth,
  body: z.object({
    searchParams: z
      .object({ ...partyFilters, status: z.enum(AWAITING_STATUSES).optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await internalScope(deps.db, user!, req);
    const f = body.searchParams;
    const c: SQL[] = [AWAITING, scopeWhere(scope, { orgId: invoices.orgId, supplierId: invoices.supplierId })];
    if (f.supplierId) c.push(eq(invoices.supplierId, f.supplierId));
    if (f.orgId) c.push(eq(invoices.orgId, f.orgId));
    if (f.status) c.push(eq(invoices.status, f.status));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({ invoice: invoices, statementNumber: accountStatements.statementNumber })
        .from(invoices)
        .leftJoin(accountStatements, eq(accountStatements.id, invoices.statementId))
        .where(where)
        .orderBy(asc(invoices.creationDate), asc(invoices.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, invoices, where, body),
    ]);
    const day = today();
    const data: DocRecord[] = rows.map(({ invoice: r, statementNumber }) => ({
      invoiceId: r.id,
      registrationNumber: r.registrationNumber,
      status: r.status,
      statusName: statusLabel(settlementInvoice, r.status, lang),
      orgId: r.orgId,
      supplierId: r.supplierId,
      statementId: r.statementId,
      statementNumber,
      currencyCode: r.currencyCode,
      currencyScale: currencyScale(r.currencyCode),
      statementWithTax: r.statementWithTax,
      totalWithTax: r.totalWithTax,
      differenceWithTax: r.differenceWithTax,
      financeNote: r.financeNote,
      creationDate: r.creationDate,
      daysWaiting: Math.max(0, daysBetween(formatDate(r.creationDate), day)),
    }));
    await presentParties(deps.db, lang, data);
    for (const r of data) roundedMoney(r, ['statementWithTax', 'totalWithTax', 'differenceWithTax']);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const invoicesAwaitingMatchActions = [invoicesAwaitingMatch] as unknown as ActionDef[];
