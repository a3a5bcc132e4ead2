import { addDays, type DocStatus, formatDate } from '@srm/core';
import { purchaseOrder } from '@srm/core/documents/purchaseOrder';
import { and, count, eq, inArray } from 'drizzle-orm';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import type { DocInput } from '../../../platform/documents/binding.ts';
import { writeHistory } from '../../../platform/documents/history.ts';
import { refreshLineScope } from '../../../platform/documents/store.ts';
import { nextNumber } from '../../../platform/numbering/numbering.ts';
import { deployModel, saveModel } from '../../../platform/workflow/models.ts';
import { processCategories, processModels } from '../../../platform/workflow/schema.ts';
import { orgsByCodes } from '../../admin/orgService.ts';
import { materialTable } from '../materials.ts';
import { purchaseOrderLines, purchaseOrders } from '../orderSchema.ts';
import { orderBound } from './order.ts';
import { computeOrderAmounts } from './orderAmounts.ts';

/*
 * Demo orders of supplier1 (苏州精密机械): one CONFIRMED with open lines a delivery note can ship
 * against, one published and awaiting its confirmation; and the deployed approval of orders (one
 * step: the approver). None is left APPROVING. Idempotent: does nothing once an order exists.
 */

export const PO_ORDER_MODEL_KEY = 'PO_ORDER_DEFAULT';

/** One approval step by a person (the demo approver). */
const processXml = (personId: number) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:srm="http://srm.local/bpmn"
  id="Definitions_PoOrder" targetNamespace="http://srm.local/bpmn/process">
  <bpmn:process id="${PO_ORDER_MODEL_KEY}" name="采购订单审批" isExecutable="true">
    <bpmn:startEvent id="StartEvent_Submit" name="提交" />
    <bpmn:userTask id="Task_Approve" name="采购经理审批" srm:assigneeType="PERSON" srm:assignee="${personId}" />
    <bpmn:endEvent id="EndEvent_Approved" name="审批通过" />
    <bpmn:sequenceFlow id="Flow_Submit" sourceRef="StartEvent_Submit" targetRef="Task_Approve" />
    <bpmn:sequenceFlow id="Flow_Approve" sourceRef="Task_Approve" targetRef="EndEvent_Approved" />
  </bpmn:process>
