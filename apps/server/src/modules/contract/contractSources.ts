import { formatDate, type Lang, t } from '@srm/core';
import { contract } from '@srm/core/documents/contract';
import dayjs from 'dayjs';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { menu } from '../../platform/access/rules.ts';
import type { DocContext, DocRecord } from '../../platform/documents/binding.ts';
import { callerOf, inTx, recordById } from '../../platform/documents/context.ts';
import { ActionGate } from '../../platform/documents/gate.ts';
import { saveOne } from '../../platform/documents/saveActions.ts';
import { type ActionDef, defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { materialsByIds, materialTitle } from '../base/index.ts';
import { orderBound } from '../purchase/orders/order.ts';
import { agreementBound } from '../purchase/sources/agreementDocument.ts';
import { awardBound } from '../sourcing/award.ts';
// Read only: an award line's item (material, specification, need-by date) is its inquiry's or tender's line.
import { inquiryLines } from '../sourcing/inquirySchema.ts';
import { tenderLines } from '../sourcing/tenderSchema.ts';
import { supplierById } from '../supplier/index.ts';
import { contractBound } from './contract.ts';
import { stagesFromTerm, writeStages } from './contractStageRules.ts';
import { contracts } from './schema.ts';

/*
 * A contract made from a source (issue 19 item 2 "Sources"): an approved sourcing award (one of its awarded
 * suppliers), an approved purchase agreement or a purchase order. The server copies the source's items, quantities,
 * prices and tax rates — the user never types them — and saves the contract through the engine's own save (number,
 * history, scope), then records its source and the payment term's stages. The contract's validate hook keeps the
 * copied materials and prices unchanged afterwards. By hand, a contract is the engine's plain saveOrUpdate.
 */

const SOURCE_STATUS: Record<string, readonly string[]> = {
  AWARD: ['APPROVED'],
  AGREEMENT: ['APPROVED'],
  ORDER: ['APPROVED', 'NO_CONFIRMED', 'CONFIRMED'],
};

type Copied = {
  number: string;
  orgId: number;
  currencyCode: string;
  paymentTermId: number | null;
  validFrom: string | null;
  validTo: string | null;
  lines: Record<string, unknown>[];
};

const sourceBody = z.object({
  sourceType: z.enum(['AWARD', 'AGREEMENT', 'ORDER']),
  sourceId: idSchema,
  /** An award's supplier whose awarded lines the contract takes; agreements and orders have one. */
  supplierId: idSchema.optional(),
  contractName: z.string().trim().min(1, 'field.required').max(200).optional(),
});

async function fromAward(ctx: DocContext, record: DocRecord, supplierId: number | undefined): Promise<Copied> {
  const all = (record.lines ?? []) as DocRecord[];
  const own = all.filter((l) => l.supplierId === supplierId);
  if (own.length === 0) throw new AppError(400, 'contract.sourceNoLines');
  const inquiryIds = own.flatMap((l) => (typeof l.inquiryLineId === 'number' ? [l.inquiryLineId] : []));
  const tenderIds = own.flatMap((l) => (typeof l.tenderLineId === 'number' ? [l.tenderLineId] : []));
  const items = new Map<
    string,
    { materialId: number | null; name: string; spec: string | null; uom: string; need: string }
  >();
  const columns = (table: typeof inquiryLines | typeof tenderLines) => ({
    id: table.id,
    materialId: table.materialId,
    name: table.itemName,
    spec: table.specification,
    uom: table.uomCode,
    need: table.needByDate,
  });
  if (inquiryIds.length) {
    const rows = await ctx.tx
      .select(columns(inquiryLines))
      .from(inquiryLines)
      .where(inArray(inquiryLines.id, inquiryIds));
    for (const r of rows) items.set(`i${r.id}`, r);
  }
  if (tenderIds.length) {
    const rows = await ctx.tx.select(columns(tenderLines)).from(tenderLines).where(inArray(tenderLines.id, tenderIds));
    for (const r of rows) items.set(`t${r.id}`, r);
  }
  return {
    number: String(record.awardNumber),
    orgId: record.orgId as number,
    currencyCode: String(record.currencyCode),
    paymentTermId: null,
    validFrom: (record.validFrom as string | null) ?? null,
    validTo: (record.validTo as string | null) ?? null,
    lines: own.map((l) => {
      const item = items.get(l.inquiryLineId != null ? `i${l.inquiryLineId}` : `t${l.tenderLineId}`);
      return {
        materialId: item?.materialId ?? null,
        itemDescription: (item?.spec ? `${item.name} ${item.spec}` : (item?.name ?? '')).slice(0, 240),
        categoryId: l.categoryId,
        quantity: l.awardedQuantity,
        unitCode: item?.uom,
        price: l.priceWithoutTax,
        taxRate: l.taxRate,
        deliveryDate: item?.need ?? null,
      };
    }),
  };
}

async function fromAgreement(ctx: DocContext, record: DocRecord): Promise<Copied> {
  const lines = (record.lines ?? []) as DocRecord[];
  const materials = await materialsByIds(
    ctx.tx,
    lines.map((l) => l.materialId as number),
  );
  return {
    number: String(record.agreementNumber),
    orgId: record.orgId as number,
    currencyCode: String(record.currencyCode),
    paymentTermId: (record.paymentTermId as number | null) ?? null,
    validFrom: record.validFrom as string,
    validTo: record.validTo as string,
    lines: lines.map((l) => {
      const material = materials.get(l.materialId as number);
      return {
        materialId: l.materialId,
        itemDescription: material ? materialTitle(material, ctx.lang).slice(0, 240) : String(l.materialId),
        categoryId: l.categoryId,
        // A framework agreement's ceiling is the quantity contracted; a price agreement without one, a unit.
        quantity: l.quantityCeiling ?? '1',
        unitCode: l.unitCode ?? material?.unitCode ?? 'EA',
        price: l.price,
        taxRate: l.taxRate,
        deliveryDate: null,
      };
    }),
  };
}

function fromOrder(record: DocRecord): Copied {
  const lines = (record.lines ?? []) as DocRecord[];
  return {
    number: String(record.orderNumber),
    orgId: record.orgId as number,
    currencyCode: String(record.currencyCode),
    paymentTermId: (record.paymentTermId as number | null) ?? null,
    validFrom: (record.orderDate as string | null) ?? null,
    validTo: null,
    lines: lines.map((l) => ({
      materialId: l.materialId ?? null,
      itemDescription: l.itemDescription,
      categoryId: l.categoryId,
      quantity: l.quantity,
      unitCode: l.unitCode,
      price: l.price,
      taxRate: l.taxRate,
      deliveryDate: l.needByDate ?? null,
    })),
  };
}

/** The supplier's own details as party B's (legal person, address, phone, credit code). */
async function partyB(ctx: DocContext, supplierId: number) {
  const s = await supplierById(ctx.tx, supplierId);
  return {
    partyBAddress: s?.registeredAddress?.slice(0, 240) ?? null,
    partyBLegalRepresentative: s?.legalPerson ?? null,
    partyBPhone: s?.phone ?? null,
    partyBTaxNumber: s?.creditCode ?? null,
  };
}

const sourceLabel = (type: string, lang: Lang) =>
  ({
    AWARD: { CN: '定标', EN: 'award' },
    AGREEMENT: { CN: '协议', EN: 'agreement' },
    ORDER: { CN: '订单', EN: 'order' },
  })[type]?.[lang] ?? type;

const createFromSource = defineAction({
  server: 'srmServer',
  entity: 'srmCctContract',
  action: 'createFromSource',
  summary:
    'A draft contract from an approved sourcing award (with one of its awarded suppliers: supplierId), an approved purchase agreement or a purchase order: {sourceType AWARD|AGREEMENT|ORDER, sourceId, supplierId?, contractName?} — lines, quantities, prices and tax rates copied by the server, stages from the payment term; button btnAdd on CCT_CONTRACT; answers {contractId, contractNumber}',
  auth: menu(contract.menuCode),
  mutates: true,
  body: sourceBody,
  handler: async ({ deps, body, lang, user, req }) => {
    const caller = await callerOf(deps, user, lang, req);
    return deps.db.transaction(async (tx) => {
      const ctx = inTx(caller, tx);
      await new ActionGate(contractBound, tx, ctx.user, deps.workflow).checkCreate();
      const bound = { AWARD: awardBound, AGREEMENT: agreementBound, ORDER: orderBound }[body.sourceType];
      const record = await recordById(bound, caller, body.sourceId, tx).catch(() => {
        throw new AppError(404, 'contract.sourceNotFound');
      });
      if (!SOURCE_STATUS[body.sourceType]!.includes(String(record.status))) {
        throw new AppError(409, 'contract.sourceNotApproved', { status: String(record.status) });
      }
      const supplierId = body.sourceType === 'AWARD' ? body.supplierId : (record.supplierId as number);
      if (supplierId == null) throw new AppError(400, 'contract.sourceNoLines');
      const copied =
        body.sourceType === 'AWARD'
          ? await fromAward(ctx, record, supplierId)
          : body.sourceType === 'AGREEMENT'
            ? await fromAgreement(ctx, record)
            : fromOrder(record);
      if (copied.lines.length === 0) throw new AppError(400, 'contract.sourceNoLines');
      const today = formatDate(new Date());
      const validFrom = copied.validFrom && copied.validFrom > today ? copied.validFrom : today;
      const validTo =
        copied.validTo && copied.validTo >= validFrom
          ? copied.validTo
          : dayjs(validFrom).add(1, 'year').subtract(1, 'day').format('YYYY-MM-DD');
      const contractId = await saveOne(contractBound, ctx, {
        contractName:
          body.contractName ??
          `${t('contract.fromSource', lang, { source: sourceLabel(body.sourceType, lang) })} ${copied.number}`,
        contractType: 'NEW',
        orgId: copied.orgId,
        supplierId,
        currencyCode: copied.currencyCode,
        taxRate: String(copied.lines[0]!.taxRate),
        validFrom,
        validTo,
        paymentTermId: copied.paymentTermId,
        ...(await partyB(ctx, supplierId)),
        lines: copied.lines,
      });
      await tx
        .update(contracts)
        .set({ sourceType: body.sourceType, sourceId: body.sourceId, sourceNumber: copied.number })
        .where(eq(contracts.id, contractId));
      if (copied.paymentTermId != null) {
        await writeStages(tx, contractId, await stagesFromTerm(tx, copied.paymentTermId, lang), ctx.user.userId);
      }
      const [row] = await tx
        .select({ contractNumber: contracts.contractNumber })
        .from(contracts)
        .where(eq(contracts.id, contractId));
      return { data: { contractId, contractNumber: row!.contractNumber } };
    });
  },
});

export const contractSourceActions: ActionDef[] = [createFromSource];
