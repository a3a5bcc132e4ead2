import { addDays, formatDate } from '@srm/core';
import { purchaseAgreement } from '@srm/core/documents/purchaseAgreement';
import { purchaseAsl } from '@srm/core/documents/purchaseAsl';
import { purchasePricing } from '@srm/core/documents/purchasePricing';
import { count, eq, inArray } from 'drizzle-orm';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { writeHistory } from '../../../platform/documents/history.ts';
import { refreshLineScope } from '../../../platform/documents/store.ts';
import { nextNumber } from '../../../platform/numbering/numbering.ts';
import { PURCHASING_MANAGER_APPROVAL, singleApprovalXml } from '../../../platform/workflow/defaultProcess.ts';
import { deployModel, saveModel } from '../../../platform/workflow/models.ts';
import { processCategories, processModels } from '../../../platform/workflow/schema.ts';
import { orgsByCodes } from '../../admin/orgService.ts';
import { categoriesByCodes, materialTable } from '../../base/index.ts';
import {
  agreementLines,
  agreements,
  aslApplicationLines,
  aslApplications,
  aslEntries,
  priceEntries,
  pricingAuthorities,
  pricingLines,
  pricings,
} from '../sourceSchema.ts';
import { agreementBound } from './agreementDocument.ts';
import { aslBound } from './aslDocument.ts';
import { pricingBound } from './pricingDocument.ts';
import { unitPriceOf } from './sourceRules.ts';

/*
 * The sources demo (issue 8 items 1–2), after the purchasing, supplier and workflow demos: the deployed
 * one-step approvals of ASL applications, pricing and agreements (the demo approver); an approved ASL
 * application listing supplier1 (S000001) for every demo material in East China OU — supplier2 is on
 * no list, so an order to it shows the refusal; an approved pricing document with its library prices
 * (CNY, 13 %, the steel plate with a quantity break); an approved framework agreement with supplier1;
 * pricing authority for the approver and the administrator. Idempotent: data only once.
 */

const MATERIAL_PRICES: [code: string, price: string, breakFrom?: string, breakPrice?: string][] = [
  ['M-STEEL-Q235-10', '4.85', '1000', '4.6'],
  ['M-STEEL-45-RD40', '5.2'],
  ['M-PP-T30S', '9.6'],
  ['M-MRO-BRG-6205', '18.5'],
  ['M-MRO-GLOVE', '36'],
];

const processXml = (key: string, name: string, personId: number) =>
  singleApprovalXml(key, name, { type: 'PERSON', personId }, PURCHASING_MANAGER_APPROVAL);

/** One approval step by the demo approver for each source bill type, unless a model of it exists. */
async function seedProcesses(db: DbOrTx, adminId: number, approverPersonId: number): Promise<void> {
  const [category] = await db
    .select({ id: processCategories.id })
    .from(processCategories)
    .where(eq(processCategories.categoryCode, 'PURCHASE'));
  for (const [billType, name] of [
    [purchaseAsl.billType, '货源清单申请审批'],
    [purchasePricing.billType, '定价单审批'],
    [purchaseAgreement.billType, '采购协议审批'],
  ] as const) {
    const [existing] = await db
      .select({ id: processModels.id })
      .from(processModels)
      .where(eq(processModels.billType, billType));
    if (existing) continue;
    const key = `${billType}_DEFAULT`;
    const model = await saveModel(
      db,
      'EN',
      {
        modelKey: key,
        modelName: name,
        categoryId: category?.id ?? null,
        billType,
        orgId: null,
        bpmnXml: processXml(key, name, approverPersonId),
        description: 'One approval by the purchasing manager',
      },
      adminId,
    );
    await deployModel(db, 'EN', model.id, adminId);
  }
}

/** Writes the create and approval-end history rows of a demo document born approved. */
async function history(tx: DbOrTx, billType: string, docId: number, docNumber: string, userId: number) {
  await writeHistory(tx, { billType, docId, docNumber, action: 'create', fromStatus: null, toStatus: 'DRAFT', userId });
  await writeHistory(tx, {
    billType,
    docId,
    docNumber,
    action: 'approvalEnd',
    fromStatus: 'APPROVING',
    toStatus: 'APPROVED',
    userId: null,
  });
}

