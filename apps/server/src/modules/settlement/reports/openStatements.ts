import { formatDate } from '@srm/core';
import { accountStatement } from '@srm/core/documents/accountStatement';
import { statusLabel } from '@srm/core/documents/types';
import { currencyScale } from '@srm/core/settlement/money';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { scopeWhere } from '../../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../../platform/db/paging.ts';
import type { DocRecord } from '../../../platform/documents/binding.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { presentParties, roundedMoney } from '../parties.ts';
import { accountStatements } from '../schema.ts';
import { daysBetween, internalScope, partyFilters, reportAt, reportAuth, today } from './reportKit.ts';

/*
 * Open statements (issue 18 item 7): the statements not agreed yet — the buyer's drafts, those waiting on the
 * supplier, those it disputed — oldest first, with how many days each has been open (since it was made). The
 * literal status list is the predicate of the partial index srm_settle_statement_open_ix, so the page is read
 * from that small index in its order, whatever the table's size.
 */

// CHECKING: a two-sided statement the supplier agreed, waiting on the buyer's check — not agreed by both yet.
const OPEN_STATUSES = ['DRAFT', 'SUBMITTED', 'REJECTED', 'CHECKING'] as const;
const OPEN = sql`${accountStatements.status} in ('DRAFT', 'SUBMITTED', 'REJECTED', 'CHECKING')`;

const openStatements = defineAction({
  ...reportAt,
  action: 'openStatements',
  summary:
    'Statements not agreed yet (DRAFT, SUBMITTED, REJECTED, CHECKING) of the caller’s organisation scope, oldest first: {searchParams: {supplierId?, orgId?, status?}} → statementId, statementNumber, status, statusName, organisation, supplier, currency, period, lineCount, totals, creationDate, sentDate, daysOpen (days since it was made); paged; menu SET_REPORT, internal users only',
  auth: reportAuth,
  body: z.object({
    searchParams: z
      .object({ ...partyFilters, status: z.enum(OPEN_STATUSES).optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await internalScope(deps.db, user!, req);
    const f = body.searchParams;
    const c: SQL[] = [
      OPEN,
      scopeWhere(scope, { orgId: accountStatements.orgId, supplierId: accountStatements.supplierId }),
    ];
    if (f.supplierId) c.push(eq(accountStatements.supplierId, f.supplierId));
    if (f.orgId) c.push(eq(accountStatements.orgId, f.orgId));
    if (f.status) c.push(eq(accountStatements.status, f.status));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select()
        .from(accountStatements)
        .where(where)
        .orderBy(asc(accountStatements.creationDate), asc(accountStatements.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, accountStatements, where, body),
    ]);
    const day = today();
    const data: DocRecord[] = rows.map((r) => ({
      statementId: r.id,
      statementNumber: r.statementNumber,
      status: r.status,
      statusName: statusLabel(accountStatement, r.status, lang),
      orgId: r.orgId,
      supplierId: r.supplierId,
      currencyCode: r.currencyCode,
      currencyScale: currencyScale(r.currencyCode),
      periodFrom: r.periodFrom,
      periodTo: r.periodTo,
      lineCount: r.lineCount,
      totalAmount: r.totalAmount,
      totalTax: r.totalTax,
      totalWithTax: r.totalWithTax,
      creationDate: r.creationDate,
      sentDate: r.sentDate,
      daysOpen: Math.max(0, daysBetween(formatDate(r.creationDate), day)),
    }));
    await presentParties(deps.db, lang, data);
    for (const r of data) roundedMoney(r, ['totalAmount', 'totalTax', 'totalWithTax']);
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

export const openStatementActions = [openStatements] as unknown as ActionDef[];
