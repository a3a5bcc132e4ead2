import { formatDate, t } from '@srm/core';
import { purchaseOrder } from '@srm/core/documents/purchaseOrder';
import { documentSaveSchema } from '@srm/core/documents/schemas';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../../platform/access/rules.ts';
import type { StoredDoc } from '../../../platform/documents/binding.ts';
import { callerOf, inTx, recordById, typeRule } from '../../../platform/documents/context.ts';
import { fieldErrors } from '../../../platform/documents/fieldChecks.ts';
import { ActionGate } from '../../../platform/documents/gate.ts';
import { diffDocuments, writeHistory } from '../../../platform/documents/history.ts';
import { saveOne } from '../../../platform/documents/saveActions.ts';
import { findDoc, lockDoc, updateHeader } from '../../../platform/documents/store.ts';
import { type ActionDef, defineAction } from '../../../platform/http/action.ts';
import { idSchema } from '../../../platform/http/fieldSchemas.ts';
import { parseWithLang } from '../../../platform/i18n/zodMessages.ts';
import { materialsByIds, materialTitle } from '../../base/index.ts';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';
import { requisitionLinesForOrder, requisitionLinesToOrder } from '../requisitionOrdered.ts';
import { orderBound } from './order.ts';
import { startingPrice } from './orderRules.ts';
import { agreementLinesForOrder } from './orderSources.ts';
import { confirmed } from './orderSteps.ts';

/*
 * The order's calls beyond the engine's: the supplier's confirmation with promised dates, creating a
 * draft from approved requisition lines, and the picker of those lines. Built on the engine's pieces
 * (lockDoc, ActionGate, saveOne, writeHistory) so states, versions, buttons and scope read the same.
 */

const at = { server: 'srmServer' as const, entity: 'srmPoHeader' };
const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'field.date');

/** The tax rate of a line no price-library entry prices (China's VAT on goods). */
const DEFAULT_TAX_RATE = '13';

const supplierConfirm = defineAction({
  ...at,
  action: 'supplierConfirm',
  summary:
    'The supplier confirms a published order (NO_CONFIRMED → CONFIRMED), optionally with a promised date per line (a user of its supplier, button btnConfirm on SUP_ORDER; with the version read)',
  auth: typeRule(orderBound),
  mutates: true,
  body: z.object({
    orderId: idSchema,
    version: z.number().int().min(0),
    lines: z
      .array(z.object({ lineId: idSchema, promisedDate: DATE.nullable().optional() }))
      .max(1000)
      .optional()
      .default([]),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const doc = await lockDoc(tx, orderBound, ctx.scope, body.orderId);
      await new ActionGate(orderBound, tx, ctx.user, deps.workflow).check('confirm', doc.header, body.version, lang);
      const own = new Set(doc.lines.map((l) => l.id));
      const errors = body.lines.flatMap((l, i) => {
        if (!own.has(l.lineId)) return [{ field: `lines.${i}.lineId`, message: t('order.notOrderLine', lang) }];
        if (l.promisedDate && l.promisedDate < String(doc.header.orderDate)) {
          return [{ field: `lines.${i}.promisedDate`, message: t('order.promisedDateBeforeOrder', lang) }];
        }
        return [];
      });
      if (errors.length > 0) throw fieldErrors(errors);
      for (const l of body.lines) {
        await tx
          .update(purchaseOrderLines)
          .set({ promisedDate: l.promisedDate ?? null })
          .where(and(eq(purchaseOrderLines.id, l.lineId), eq(purchaseOrderLines.orderId, doc.header.id)));
      }
      await updateHeader(tx, orderBound, doc.header, { status: 'CONFIRMED' }, ctx.user.userId);
      const after = (await findDoc(tx, orderBound, null, doc.header.id)) as StoredDoc;
      await writeHistory(tx, {
        billType: purchaseOrder.billType,
        docId: doc.header.id,
        docNumber: String(doc.header.orderNumber),
        action: 'confirm',
        fromStatus: doc.header.status,
        toStatus: 'CONFIRMED',
        userId: ctx.user.userId,
        changes: diffDocuments(purchaseOrder, doc, after),
      });
      await confirmed(ctx, doc);
    });
    return { data: await recordById(orderBound, caller, body.orderId) };
  },
});

const lineChoice = z.object({ requisitionLineId: idSchema, quantity: z.union([z.string(), z.number()]) });

