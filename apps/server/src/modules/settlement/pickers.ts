import { currencyScale, roundMoney } from '@srm/core/settlement/money';
import { remainingMoney } from '@srm/core/settlement/paymentTotals';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import { typeRule } from '../../platform/documents/context.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { advanceableOrders } from '../purchase/index.ts';
import { advanceBound } from './advance.ts';
import { presentParties } from './parties.ts';
import { paymentBound } from './payment.ts';
import { accountStatements, invoices, paymentLines, payments } from './schema.ts';

/*
 * The pickers of the advance (its order) and of the payment application (its invoices), searched on the server a
 * page at a time (issue 18): the typed text is matched through the numbers' gram indexes in the caller's scope, so
 * the right row is found among any number of them — not only among the first page read into the browser. Internal
 * users of the documents' pages only: a supplier user never applies for an advance or a payment (403).
 */

async function internal(
  deps: { db: Parameters<typeof scopeFor>[0] },
  user: Parameters<typeof scopeFor>[1],
  req: object,
) {
  const scope = await scopeFor(deps.db, user, req);
  if (scope.kind === 'SUPPLIER') throw new AppError(403, 'error.forbidden');
  return scope;
}

const orderPicker = defineAction({
  server: 'srmServer',
  entity: 'srmSettleAdvance',
  action: 'orderPicker',
  summary:
    'Orders an advance may be applied against (APPROVED, NO_CONFIRMED, CONFIRMED, CHANGING) in the caller’s scope, newest first: {searchParams: {keyword? (in the order number), supplierId?}, pageIndex, pageRows} → orderId, orderNumber, status, orgId, supplierId, supplierName, currencyCode, totalWithTax; paged; menu SET_ADVANCE, internal users only',
  auth: typeRule(advanceBound),
  body: z.object({
    searchParams: z
      .object({ keyword: z.string().trim().max(64).optional(), supplierId: idSchema.optional() })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const scope = await internal(deps, user!, req);
    const { rows, page } = await advanceableOrders(deps.db, scope, body.searchParams, body);
    await presentParties(deps.db, lang, rows as unknown as Record<string, unknown>[]);
    return { data: rows, page };
  },
});

/** What payment applications not void take of an invoice (one application left out: the one being edited). */
const takenOf = (exceptPaymentId: number | undefined) => sql`coalesce((select sum(${paymentLines.applyAmount})
  from ${paymentLines} join ${payments} on ${payments.id} = ${paymentLines.paymentId}
  where ${paymentLines.invoiceId} = ${invoices.id} and ${payments.status} <> 'ABOLISHED'
  ${exceptPaymentId ? sql`and ${payments.id} <> ${exceptPaymentId}` : sql``}), 0)`;

const invoicePicker = defineAction({
  server: 'srmServer',
  entity: 'srmSettlePayment',
  action: 'invoicePicker',
  summary:
    'Confirmed, unsettled invoices of one supplier and currency with something not yet in a payment application, in the caller’s scope, newest first: {searchParams: {supplierId, currencyCode, orgId?, keyword? (in the registration number), paymentId? (the application being edited, left out of what is taken)}, pageIndex, pageRows} → invoiceId, registrationNumber, statementNumber, totalWithTax, unpaidAmount, currencyCode; paged; menu SET_PAYMENT, internal users only',
  auth: typeRule(paymentBound),
  body: z.object({
    searchParams: z.object({
      supplierId: idSchema,
      currencyCode: z.string().trim().min(1).max(16),
      orgId: idSchema.optional(),
      keyword: z.string().trim().max(64).optional(),
      paymentId: idSchema.optional(),
    }),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, user, req }) => {
    const scope = await internal(deps, user!, req);
    const f = body.searchParams;
    const taken = takenOf(f.paymentId);
    const c: SQL[] = [
      eq(invoices.status, 'CONFIRMED'),
      eq(invoices.settledFlag, 'N'),
      eq(invoices.supplierId, f.supplierId),
      eq(invoices.currencyCode, f.currencyCode),
      scopeWhere(scope, { orgId: invoices.orgId, supplierId: invoices.supplierId }),
      sql`${invoices.totalWithTax} > ${taken}`,
    ];
    if (f.orgId) c.push(eq(invoices.orgId, f.orgId));
    if (f.keyword) c.push(contains(invoices.registrationNumber, f.keyword));
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          invoiceId: invoices.id,
          registrationNumber: invoices.registrationNumber,
          statementNumber: accountStatements.statementNumber,
          orgId: invoices.orgId,
          currencyCode: invoices.currencyCode,
          totalWithTax: invoices.totalWithTax,
          taken: sql<string>`${taken}::text`,
        })
        .from(invoices)
        .innerJoin(accountStatements, eq(accountStatements.id, invoices.statementId))
        .where(where)
        .orderBy(desc(invoices.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, invoices, where, body),
    ]);
    return {
      data: rows.map(({ taken: part, ...r }) => ({
        ...r,
        currencyScale: currencyScale(r.currencyCode),
        totalWithTax: roundMoney(r.totalWithTax ?? '0', r.currencyCode),
        unpaidAmount: remainingMoney(r.totalWithTax ?? '0', part, r.currencyCode),
      })),
      page: pageInfo(total, body.pageIndex, body.pageRows),
    };
  },
});

export const pickerActions = [orderPicker, invoicePicker] as unknown as ActionDef[];