export async function seedSourcesDemo(db: DbOrTx): Promise<void> {
  const byName = async (userName: string) => (await db.select().from(users).where(eq(users.userName, userName)))[0];
  const [admin, buyer, approver, supplier1] = await Promise.all(
    ['admin', 'buyer', 'approver', 'supplier1'].map(byName),
  );
  if (!admin || !buyer || !supplier1?.supplierId) return;
  if (approver?.personId != null) await seedProcesses(db, admin.id, approver.personId);
  const [{ n }] = await db.select({ n: count() }).from(aslEntries);
  if (n > 0) return;
  const east = (await orgsByCodes(db, ['OU_EAST'])).get('OU_EAST');
  const found = await db
    .select()
    .from(materialTable)
    .where(
      inArray(
        materialTable.materialCode,
        MATERIAL_PRICES.map(([code]) => code),
      ),
    );
  if (!east || found.length === 0) return;
  const byCode = new Map(found.map((m) => [m.materialCode, m]));
  const materials = MATERIAL_PRICES.flatMap(([code, price, breakFrom, breakPrice]) => {
    const m = byCode.get(code);
    return m?.categoryId != null ? [{ m, categoryId: m.categoryId, price, breakFrom, breakPrice }] : [];
  });
  const orgId = east.id;
  const supplierId = supplier1.supplierId;
  const who = { createdBy: buyer.id, lastUpdatedBy: buyer.id };
  const validFrom = formatDate(addDays(new Date(), -30));
  const yearEnd = formatDate(addDays(new Date(), 335));

  await db.transaction(async (tx) => {
    // The approved supplier list: one approved application, its lines, the entries they became.
    const aslNumber = await nextNumber(tx, purchaseAsl.billType, purchaseAsl.numberRule);
    const [asl] = await tx
      .insert(aslApplications)
      .values({ aslNumber, status: 'APPROVED', orgId, applyType: 'NEW', reason: 'Demo: qualified supplier', ...who })
      .returning();
    const aslLines = await tx
      .insert(aslApplicationLines)
      .values(
        materials.map(({ m, categoryId }, i) => ({
          aslId: asl.id,
          lineNumber: i + 1,
          materialId: m.id,
          categoryId,
          supplierId,
          entryStatus: 'ACTIVE',
          validFrom,
          validTo: null,
          priority: 1,
          ...who,
        })),
      )
      .returning();
    await tx.insert(aslEntries).values(
      aslLines.map((l) => ({
        orgId,
        materialId: l.materialId,
        categoryId: l.categoryId,
        supplierId,
        status: 'ACTIVE',
        validFrom,
        validTo: null,
        priority: 1,
        sourceDocId: asl.id,
        sourceLineId: l.id,
        lastDocId: asl.id,
        ...who,
      })),
    );
    await refreshLineScope(tx, aslBound, [asl.id]);
    await history(tx, purchaseAsl.billType, asl.id, aslNumber, buyer.id);

    // The price library: one approved pricing document (CNY, 13 %); the plate also from 1000 kg on.
    const pricingNumber = await nextNumber(tx, purchasePricing.billType, purchasePricing.numberRule);
    const [pricing] = await tx
      .insert(pricings)
      .values({
        pricingNumber,
        status: 'APPROVED',
        orgId,
        supplierId,
        currencyCode: 'CNY',
        remark: 'Demo prices',
        ...who,
      })
      .returning();
    const priceRows = materials.flatMap(({ m, categoryId, price, breakFrom, breakPrice }) => [
      { materialId: m.id, categoryId, price, minQuantity: '0' },
      ...(breakFrom && breakPrice ? [{ materialId: m.id, categoryId, price: breakPrice, minQuantity: breakFrom }] : []),
    ]);
    const pLines = await tx
      .insert(pricingLines)
      .values(
        priceRows.map((p, i) => ({
          pricingId: pricing.id,
          lineNumber: i + 1,
          ...p,
          taxRate: '13',
          priceUnit: '1',
          unitPrice: unitPriceOf(p.price, '1'),
          validFrom,
          validTo: null,
          ...who,
        })),
      )
      .returning();
    await tx.insert(priceEntries).values(
      pLines.map((l) => ({
        orgId,
        supplierId,
        materialId: l.materialId,
        categoryId: l.categoryId,
        currencyCode: 'CNY',
        taxRate: l.taxRate,
        price: l.price,
        priceUnit: l.priceUnit,
        unitPrice: l.unitPrice,
        minQuantity: l.minQuantity,
        validFrom,
        validTo: null,
        sourceDocId: pricing.id,
        sourceLineId: l.id,
        ...who,
      })),
    );
    await refreshLineScope(tx, pricingBound, [pricing.id]);
    await history(tx, purchasePricing.billType, pricing.id, pricingNumber, buyer.id);

    // A framework agreement for the plate and the gloves, for a year.
    const agreementNumber = await nextNumber(tx, purchaseAgreement.billType, purchaseAgreement.numberRule);
    const [agreement] = await tx
      .insert(agreements)
      .values({
        agreementNumber,
        status: 'APPROVED',
        orgId,
        supplierId,
        agreementType: 'FRAMEWORK',
        currencyCode: 'CNY',
        validFrom,
        validTo: yearEnd,
        amountCeiling: '100000.00',
        remark: 'Demo framework agreement',
        ...who,
      })
      .returning();
    const plate = byCode.get('M-STEEL-Q235-10');
    const glove = byCode.get('M-MRO-GLOVE');
    const agreementRows = [
      plate && { m: plate, price: '4.7', quantityCeiling: '10000' },
      glove && { m: glove, price: '35', quantityCeiling: '500' },
    ].flatMap((r) => (r && r.m.categoryId != null ? [r] : []));
    await tx.insert(agreementLines).values(
      agreementRows.map((r, i) => ({
        agreementId: agreement.id,
        lineNumber: i + 1,
        materialId: r.m.id,
        categoryId: r.m.categoryId as number,
        unitCode: r.m.unitCode,
        price: r.price,
        taxRate: '13',
        quantityCeiling: r.quantityCeiling,
        ...who,
      })),
    );
    await refreshLineScope(tx, agreementBound, [agreement.id]);
    await history(tx, purchaseAgreement.billType, agreement.id, agreementNumber, buyer.id);

    // Pricing authority: the approver for the raw materials and MRO, the administrator for all of them.
    const categories = await categoriesByCodes(tx, ['RAW_STEEL', 'RAW_PLASTIC', 'MRO', 'ELEC_IC']);
    const grant = (userId: number, codes: string[]) =>
      codes.flatMap((c) => {
        const category = categories.get(c);
        return category ? [{ userId, categoryId: category.id, createdBy: admin.id, lastUpdatedBy: admin.id }] : [];
      });
    const rows = [
      ...(approver ? grant(approver.id, ['RAW_STEEL', 'RAW_PLASTIC', 'MRO']) : []),
      ...grant(admin.id, ['RAW_STEEL', 'RAW_PLASTIC', 'MRO', 'ELEC_IC']),
    ];
    if (rows.length) await tx.insert(pricingAuthorities).values(rows).onConflictDoNothing();
  });
}
