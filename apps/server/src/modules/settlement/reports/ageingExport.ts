import { t } from '@srm/core';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { requireMenuResource } from '../../../platform/access/menus.ts';
import { neutralizeFormula } from '../../../platform/excel/cells.ts';
import { contentDisposition } from '../../../platform/excel/contentDisposition.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { ageingOf, BUCKETS } from './ageing.ts';
import { ageingSearch } from './payablesAgeing.ts';
import { internalScope, REPORT_MENU, reportAt, reportAuth, today } from './reportKit.ts';

/*
 * The payables ageing as an Excel file (button btnExport on the reports page): the same rows and totals as the
 * screen (ageingOf), every supplier, headers in the caller's language (reportMessages.ts holds both). Amounts are
 * written as numbers from the rounded decimal strings (a cell is a double; cents stay exact), formatted with the
 * currency's decimals.
 */

const exportAgeing = defineAction({
  ...reportAt,
  action: 'exportAgeing',
  summary:
    'The payables ageing as an xlsx file (button btnExport on SET_REPORT): {searchParams: {supplierId?, orgId?, asOf?}} → a title row with the as-of day, then supplier, currency, invoices, 0–30, 31–60, 61–90, over 90 days, total per supplier and currency, and a total row per currency; the figures of payablesAgeing',
  auth: reportAuth,
  body: z.object({ searchParams: ageingSearch }),
  handler: async ({ deps, body, lang, user, req, reply }) => {
    const scope = await internalScope(deps.db, user!, req);
    await requireMenuResource(deps.db, user!, REPORT_MENU, 'btnExport');
    const asOf = body.searchParams.asOf ?? today();
    const { rows, totals } = await ageingOf(deps.db, scope, body.searchParams, asOf, lang);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(t('settleReport.ageingSheet', lang));
    sheet.addRow([t('settleReport.asOf', lang, { asOf })]);
    sheet.addRow([
      t('settleReport.supplier', lang),
      t('settleReport.currency', lang),
      t('settleReport.invoiceCount', lang),
      ...BUCKETS.map((b) => t(`settleReport.${b}`, lang)),
      t('settleReport.total', lang),
    ]);
    const money = (scale: number) => (scale === 0 ? '#,##0' : `#,##0.${'0'.repeat(scale)}`);
    const amounts = (r: Record<(typeof BUCKETS)[number] | 'total', string>) => [
      ...BUCKETS.map((b) => Number(r[b])),
      Number(r.total),
    ];
    for (const r of rows) {
      const row = sheet.addRow([
        neutralizeFormula(r.supplierName ?? String(r.supplierId)),
        r.currencyCode,
        r.invoiceCount,
        ...amounts(r),
      ]);
      for (let i = 4; i <= 8; i++) row.getCell(i).numFmt = money(r.currencyScale);
    }
    for (const total of totals) {
      const row = sheet.addRow([
        t('settleReport.totalOf', lang, { currency: total.currencyCode }),
        total.currencyCode,
        null,
        ...amounts(total),
      ]);
      row.font = { bold: true };
      for (let i = 4; i <= 8; i++) row.getCell(i).numFmt = money(total.currencyScale);
    }
    sheet.columns.forEach((column, i) => {
      column.width = i === 0 ? 36 : 14;
    });
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(t('settleReport.ageingFile', lang, { asOf }), 'xlsx'))
      .header('cache-control', 'no-store')
      .send(buffer);
    return {};
  },
});

export const ageingExportActions = [exportAgeing] as unknown as ActionDef[];
