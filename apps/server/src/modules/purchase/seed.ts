import { addDays, type DocStatus, formatDate } from '@srm/core';
import { purchaseRequisition } from '@srm/core/documents/purchaseRequisition';
import { count, eq } from 'drizzle-orm';
import { permittedIds } from '../../platform/access/scope.ts';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { writeHistory } from '../../platform/documents/history.ts';
import { nextNumber } from '../../platform/numbering/numbering.ts';
import { personsByIds } from '../admin/directoryService.ts';
import { categoriesByIds, materialTable as materials } from '../base/index.ts';
import { computeAmounts } from './requisition.ts';
import { requisitionLines, requisitions } from './schema.ts';

/*
 * Demo purchasing data: a few materials and three requisitions of the demo buyer (East China OU, its
 * department and categories) in different states. None is left APPROVING: that state belongs to a
 * running approval, which only a submit through the workflow creates.
 */

type Line = { material: string; quantity: string; price: string; inDays: number };
type DemoRequisition = { purpose: string; status: DocStatus; inDays: number; lines: Line[] };

const MATERIALS = [
  ['M-STEEL-Q235-10', 'Q235 热轧钢板 10mm', 'Q235 hot-rolled plate 10 mm', 'RAW_STEEL', 'KG'],
  ['M-STEEL-45-RD40', '45# 圆钢 Φ40', 'Grade 45 round bar Ø40', 'RAW_STEEL', 'KG'],
  ['M-PP-T30S', 'PP 塑料粒子 T30S', 'PP pellets T30S', 'RAW_PLASTIC', 'KG'],
  ['M-MRO-BRG-6205', '深沟球轴承 6205-2RS', 'Deep-groove ball bearing 6205-2RS', 'MRO', 'PCS'],
  ['M-MRO-GLOVE', '劳保手套（丁腈）', 'Nitrile work gloves', 'MRO', 'BOX'],
] as const;

const REQUISITIONS: DemoRequisition[] = [
  {
    purpose: '二季度冲压线原材料备料',
    status: 'DRAFT',
    inDays: 21,
    lines: [
      { material: 'M-STEEL-Q235-10', quantity: '1200', price: '4.85', inDays: 21 },
      { material: 'M-STEEL-45-RD40', quantity: '300', price: '5.2', inDays: 28 },
    ],
  },
  {
    purpose: '注塑车间设备维护备件',
    status: 'APPROVED',
    inDays: 10,
    lines: [
      { material: 'M-MRO-BRG-6205', quantity: '40', price: '18.5', inDays: 10 },
      { material: 'M-MRO-GLOVE', quantity: '20', price: '36', inDays: 10 },
    ],
  },
  {
    purpose: '新品试制用 PP 粒子（需求取消）',
    status: 'ABOLISHED',
    inDays: 14,
    lines: [{ material: 'M-PP-T30S', quantity: '500', price: '9.6', inDays: 14 }],
  },
];

/** Loads the purchasing demo data after the demo company (seed/demo.ts); does nothing when materials exist. */
export async function seedPurchaseDemo(tx: DbOrTx): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(materials);
  if (Number(n) > 0) return;
  const [buyer] = await tx.select().from(users).where(eq(users.userName, 'buyer'));
  if (!buyer?.personId || !buyer.orgId) return;
  const person = (await personsByIds(tx, [buyer.personId])).get(buyer.personId);
  if (!person?.departmentId) return;
  const departmentId = person.departmentId;
  const permits = await permittedIds(tx, { userId: buyer.id, personId: buyer.personId });
  const categories = await categoriesByIds(tx, permits.CATEGORY);
  const categoryOf = new Map([...categories.values()].map((c) => [c.categoryCode, c.id]));

  const inserted = await tx
    .insert(materials)
    .values(
      MATERIALS.map(([materialCode, materialName, materialNameEn, category, unitCode]) => ({
        materialCode,
        materialName,
        materialNameEn,
        categoryId: categoryOf.get(category) ?? null,
        unitCode,
        createdBy: buyer.id,
      })),
    )
    .returning();
  const material = new Map(inserted.map((m) => [m.materialCode, m]));
  const day = (offset: number) => formatDate(addDays(new Date(), offset));

  for (const demo of REQUISITIONS) {
    const input = {
      header: {} as Record<string, unknown>,
      lines: demo.lines.map((l, i) => {
        const m = material.get(l.material)!;
        return {
          lineNumber: i + 1,
          materialId: m.id,
          itemDescription: m.materialName,
          categoryId: m.categoryId!,
          quantity: l.quantity,
          unitCode: m.unitCode,
          estimatedPrice: l.price,
          needByDate: day(l.inDays),
        } as Record<string, unknown>;
      }),
    };
    computeAmounts(input);
    const number = await nextNumber(tx, purchaseRequisition.billType, purchaseRequisition.numberRule);
    const [header] = await tx
      .insert(requisitions)
      .values({
        requisitionNumber: number,
        status: demo.status,
        orgId: buyer.orgId,
        departmentId,
        requesterId: buyer.personId,
        purpose: demo.purpose,
        currencyCode: 'CNY',
        needByDate: day(demo.inDays),
        totalAmount: String(input.header.totalAmount),
        // Written here without the engine, so the header's copy of the lines' categories too (store.ts visibleWhere).
        lineCategoryIds: [...new Set(input.lines.map((l) => l.categoryId as number))].sort((a, b) => a - b),
        createdBy: buyer.id,
        lastUpdatedBy: buyer.id,
      })
      .returning();
    await tx.insert(requisitionLines).values(
      input.lines.map((l) => ({
        ...(l as typeof requisitionLines.$inferInsert),
        requisitionId: header.id,
        createdBy: buyer.id,
        lastUpdatedBy: buyer.id,
      })),
    );
    await writeHistory(tx, {
      billType: purchaseRequisition.billType,
      docId: header.id,
      docNumber: number,
      action: 'create',
      fromStatus: null,
      toStatus: demo.status,
      userId: buyer.id,
      comment: 'demo data',
    });
  }
}
