import type { Lang } from '@srm/core';
import type { Label } from '@srm/core/documents/types';
import { statusLabel } from '@srm/core/documents/types';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import { findDoc, visibleWhere } from '../../platform/documents/store.ts';
import { formatDateTime, neutralizeFormula } from '../../platform/excel/cells.ts';
import { contentDisposition } from '../../platform/excel/contentDisposition.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema, optionalDaySchema } from '../../platform/http/fieldSchemas.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { categoriesByIds } from '../base/index.ts';
import { suppliersByIds } from '../supplier/index.ts';
import { supplierName } from './compare.ts';
import { tenderBidLines, tenderBids } from './sealingSchema.ts';
import { tenderBound } from './tender.ts';
import { OPENED_STATES } from './tenderEvaluationAccess.ts';
import { tenderLines, tenderSuppliers, tenders } from './tenderSchema.ts';

/*
 * Bid reports (投标报表, issue 17 item 6; spec §7 "bidGlance export, bid export"):
 * - bidGlance: the tenders of the caller's scope, one row each — how many suppliers were invited, signed
 *   up, bid and were opened, the lowest opened total, the recommended supplier, the award status — with
 *   filters and paging. Exported through the platform's export (exportServer bidGlanceExport with
 *   requestUrl …/srmSrcTenderReportRestful/listBidGlance: the export runs lists whose action starts with
 *   "list", so the same list is registered under that name too).
 * - bidExport: one tender's opened bids as an xlsx file: a sheet of the bids, a sheet of their prices by
 *   line (the lowest per line marked). Refused (409) before the bids are opened.
 * The sealing rule holds here as everywhere: before OPENED no figure of a bid is read at all (the bid
 * rows hold none then, and the query asks for none unless the tender is open).
 */

const OPENED_LIST = sql.raw(`('OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED')`);

const glanceBody = z.object({
  searchParams: z
    .object({
      tenderNumber: z.string().trim().max(64).optional(),
      title: z.string().trim().max(200).optional(),
      status: z.string().trim().max(16).optional(),
      orgId: idSchema.optional(),
      categoryId: idSchema.optional(),
      tenderMode: z.string().trim().max(16).optional(),
      awardStatus: z.string().trim().max(16).optional(),
      bidDeadlineFrom: optionalDaySchema,
      bidDeadlineTo: optionalDaySchema,
    })
    .optional()
    .default({}),
  ...pagingSchema,
});

// The row's tender in the correlated subqueries below, qualified: a select of one table names its own
// columns unqualified, which inside a subquery would mean the subquery's table.
const TENDER_ID = sql.raw('"srm_src_tender"."id"');
const participants = (source: string) =>
  sql<number>`(select count(*)::int from ${tenderSuppliers} p where p.tender_id = ${TENDER_ID} and p.source = ${source})`;
const bidsIn = (where: SQL) =>
  sql<number>`(select count(*)::int from ${tenderBids} b where b.tender_id = ${TENDER_ID} and ${where})`;

