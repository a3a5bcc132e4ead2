import { t } from '@srm/core';
import { currencyScale, roundMoney } from '@srm/core/settlement/money';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { requireMenuResource } from '../../../platform/access/menus.ts';
import { menu } from '../../../platform/access/rules.ts';
import { pagingSchema } from '../../../platform/db/paging.ts';
import { callerOf, inTx, recordById } from '../../../platform/documents/context.ts';
import { fieldErrors } from '../../../platform/documents/fieldChecks.ts';
import { saveOne } from '../../../platform/documents/saveActions.ts';
import { neutralizeFormula } from '../../../platform/excel/cells.ts';
import { contentDisposition } from '../../../platform/excel/contentDisposition.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { daySchema, idSchema, optionalDaySchema } from '../../../platform/http/fieldSchemas.ts';
import { paymentBound } from '../payment.ts';
import { internalScope, partyFilters, today } from '../reports/reportKit.ts';
import { dueByInvoice, type PlanRow, planRows } from './planRows.ts';

/*
 * The payment plan's calls (srmSettlePayPlanRestful, page SET_PAY_PLAN: administrator and finance; a supplier user
 * is refused whatever its menus): the open instalments by due date, their Excel export, and a payment application
 * started from them for one supplier, organisation and currency — a DRAFT through the payment application's own
 * save (its checks, its lock, its create permission: the caller must also hold SET_PAYMENT's add button), its
 * lines what is due of each invoice up to a day.
 */

const PLAN_MENU = 'SET_PAY_PLAN';
const at = { server: 'srmServer' as const, entity: 'srmSettlePayPlan' };
const auth = menu(PLAN_MENU);

const planSearch = z
  .object({
    ...partyFilters,
    currencyCode: z.string().trim().max(16).optional(),
    dueBy: optionalDaySchema,
  })
  .optional()
  .default({});

/** Per currency: what is open and what of it is overdue (sums of rounded instalments: exact). */
function totalsOf(rows: readonly PlanRow[]) {
  const by = new Map<string, { open: Decimal; overdue: Decimal; count: number }>();
  for (const r of rows) {
    const sum = by.get(r.currencyCode) ?? { open: new Decimal(0), overdue: new Decimal(0), count: 0 };
    sum.open = sum.open.plus(r.open);
    if (r.overdue) sum.overdue = sum.overdue.plus(r.open);
    sum.count += 1;
    by.set(r.currencyCode, sum);
  }
  return [...by].map(([currencyCode, s]) => ({
    currencyCode,
    currencyScale: currencyScale(currencyCode),
    instalments: s.count,
    open: roundMoney(s.open, currencyCode),
    overdue: roundMoney(s.overdue, currencyCode),
  }));
}

const listPlan = defineAction({
  ...at,
  action: 'listPlan',
  summary:
    'The payment plan of the caller’s organisation scope: every instalment of a CONFIRMED, unsettled invoice (its statement’s payment term applied to its total with tax) that payment applications not void do not cover yet, earliest due first: {searchParams: {supplierId?, orgId?, currencyCode?, dueBy?}, pageIndex, pageRows} → {today, rows: invoice, statement, organisation, supplier, currency, invoiceDate, stageName, dueDate, daysOverdue, overdue, amount, open; totals per currency: instalments, open, overdue}; menu SET_PAY_PLAN, internal users only',
  auth,
  body: z.object({ searchParams: planSearch, ...pagingSchema }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await internalScope(deps.db, user!, req);
    const day = today();
    const rows = await planRows(deps.db, scope, body.searchParams, day, lang);
    // The open instalments are computed whole (the unsettled invoices: what is owed, not history) for the totals;
    // the page is a slice of them.
    const from = (body.pageIndex - 1) * body.pageRows;
    return {
      data: { today: day, rows: rows.slice(from, from + body.pageRows), totals: totalsOf(rows) },
      page: {
        count: rows.length,
        curIndex: body.pageIndex,
        pagesCount: Math.max(1, Math.ceil(rows.length / body.pageRows)),
      },
    };
  },
});

