import { formatDate, t } from '@srm/core';
import { contract } from '@srm/core/documents/contract';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { requireMenuResource } from '../../platform/access/menus.ts';
import { menu } from '../../platform/access/rules.ts';
import { callerOf, inTx } from '../../platform/documents/context.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { lockDoc } from '../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { createAwardOrder } from '../purchase/index.ts';
import { contractBound } from './contract.ts';
import { refreshOrdered } from './contractOrderLinks.ts';
import { contractOrderLines } from './schema.ts';

/*
 * Purchase orders generated from a signed contract (issue 19 item 2 "Generate purchase orders"): the buyer picks
 * lines and quantities, never beyond what remains of each line (its quantity less what live orders hold), and
 * gets one draft purchase order at the contract's prices through purchasing's own creation path (numbers,
 * history, the price library's price beside it), which the buyer completes and submits as any order. Each order
 * line is linked to its contract line; the contract lines' ordered quantity rises.
 */

const ORDER_BUTTON = 'btnCreateOrder';

const generateOrder = defineAction({
  server: 'srmServer',
  entity: 'srmCctContract',
  action: 'generateOrder',
  summary:
    'A draft purchase order from a signed contract: {contractId, lines: [{lineId, quantity}]} — each quantity at most the rest of its line (quantity less ordered), at the contract’s prices; button btnCreateOrder on CCT_CONTRACT; answers {orderId, orderNumber}',
  auth: menu(contract.menuCode),
  mutates: true,
  body: z.object({
    contractId: idSchema,
    lines: z
      .array(
        z.object({
          lineId: idSchema,
          quantity: z
            .union([z.string(), z.number()])
            .transform((v) => String(v).trim())
            .pipe(z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, { message: 'field.number' })),
        }),
      )
      .max(500),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await requireMenuResource(deps.db, user!, contract.menuCode, ORDER_BUTTON);
    return deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const doc = await lockDoc(tx, contractBound, ctx.scope, body.contractId);
      const h = doc.header;
      if (h.status !== 'SIGNED') throw new AppError(409, 'contract.notSigned', { status: h.status });
      const wanted = body.lines.filter((l) => new Decimal(l.quantity).gt(0));
      if (wanted.length === 0) throw fieldErrors([{ field: 'lines', message: t('contract.orderNoLines', lang) }]);
      const ordered = await refreshOrdered(tx, h.id, ctx.user.userId);
      const errors = [];
      const chosen = [];
      for (const [i, w] of body.lines.entries()) {
        if (!new Decimal(w.quantity).gt(0)) continue;
        const line = doc.lines.find((l) => l.id === w.lineId);
        if (!line) {
          errors.push({ field: `lines.${i}.lineId`, message: t('document.lineNotFound', lang) });
          continue;
        }
        const rest = new Decimal(String(line.quantity)).minus(ordered.get(line.id) ?? '0');
        if (new Decimal(w.quantity).gt(rest)) {
          const message = t('contract.orderBeyondRest', lang, { line: String(line.lineNumber), rest: rest.toString() });
          errors.push({ field: `lines.${i}.quantity`, message });
          continue;
        }
        chosen.push({ line, quantity: w.quantity });
      }
      if (errors.length > 0) throw fieldErrors(errors);
      const today = formatDate(new Date());
      const remark = t('contract.orderRemark', 'CN', { number: String(h.contractNumber) });
      const made = await createAwardOrder(
        tx,
        {
          orgId: h.orgId as number,
          supplierId: h.supplierId as number,
          currencyCode: String(h.currencyCode),
          paymentTermId: (h.paymentTermId as number | null) ?? null,
          shipToAddressId: null,
          validFrom: today,
          validTo: null,
          remark,
          userId: ctx.user.userId,
          lines: chosen.map(({ line, quantity }) => {
            const delivery = (line.deliveryDate as string | null) ?? today;
            return {
              materialId: (line.materialId as number | null) ?? null,
              itemDescription: String(line.itemDescription),
              categoryId: line.categoryId as number,
              quantity,
              unitCode: String(line.unitCode),
              priceWithoutTax: String(line.price),
              taxRate: String(line.taxRate),
              needByDate: delivery < today ? today : delivery,
            };
          }),
        },
        today,
      );
      await tx.insert(contractOrderLines).values(
        chosen.map(({ line, quantity }, i) => ({
          contractId: h.id,
          contractLineId: line.id,
          orderId: made.docId,
          orderNumber: made.docNumber,
          orderLineId: made.lineIds[i]!,
          quantity,
          createdBy: ctx.user.userId,
          lastUpdatedBy: ctx.user.userId,
        })),
      );
      await refreshOrdered(tx, h.id, ctx.user.userId);
      return { data: { orderId: made.docId, orderNumber: made.docNumber } };
    });
  },
});

export const contractOrderActions: ActionDef[] = [generateOrder];