async function glance(
  deps: { db: Parameters<typeof scopeFor>[0] },
  user: Parameters<typeof scopeFor>[1],
  req: object,
  body: z.output<typeof glanceBody>,
  lang: Lang,
) {
  const scope = await scopeFor(deps.db, user, req);
  if (scope.kind === 'SUPPLIER') throw new AppError(404, 'error.notFound');
  const f = body.searchParams;
  const c: SQL[] = [visibleWhere(tenderBound, scope)];
  if (f.tenderNumber) c.push(contains(tenders.tenderNumber, f.tenderNumber));
  if (f.title) c.push(contains(tenders.title, f.title));
  if (f.status) c.push(eq(tenders.status, f.status));
  if (f.orgId) c.push(eq(tenders.orgId, f.orgId));
  if (f.categoryId) c.push(eq(tenders.categoryId, f.categoryId));
  if (f.tenderMode) c.push(eq(tenders.tenderMode, f.tenderMode));
  if (f.awardStatus) c.push(eq(tenders.awardStatus, f.awardStatus));
  if (f.bidDeadlineFrom) c.push(sql`${tenders.bidDeadline} >= ${f.bidDeadlineFrom}::date`);
  if (f.bidDeadlineTo) c.push(sql`${tenders.bidDeadline} < ${f.bidDeadlineTo}::date + 1`);
  const where = and(...c);
  const opened = sql`${tenders.status} in ${OPENED_LIST}`;
  const [rows, total] = await Promise.all([
    deps.db
      .select({
        tenderId: tenders.id,
        tenderNumber: tenders.tenderNumber,
        title: tenders.title,
        status: tenders.status,
        orgId: tenders.orgId,
        categoryId: tenders.categoryId,
        tenderMode: tenders.tenderMode,
        currencyCode: tenders.currencyCode,
        bidDeadline: tenders.bidDeadline,
        openingTime: tenders.openingTime,
        openedDate: tenders.openedDate,
        evaluatedDate: tenders.evaluatedDate,
        recommendedSupplierId: tenders.recommendedSupplierId,
        awardStatus: tenders.awardStatus,
        invitedCount: participants('INVITED'),
        signedUpCount: participants('SIGNED_UP'),
        bidCount: bidsIn(sql`b.status <> 'WITHDRAWN'`),
        openedCount: bidsIn(sql`b.status = 'OPENED'`),
        // Prices only once the tender is open: before, the query does not even read them.
        lowestTotalWithTax: sql<string | null>`case when ${opened} then (select min(b.total_with_tax)::text
          from ${tenderBids} b where b.tender_id = ${TENDER_ID} and b.status = 'OPENED') end`,
        lowestSupplierId: sql<number | null>`case when ${opened} then (select b.supplier_id from ${tenderBids} b
          where b.tender_id = ${TENDER_ID} and b.status = 'OPENED' order by b.total_with_tax, b.id limit 1) end`,
      })
      .from(tenders)
      .where(where)
      .orderBy(desc(tenders.id))
      .limit(body.pageRows)
      .offset(offsetOf(body.pageIndex, body.pageRows)),
    countCapped(deps.db, tenders, where, body),
  ]);
  const [orgs, categories, suppliers] = await Promise.all([
    orgsByIds(
      deps.db,
      rows.map((r) => r.orgId),
    ),
    categoriesByIds(
      deps.db,
      rows.map((r) => r.categoryId),
    ),
    suppliersByIds(
      deps.db,
      rows.flatMap((r) => [r.recommendedSupplierId, r.lowestSupplierId].filter((v): v is number => v != null)),
    ),
  ]);
  const data = rows.map((r) => {
    const org = orgs.get(r.orgId);
    const category = categories.get(r.categoryId);
    return {
      ...r,
      statusName: statusLabel(tenderBound.def, r.status, lang),
      orgName: org ? (lang === 'EN' && org.orgNameEn) || org.orgName : null,
      categoryName: category ? (lang === 'EN' && category.categoryNameEn) || category.categoryName : null,
      lowestSupplierName: r.lowestSupplierId ? supplierName(suppliers.get(r.lowestSupplierId), lang) : null,
      recommendedSupplierName: r.recommendedSupplierId
        ? supplierName(suppliers.get(r.recommendedSupplierId), lang)
        : null,
    };
  });
  return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
}

const glanceSummary =
  'Bid overview: the tenders of the caller’s scope, newest first — number, title, status, organisation, category, mode, currency, deadlines, opened and evaluated dates, invitedCount, signedUpCount, bidCount, openedCount, lowestTotalWithTax and its supplier (only once opened), recommended supplier, awardStatus; filters tenderNumber, title, status, orgId, categoryId, tenderMode, awardStatus, bidDeadlineFrom/To; paged';

const at = { server: 'srmServer' as const, entity: 'srmSrcTenderReport' };
const glanceAuth = menu('SRC_BID_REPORT', 'SRC_TENDER');

const bidGlance = defineAction({
  ...at,
  action: 'bidGlance',
  summary: glanceSummary,
  auth: glanceAuth,
  body: glanceBody,
  handler: ({ deps, body, user, req, lang }) => glance(deps, user!, req, body, lang),
});

// The same list under a name the platform's export runs (resolveListCall takes list… actions only).
const listBidGlance = defineAction({
  ...at,
  action: 'listBidGlance',
  summary: `${glanceSummary} (the same list, for the export: exportServer bidGlanceExport)`,
  auth: glanceAuth,
  body: glanceBody,
  handler: ({ deps, body, user, req, lang }) => glance(deps, user!, req, body, lang),
});

const L = {
  bids: { CN: '投标', EN: 'Bids' },
  lines: { CN: '分项报价', EN: 'Prices by line' },
  supplier: { CN: '供应商', EN: 'Supplier' },
  status: { CN: '状态', EN: 'Status' },
  submittedAt: { CN: '投标时间', EN: 'Submitted at' },
  submitCount: { CN: '提交次数', EN: 'Submissions' },
  hash: { CN: '商务标哈希', EN: 'Commercial hash' },
  totalWithoutTax: { CN: '不含税总额', EN: 'Total excl. tax' },
  totalWithTax: { CN: '含税总额', EN: 'Total incl. tax' },
  validity: { CN: '有效期(天)', EN: 'Validity (days)' },
  remark: { CN: '商务备注', EN: 'Commercial remark' },
  invalidReason: { CN: '无效原因', EN: 'Why invalid' },
  line: { CN: '行号', EN: 'Line' },
  item: { CN: '物料', EN: 'Item' },
  specification: { CN: '规格型号', EN: 'Specification' },
  quantity: { CN: '数量', EN: 'Quantity' },
  unit: { CN: '单位', EN: 'Unit' },
  priceWithoutTax: { CN: '不含税单价', EN: 'Price excl. tax' },
  taxRate: { CN: '税率(%)', EN: 'Tax %' },
  priceWithTax: { CN: '含税单价', EN: 'Price incl. tax' },
  amountWithoutTax: { CN: '不含税金额', EN: 'Amount excl. tax' },
  amountWithTax: { CN: '含税金额', EN: 'Amount incl. tax' },
  leadTime: { CN: '交期(天)', EN: 'Lead time (days)' },
  lowest: { CN: '最低价', EN: 'Lowest' },
  valid: { CN: '有效', EN: 'Opened' },
  invalid: { CN: '无效', EN: 'Invalid' },
} satisfies Record<string, Label>;