const exportPlan = defineAction({
  ...at,
  action: 'exportPlan',
  summary:
    'The payment plan as an xlsx file (button btnExport on SET_PAY_PLAN): {searchParams: {supplierId?, orgId?, currencyCode?, dueBy?}} → a title row, then due date, days overdue, supplier, organisation, invoice, statement, invoice date, stage, currency, instalment, to pay — every row of listPlan',
  auth,
  body: z.object({ searchParams: planSearch }),
  handler: async ({ deps, body, lang, user, req, reply }) => {
    const scope = await internalScope(deps.db, user!, req);
    await requireMenuResource(deps.db, user!, PLAN_MENU, 'btnExport');
    const day = today();
    const rows = await planRows(deps.db, scope, body.searchParams, day, lang);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(t('payPlan.sheet', lang));
    sheet.addRow([t('payPlan.title', lang, { today: day })]);
    sheet.addRow(
      (
        [
          'payPlan.dueDate',
          'payPlan.daysOverdue',
          'settleReport.supplier',
          'payPlan.organisation',
          'payPlan.invoice',
          'payPlan.statement',
          'payPlan.invoiceDate',
          'payPlan.stage',
          'settleReport.currency',
          'payPlan.amount',
          'payPlan.open',
        ] as const
      ).map((key) => t(key, lang)),
    );
    const money = (scale: number) => (scale === 0 ? '#,##0' : `#,##0.${'0'.repeat(scale)}`);
    for (const r of rows) {
      const row = sheet.addRow([
        r.dueDate,
        r.overdue ? r.daysOverdue : null,
        neutralizeFormula(r.supplierName ?? String(r.supplierId)),
        neutralizeFormula(r.orgName ?? String(r.orgId)),
        r.registrationNumber,
        r.statementNumber,
        r.invoiceDate,
        neutralizeFormula(r.stageName),
        r.currencyCode,
        Number(r.amount),
        Number(r.open),
      ]);
      for (const i of [10, 11]) row.getCell(i).numFmt = money(r.currencyScale);
    }
    sheet.columns.forEach((column, i) => {
      column.width = [2, 3].includes(i) ? 32 : 15;
    });
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(t('payPlan.file', lang, { today: day }), 'xlsx'))
      .header('cache-control', 'no-store')
      .send(buffer);
    return {};
  },
});

const startPayment = defineAction({
  ...at,
  action: 'startPayment',
  summary:
    'Starts a payment application from the plan: {supplierId, orgId, currencyCode, dueBy} → the DRAFT payment application (as srmSettlePaymentRestful/findById answers it), one line per invoice with the open instalments due on or before dueBy; 400 on dueBy when nothing is due; menu SET_PAY_PLAN and SET_PAYMENT’s add button, internal users only',
  auth,
  body: z.object({
    supplierId: idSchema,
    orgId: idSchema,
    currencyCode: z.string().trim().min(1).max(16),
    dueBy: daySchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await internalScope(deps.db, user!, req);
    const caller = await callerOf(deps, user, lang, req);
    const id = await deps.db.transaction(async (tx) => {
      const rows = await planRows(tx, scope, body, today(), lang);
      const lines = dueByInvoice(rows);
      if (lines.length === 0) {
        throw fieldErrors([{ field: 'dueBy', message: t('payPlan.nothingDue', lang, { dueBy: body.dueBy }) }]);
      }
      const day = today();
      return saveOne(paymentBound, inTx(caller, tx), {
        orgId: body.orgId,
        supplierId: body.supplierId,
        currencyCode: body.currencyCode,
        applyDate: day,
        // Pay by the last due day it takes, or today when that is past.
        dueDate: body.dueBy > day ? body.dueBy : day,
        lines,
      });
    });
    return { data: await recordById(paymentBound, caller, id) };
  },
});

export const payPlanActions = [listPlan, exportPlan, startPayment] as unknown as ActionDef[];