</bpmn:definitions>`;

async function seedOrderProcess(db: DbOrTx, adminId: number, approverPersonId: number): Promise<void> {
  const [existing] = await db
    .select({ id: processModels.id })
    .from(processModels)
    .where(eq(processModels.billType, purchaseOrder.billType));
  if (existing) return;
  const [category] = await db
    .select({ id: processCategories.id })
    .from(processCategories)
    .where(eq(processCategories.categoryCode, 'PURCHASE'));
  const model = await saveModel(
    db,
    'EN',
    {
      modelKey: PO_ORDER_MODEL_KEY,
      modelName: '采购订单审批',
      categoryId: category?.id ?? null,
      billType: purchaseOrder.billType,
      orgId: null,
      bpmnXml: processXml(approverPersonId),
      description: 'One approval by the purchasing manager',
    },
    adminId,
  );
  await deployModel(db, 'EN', model.id, adminId);
}

type DemoLine = { material: string; quantity: string; price: string; inDays: number; shipped?: string };

async function insertOrder(
  tx: DbOrTx,
  o: { orgId: number; supplierId: number; buyerId: number; status: 'CONFIRMED' | 'NO_CONFIRMED'; lines: DemoLine[] },
): Promise<void> {
  const codes = o.lines.map((l) => l.material);
  const found = await tx.select().from(materialTable).where(inArray(materialTable.materialCode, codes));
  const byCode = new Map(found.map((m) => [m.materialCode, m]));
  const today = new Date();
  const input: DocInput = {
    header: {},
    lines: o.lines.map((l) => ({ quantity: l.quantity, price: l.price, taxRate: '13' })),
  };
  computeOrderAmounts(input);
  const number = await nextNumber(tx, purchaseOrder.billType, purchaseOrder.numberRule);
  const [header] = await tx
    .insert(purchaseOrders)
    .values({
      orderNumber: number,
      status: o.status,
      orgId: o.orgId,
      supplierId: o.supplierId,
      buyerId: o.buyerId,
      currencyCode: 'CNY',
      exchangeRate: '1',
      orderDate: formatDate(today),
      totalAmount: String(input.header.totalAmount),
      totalTax: String(input.header.totalTax),
      totalWithTax: String(input.header.totalWithTax),
      publishDate: today,
      confirmDate: o.status === 'CONFIRMED' ? today : null,
      remark: 'Demo',
      createdBy: o.buyerId,
      lastUpdatedBy: o.buyerId,
    })
    .returning({ id: purchaseOrders.id });
  await tx.insert(purchaseOrderLines).values(
    o.lines.map((l, i) => {
      const m = byCode.get(l.material)!;
      const computed = input.lines[i];
      return {
        orderId: header.id,
        lineNumber: i + 1,
        materialId: m.id,
        itemDescription: m.materialName,
        categoryId: m.categoryId as number,
        quantity: l.quantity,
        unitCode: m.unitCode,
        price: l.price,
        taxRate: '13',
        amount: String(computed.amount),
        taxAmount: String(computed.taxAmount),
        needByDate: formatDate(addDays(today, l.inDays)),
        promisedDate: o.status === 'CONFIRMED' ? formatDate(addDays(today, l.inDays)) : null,
        createdBy: o.buyerId,
        lastUpdatedBy: o.buyerId,
      };
    }),
  );
  await refreshLineScope(tx, orderBound, [header.id]);
  const steps: [string, DocStatus | null, DocStatus][] = [
    ['create', null, 'DRAFT'],
    ['publish', 'APPROVED', 'NO_CONFIRMED'],
  ];
  if (o.status === 'CONFIRMED') steps.push(['confirm', 'NO_CONFIRMED', 'CONFIRMED']);
  for (const [action, from, to] of steps) {
    await writeHistory(tx, {
      billType: purchaseOrder.billType,
      docId: header.id,
      docNumber: number,
      action,
      fromStatus: from,
      toStatus: to,
      userId: o.buyerId,
    });
  }
}

/** Loads the order demo (after the purchasing, workflow and supplier demos). */
export async function seedOrderDemo(db: DbOrTx): Promise<void> {
  const byName = async (userName: string) => {
    const [row] = await db.select().from(users).where(eq(users.userName, userName));
    return row;
  };
  const [admin, buyer, approver, supplier1] = await Promise.all(
    ['admin', 'buyer', 'approver', 'supplier1'].map(byName),
  );
  if (!admin || !buyer || !supplier1?.supplierId) return;
  if (approver?.personId != null) await seedOrderProcess(db, admin.id, approver.personId);
  const [{ n }] = await db.select({ n: count() }).from(purchaseOrders);
  if (n > 0) return;
  const [plate] = await db
    .select({ id: materialTable.id })
    .from(materialTable)
    .where(and(eq(materialTable.materialCode, 'M-STEEL-Q235-10')));
  if (!plate) return;
  const east = (await orgsByCodes(db, ['OU_EAST'])).get('OU_EAST');
  if (!east) return;
  const orgId = east.id;
  await db.transaction(async (tx) => {
    await insertOrder(tx, {
      orgId,
      supplierId: supplier1.supplierId as number,
      buyerId: buyer.id,
      status: 'CONFIRMED',
      lines: [
        { material: 'M-STEEL-Q235-10', quantity: '1000', price: '4.8', inDays: 14 },
        { material: 'M-MRO-BRG-6205', quantity: '50', price: '18', inDays: 10 },
      ],
    });
    await insertOrder(tx, {
      orgId,
      supplierId: supplier1.supplierId as number,
      buyerId: buyer.id,
      status: 'NO_CONFIRMED',
      lines: [{ material: 'M-STEEL-45-RD40', quantity: '200', price: '5.1', inDays: 21 }],
    });
  });
}