// A sheet cell is a double: the figures have at most 6 decimals and stay exact to that (as compareExport.ts).
const num = (v: string | null) => (v == null ? null : Number(v));

const bidExport = defineAction({
  ...at,
  action: 'bidExport',
  summary:
    'One tender’s opened bids as an xlsx file: a sheet of the bids (supplier, status, submittedAt, submissions, commercial hash, totals, validity, remark, why invalid) and a sheet of the prices by tender line × bidder (the lowest without tax marked); in the caller’s scope (404); 409 before the bids are opened',
  auth: menu('SRC_BID_REPORT', 'SRC_TENDER'),
  body: z.object({ tenderId: idSchema }),
  handler: async ({ deps, body, user, req, lang, reply }) => {
    const scope = await scopeFor(deps.db, user!, req);
    const doc = scope.kind === 'SUPPLIER' ? null : await findDoc(deps.db, tenderBound, scope, body.tenderId);
    if (!doc) throw new AppError(404, 'error.notFound');
    const tender = doc.header;
    if (!OPENED_STATES.has(tender.status)) {
      throw new AppError(409, 'evaluation.bidsNotOpened', {
        status: statusLabel(tenderBound.def, tender.status, lang),
      });
    }
    const bids = await deps.db
      .select()
      .from(tenderBids)
      .where(and(eq(tenderBids.tenderId, tender.id), sql`${tenderBids.status} in ('OPENED', 'INVALID')`))
      .orderBy(asc(tenderBids.id));
    const prices = await deps.db
      .select({ line: tenderBidLines, supplierId: tenderBids.supplierId })
      .from(tenderBidLines)
      .innerJoin(tenderBids, eq(tenderBids.id, tenderBidLines.bidId))
      .where(and(eq(tenderBids.tenderId, tender.id), eq(tenderBids.status, 'OPENED')));
    const items = await deps.db
      .select()
      .from(tenderLines)
      .where(eq(tenderLines.tenderId, tender.id))
      .orderBy(asc(tenderLines.lineNumber));
    const names = await suppliersByIds(
      deps.db,
      bids.map((b) => b.supplierId),
    );
    const text = (l: Label) => l[lang];
    const nameOf = (id: number) => neutralizeFormula(supplierName(names.get(id), lang));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(text(L.bids));
    sheet.addRow([`${tender.tenderNumber} ${neutralizeFormula(String(tender.title))} (${tender.currencyCode})`]);
    sheet.addRow(
      [
        L.supplier,
        L.status,
        L.submittedAt,
        L.submitCount,
        L.hash,
        L.totalWithoutTax,
        L.totalWithTax,
        L.validity,
        L.remark,
        L.invalidReason,
      ].map(text),
    );
    for (const b of bids) {
      sheet.addRow([
        nameOf(b.supplierId),
        text(b.status === 'OPENED' ? L.valid : L.invalid),
        formatDateTime(b.submittedAt),
        b.submitCount,
        b.commercialHash,
        num(b.totalWithoutTax),
        num(b.totalWithTax),
        b.validityDays,
        neutralizeFormula(b.commercialRemark ?? ''),
        neutralizeFormula(b.invalidReason ?? ''),
      ]);
    }
    const byLine = workbook.addWorksheet(text(L.lines));
    byLine.addRow(
      [
        L.line,
        L.item,
        L.specification,
        L.quantity,
        L.unit,
        L.supplier,
        L.priceWithoutTax,
        L.taxRate,
        L.priceWithTax,
        L.amountWithoutTax,
        L.amountWithTax,
        L.leadTime,
        L.lowest,
      ].map(text),
    );
    for (const item of items) {
      const offers = prices
        .filter((p) => p.line.tenderLineId === item.id)
        .sort(
          (a, b) => new Decimal(a.line.priceWithoutTax).comparedTo(b.line.priceWithoutTax) || a.line.id - b.line.id,
        );
      const lowest = offers[0]?.line.priceWithoutTax;
      for (const { line, supplierId } of offers) {
        byLine.addRow([
          item.lineNumber,
          neutralizeFormula(item.itemName),
          neutralizeFormula(item.specification ?? ''),
          num(item.quantity),
          item.uomCode,
          nameOf(supplierId),
          num(line.priceWithoutTax),
          num(line.taxRate),
          num(line.priceWithTax),
          num(line.amountWithoutTax),
          num(line.amountWithTax),
          line.leadTimeDays,
          lowest != null && new Decimal(line.priceWithoutTax).equals(lowest) ? '*' : '',
        ]);
      }
    }
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(`${tender.tenderNumber}-bids`, 'xlsx'))
      .header('cache-control', 'no-store')
      .send(buffer);
    return {};
  },
});

export const tenderReportActions = [bidGlance, listBidGlance, bidExport] as unknown as ActionDef[];