const createFromRequisition = defineAction({
  ...at,
  action: 'createFromRequisition',
  summary:
    'A draft order for one supplier from approved requisition lines and quantities (no more than remains of each line); material, category, unit, need-by date from the line, the price-library price where one is valid (button btnAdd)',
  auth: menu(purchaseOrder.menuCode),
  mutates: true,
  body: z.object({
    supplierId: idSchema,
    purchasingGroupId: idSchema.optional(),
    lines: z.array(lineChoice).max(200),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    if (body.lines.length === 0) throw fieldErrors([{ field: 'lines', message: t('order.noLinesChosen', lang) }]);
    const id = await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const sources = await requisitionLinesForOrder(
        tx,
        body.lines.map((l) => l.requisitionLineId),
        null,
      );
      const errors = body.lines.flatMap((l, i) =>
        sources.get(l.requisitionLineId)?.status === 'APPROVED'
          ? []
          : [{ field: `lines.${i}.requisitionLineId`, message: t('order.requisitionLineNotApproved', lang) }],
      );
      if (errors.length > 0) throw fieldErrors(errors);
      const first = sources.get(body.lines[0].requisitionLineId)!;
      const orderDate = formatDate(new Date());
      const lines = [];
      for (const l of body.lines) {
        const s = sources.get(l.requisitionLineId)!;
        // The library's price where it prices the line (the requisition's estimate otherwise): an order
        // starts at the negotiated price, and the buyer departs from it only with a reason.
        const { price, taxRate } = await startingPrice(
          tx,
          {
            orgId: first.orgId,
            supplierId: body.supplierId,
            materialId: s.materialId,
            currencyCode: first.currencyCode,
            quantity: String(l.quantity),
            date: orderDate,
          },
          { price: String(s.estimatedPrice), taxRate: DEFAULT_TAX_RATE },
        );
        lines.push({
          materialId: s.materialId,
          itemDescription: s.itemDescription,
          categoryId: s.categoryId,
          quantity: l.quantity,
          unitCode: s.unitCode,
          price,
          taxRate,
          needByDate: s.needByDate,
        });
      }
      const parsed = parseWithLang(
        documentSaveSchema(purchaseOrder),
        {
          orgId: first.orgId,
          supplierId: body.supplierId,
          purchasingGroupId: body.purchasingGroupId ?? null,
          buyerId: ctx.user.userId,
          currencyCode: first.currencyCode,
          orderDate,
          lines,
        },
        lang,
      );
      if (!parsed.ok) throw fieldErrors(parsed.errors);
      const save = parsed.value as Record<string, unknown>;
      // Where each line comes from is read-only on the form; the server sets it here.
      const saveLines = save.lines as Record<string, unknown>[];
      body.lines.forEach((l, i) => {
        saveLines[i].requisitionLineId = l.requisitionLineId;
      });
      const orderId = await saveOne(orderBound, ctx, save);
      await tx.update(purchaseOrders).set({ sourceType: 'REQUISITION' }).where(eq(purchaseOrders.id, orderId));
      return orderId;
    });
    return { data: await recordById(orderBound, caller, id), msg: 'ok.saved' };
  },
});

const requisitionLinesForSelect = defineAction({
  ...at,
  action: 'requisitionLinesForSelect',
  summary:
    'Approved requisition lines of the caller scope with something left to order: {keyword?} → {requisitionLineId, requisitionNumber, lineNumber, materialId, itemDescription, categoryId, quantity, orderedQuantity, remaining, unitCode, estimatedPrice, needByDate, currencyCode, orgId}',
  auth: menu(purchaseOrder.menuCode),
  body: z.object({ keyword: z.string().trim().max(100).optional() }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    const rows = await requisitionLinesToOrder(deps.db, caller.scope, body);
    return {
      data: rows.map(({ id, orderedElsewhere, status: _s, ...r }) => ({
        ...r,
        requisitionLineId: id,
        orderedQuantity: orderedElsewhere,
      })),
    };
  },
});

const createFromAgreement = defineAction({
  ...at,
  action: 'createFromAgreement',
  summary:
    'A draft order (FRAMEWORK) calling off an approved, valid agreement of the caller scope: its supplier, currency and payment term, and per chosen agreement line its material, unit, price and tax rate (button btnAdd); consumed when the order is approved, moved by the difference when an alteration is approved, released when it is cancelled',
  auth: menu(purchaseOrder.menuCode),
  mutates: true,
  body: z.object({
    agreementId: idSchema,
    lines: z
      .array(z.object({ agreementLineId: idSchema, quantity: z.union([z.string(), z.number()]), needByDate: DATE }))
      .max(200),
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    if (body.lines.length === 0) throw fieldErrors([{ field: 'lines', message: t('order.noLinesChosen', lang) }]);
    const agreement = await agreementLinesForOrder(deps.db, body.agreementId, { scope: caller.scope });
    const byId = new Map(agreement.lines.map((l) => [l.agreementLineId, l]));
    const errors = body.lines.flatMap((l, i) =>
      byId.has(l.agreementLineId) ? [] : [{ field: `lines.${i}.agreementLineId`, message: t('ref.notFound', lang) }],
    );
    if (errors.length > 0) throw fieldErrors(errors);
    const materials = await materialsByIds(
      deps.db,
      agreement.lines.map((l) => l.materialId),
    );
    const id = await deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      const parsed = parseWithLang(
        documentSaveSchema(purchaseOrder),
        {
          orgId: agreement.orgId,
          supplierId: agreement.supplierId,
          buyerId: ctx.user.userId,
          currencyCode: agreement.currencyCode,
          paymentTermId: agreement.paymentTermId,
          orderDate: formatDate(new Date()),
          lines: body.lines.map((l) => {
            const a = byId.get(l.agreementLineId)!;
            const material = materials.get(a.materialId);
            return {
              materialId: a.materialId,
              itemDescription: material ? materialTitle(material, lang) : String(a.materialId),
              categoryId: a.categoryId,
              quantity: l.quantity,
              unitCode: a.unitCode ?? material?.unitCode,
              price: a.price,
              taxRate: a.taxRate,
              needByDate: l.needByDate,
            };
          }),
        },
        lang,
      );
      if (!parsed.ok) throw fieldErrors(parsed.errors);
      const save = parsed.value as Record<string, unknown>;
      // The agreement line is read-only on the form: the server sets it, and the line keeps its price.
      (save.lines as Record<string, unknown>[]).forEach((line, i) => {
        line.agreementLineId = body.lines[i].agreementLineId;
      });
      const orderId = await saveOne(orderBound, ctx, save);
      await tx
        .update(purchaseOrders)
        .set({ sourceType: 'AGREEMENT', orderType: 'FRAMEWORK', agreementId: agreement.agreementId })
        .where(eq(purchaseOrders.id, orderId));
      return orderId;
    });
    return { data: await recordById(orderBound, caller, id), msg: 'ok.saved' };
  },
});

export const orderCallActions = [
  supplierConfirm,
  createFromRequisition,
  createFromAgreement,
  requisitionLinesForSelect,
] as ActionDef[];
