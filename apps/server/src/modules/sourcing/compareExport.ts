import type { Label } from '@srm/core/documents/types';
import ExcelJS from 'exceljs';
import { menu } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import { neutralizeFormula } from '../../platform/excel/cells.ts';
import { contentDisposition } from '../../platform/excel/contentDisposition.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { compareBody, comparisonOf } from './compare.ts';
import { buyerInquiry, roundOf } from './quoteAccess.ts';

/*
 * The comparison as an Excel file (issue 17 item 3): the same object the screen shows (comparisonOf,
 * sealed the same way), one row per inquiry line, a group of columns per supplier, the lowest price
 * marked "*", then the totals, and a second sheet with every supplier's prices in each round. Numbers
 * are written as numbers from the decimal strings (a sheet cell is a double; the figures have at most 6
 * decimals and stay exact to that).
 */

const L = {
  line: { CN: '行号', EN: 'Line' },
  item: { CN: '物料', EN: 'Item' },
  quantity: { CN: '数量', EN: 'Quantity' },
  unit: { CN: '单位', EN: 'Unit' },
  priceWithoutTax: { CN: '不含税单价', EN: 'Price excl. tax' },
  taxRate: { CN: '税率(%)', EN: 'Tax %' },
  priceWithTax: { CN: '含税单价', EN: 'Price incl. tax' },
  amountWithoutTax: { CN: '不含税金额', EN: 'Amount excl. tax' },
  amountWithTax: { CN: '含税金额', EN: 'Amount incl. tax' },
  leadTime: { CN: '交期(天)', EN: 'Lead time (days)' },
  lowest: { CN: '最低价', EN: 'Lowest' },
  noQuote: { CN: '不报价', EN: 'No quote' },
  notQuoted: { CN: '未报价', EN: 'Not quoted' },
  total: { CN: '合计', EN: 'Total' },
  validUntil: { CN: '报价有效期', EN: 'Valid until' },
  submittedAt: { CN: '提交时间', EN: 'Submitted at' },
  comparison: { CN: '比价', EN: 'Comparison' },
  history: { CN: '历轮报价', EN: 'Rounds' },
  supplier: { CN: '供应商', EN: 'Supplier' },
  round: { CN: '轮次', EN: 'Round' },
} satisfies Record<string, Label>;

const num = (v: string | null) => (v == null ? null : Number(v));

const exportComparison = defineAction({
  server: 'srmServer',
  entity: 'srmSrcCompare',
  action: 'export',
  summary:
    'The comparison of an inquiry round as an xlsx file (the same figures as compare, the lowest marked, totals, and a sheet of every supplier’s prices per round); 409 while the round’s prices are sealed',
  auth: menu('SRC_INQUIRY', 'SRC_AWARD'),
  body: compareBody,
  handler: async ({ deps, body, lang, user, req, reply }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const found = await buyerInquiry(deps.db, scope, body.inquiryId);
    const c = await comparisonOf(deps.db, found, roundOf(found.inquiry, body.round), lang);
    const text = (l: Label) => l[lang];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(text(L.comparison));
    const perSupplier = [
      L.priceWithoutTax,
      L.taxRate,
      L.priceWithTax,
      L.amountWithoutTax,
      L.amountWithTax,
      L.leadTime,
      L.lowest,
    ];
    sheet.addRow([`${c.roundNumber} (${c.currencyCode})`]);
    sheet.addRow([
      '',
      '',
      '',
      '',
      ...c.suppliers.flatMap((s) => [neutralizeFormula(s.supplierName), ...perSupplier.slice(1).map(() => '')]),
    ]);
    sheet.addRow([
      text(L.line),
      text(L.item),
      text(L.quantity),
      text(L.unit),
      ...c.suppliers.flatMap(() => perSupplier.map(text)),
    ]);
    for (const r of c.rows) {
      sheet.addRow([
        r.lineNumber,
        neutralizeFormula(r.itemName),
        num(r.quantity),
        r.uomCode,
        ...r.cells.flatMap((cell) =>
          cell.priceWithoutTax == null
            ? [text(cell.quoted ? L.noQuote : L.notQuoted), null, null, null, null, null, '']
            : [
                num(cell.priceWithoutTax),
                num(cell.taxRate),
                num(cell.priceWithTax),
                num(cell.amountWithoutTax),
                num(cell.amountWithTax),
                cell.leadTimeDays,
                cell.lowest ? '*' : '',
              ],
        ),
      ]);
    }
    sheet.addRow([
      text(L.total),
      '',
      '',
      '',
      ...c.suppliers.flatMap((s) => [
        null,
        null,
        null,
        num(s.totalWithoutTax),
        num(s.totalWithTax),
        null,
        s.lowestCount,
      ]),
    ]);
    sheet.addRow([
      text(L.validUntil),
      '',
      '',
      '',
      ...c.suppliers.flatMap((s) => [s.validUntil ?? '', null, null, null, null, null, null]),
    ]);
    const history = workbook.addWorksheet(text(L.history));
    history.addRow([
      text(L.line),
      text(L.item),
      text(L.supplier),
      text(L.round),
      text(L.priceWithoutTax),
      text(L.priceWithTax),
    ]);
    for (const r of c.rows) {
      r.cells.forEach((cell, i) => {
        for (const h of cell.history) {
          history.addRow([
            r.lineNumber,
            neutralizeFormula(r.itemName),
            neutralizeFormula(c.suppliers[i].supplierName),
            h.round,
            h.noQuote ? text(L.noQuote) : num(h.priceWithoutTax),
            h.noQuote ? '' : num(h.priceWithTax),
          ]);
        }
      });
    }
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(`${c.roundNumber}-compare`, 'xlsx'))
      .header('cache-control', 'no-store')
      .send(buffer);
    return {};
  },
});

export const compareExportActions = [exportComparison] as unknown as ActionDef[];
