import { formatAmount, type Lang, t } from '@srm/core';
import { contract } from '@srm/core/documents/contract';
import { lineMoney, moneyTotals, roundMoney } from '@srm/core/settlement/money';
import Decimal from 'decimal.js';
import { eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { bindDocumentType } from '../../platform/documents/bind.ts';
import type {
  BoundType,
  DocContext,
  DocInput,
  DocRecord,
  DocumentBinding,
  StepTaken,
  StoredDoc,
} from '../../platform/documents/binding.ts';
import { findDoc } from '../../platform/documents/store.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FieldError } from '../../platform/i18n/zodMessages.ts';
import { valuesByTypes } from '../../platform/lookups/lookups.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { categoriesByIds, materialsByIds, materialTitle, paymentTermsByIds } from '../base/index.ts';
import { supplierById, suppliersByIds } from '../supplier/index.ts';
import { openOrderLinesOf } from './contractOrderLinks.ts';
import { signContractDocument } from './contractSigning.ts';
import { stageErrors, writeStageAmounts } from './contractStageRules.ts';
import {
  cancelContractSupplierTodo,
  handleContractBuyerTodo,
  handleContractSupplierTodo,
  openContractBuyerTodo,
  openContractSupplierTodo,
} from './contractTodos.ts';
import { contractLines, contracts } from './schema.ts';

/*
 * The contract's binding (issue 19 item 2; the declaration is packages/core/src/documents/contract.ts). The engine
 * does numbers, states, versions, buttons, scope, history and the approval; the hooks hold the contract's rules:
 * references exist, a sourced contract keeps its source's items and prices, money computed here, payment stages
 * adding up to 100 % before it is submitted, the supplier's to-dos and comments, the signing date, and no
 * termination while open purchase order lines cite it. The supplier sees a contract from its sending on.
 */

const SCALE_PRICE = 6;

const local = (lang: Lang, cn: string, en: string | null | undefined) => (lang === 'EN' && en ? en : cn);
const ids = (values: unknown[]) => values.filter((v): v is number => typeof v === 'number');

async function sourceName(db: DbOrTx, code: string, lang: Lang): Promise<string> {
  const values = await valuesByTypes(db, ['CCT_SOURCE_TYPE'], lang);
  return values.CCT_SOURCE_TYPE?.find((v) => v.lookupCode === code)?.meaning ?? code;
}

async function validate(ctx: DocContext, input: DocInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const h = input.header;
  if (!(await supplierById(ctx.tx, h.supplierId as number))) {
    errors.push({ field: 'supplierId', message: t('ref.notFound', ctx.lang) });
  }
  if (typeof h.validFrom === 'string' && typeof h.validTo === 'string' && h.validTo < h.validFrom) {
    errors.push({ field: 'validTo', message: t('contract.validDates', ctx.lang) });
  }
  if (h.paymentTermId != null && !(await paymentTermsByIds(ctx.tx, [h.paymentTermId as number])).size) {
    errors.push({ field: 'paymentTermId', message: t('ref.notFound', ctx.lang) });
  }
  const [materials, categories] = await Promise.all([
    materialsByIds(ctx.tx, ids(input.lines.map((l) => l.materialId))),
    categoriesByIds(ctx.tx, ids(input.lines.map((l) => l.categoryId))),
  ]);
  for (const [i, l] of input.lines.entries()) {
    const material = l.materialId == null ? null : materials.get(l.materialId as number);
    if (l.materialId != null && material?.enabledFlag !== 'Y') {
      errors.push({ field: `lines.${i}.materialId`, message: t('ref.notFound', ctx.lang) });
    }
    const category = categories.get(l.categoryId as number);
    if (category?.enabledFlag !== 'Y') {
      errors.push({ field: `lines.${i}.categoryId`, message: t('ref.notFound', ctx.lang) });
    }
  }
  // A contract made from an award, agreement or order keeps its items and prices as copied: never typed.
  if (input.id !== undefined) {
    const stored = await findDoc(ctx.tx, contractBound, null, input.id);
    const source = String(stored?.header.sourceType ?? 'MANUAL');
    if (stored && source !== 'MANUAL' && stored.header.sourceContractId == null) {
      const before = new Map(stored.lines.map((l) => [l.id, l]));
      for (const [i, l] of input.lines.entries()) {
        const old = l.id === undefined ? undefined : before.get(l.id);
        const same =
          old &&
          old.materialId === (l.materialId ?? null) &&
          new Decimal(String(old.price)).eq(String(l.price)) &&
          new Decimal(String(old.taxRate)).eq(String(l.taxRate));
        if (!same) {
          const message = t('contract.sourceLocked', ctx.lang, { source: await sourceName(ctx.tx, source, ctx.lang) });
          errors.push({ field: `lines.${i}.price`, message });
        }
      }
    }
  }
  return errors;
}

/** Line money (amount, with tax, the price with tax) and the header's totals, in the contract's currency. */
function compute(input: DocInput): void {
  const currency = String(input.header.currencyCode);
  const money = input.lines.map((l) => {
    const m = lineMoney(String(l.quantity), String(l.price), String(l.taxRate), currency);
    l.amount = m.amount;
    l.amountWithTax = m.amountWithTax;
    l.priceWithTax = new Decimal(String(l.price))
      .times(new Decimal(String(l.taxRate)).div(100).plus(1))
      .toFixed(SCALE_PRICE, Decimal.ROUND_HALF_UP);
    return m;
  });
  const totals = moneyTotals(money, currency);
  input.header.totalAmount = totals.amount;
  input.header.totalTax = totals.taxAmount;
  input.header.totalWithTax = totals.amountWithTax;
}

async function validateSubmit(ctx: DocContext, doc: StoredDoc): Promise<FieldError[]> {
  if (doc.lines.length === 0) return [{ field: 'lines', message: t('contract.noLines', ctx.lang) }];
  return stageErrors(ctx.tx, doc.header.id, ctx.lang);
}

async function beforeStep(ctx: DocContext, doc: StoredDoc, action: string): Promise<void> {
  if (action === 'terminate') await refuseWhileOrdersOpen(ctx, doc);
}

async function refuseWhileOrdersOpen(ctx: DocContext, doc: StoredDoc) {
  const open = await openOrderLinesOf(ctx.tx, doc.header.id);
  if (open.length > 0) {
    throw new AppError(409, 'contract.openOrders', {
      count: String(open.length),
      orders: [...new Set(open.map((o) => o.orderNumber))].join(', '),
    });
  }
}

const setHeader = (ctx: DocContext, id: number, values: Partial<typeof contracts.$inferInsert>) =>
  ctx.tx.update(contracts).set(values).where(eq(contracts.id, id));

/** The supplier's to-dos and comments, the signing date, the reason of a termination; a new version in force. */
async function afterStep(ctx: DocContext, doc: StoredDoc, step: StepTaken): Promise<void> {
  const h = doc.header;
  const userId = ctx.user.userId;
  const today = new Date().toISOString().slice(0, 10);
  const titleParams = { number: String(h.contractNumber), name: String(h.contractName) };
  switch (step.action) {
    case 'submit':
      await handleContractBuyerTodo(ctx.tx, doc, userId);
      return;
    case 'send': {
      await setHeader(ctx, h.id, { sentDate: new Date(), supplierComment: null });
      const currency = String(h.currencyCode);
      const total = formatAmount(roundMoney(String(h.totalWithTax ?? '0'), currency), 2);
      const title = t('contract.sentTodo', 'CN', { ...titleParams, total, currency });
      await openContractSupplierTodo(ctx.tx, doc, title, userId);
      return;
    }
    case 'confirm':
    case 'refuse':
      await setHeader(ctx, h.id, { supplierComment: step.comment });
      await handleContractSupplierTodo(ctx.tx, doc, userId);
      if (step.action === 'refuse') {
        const title = t('contract.refusedTodo', 'CN', { number: titleParams.number, reason: step.comment ?? '' });
        await openContractBuyerTodo(ctx.tx, doc, title, userId);
      }
      return;
    case 'signA':
      // The generated PDF signed with the buying organisation's certificate (refused without either).
      await signContractDocument(ctx.tx, doc, 'A', userId);
      await openContractSupplierTodo(ctx.tx, doc, t('contract.signTodo', 'CN', titleParams), userId);
      return;
    case 'signB':
      await signContractDocument(ctx.tx, doc, 'B', userId);
      await setHeader(ctx, h.id, { signedDate: today });
      await handleContractSupplierTodo(ctx.tx, doc, userId);
      // Signed, an alteration replaces the version it altered as the one in force.
      if (h.sourceContractId != null) {
        await setHeader(ctx, h.sourceContractId as number, { status: 'CLOSED', lastUpdatedBy: userId });
      }
      return;
    case 'terminate':
      await setHeader(ctx, h.id, { terminateReason: step.comment });
      return;
    case 'abolish':
      await cancelContractSupplierTodo(ctx.tx, doc, userId);
      await handleContractBuyerTodo(ctx.tx, doc, userId);
      return;
  }
}

/** Names beside the ids of a page of contracts and their lines, each kind read once. */
async function present(db: DbOrTx, lang: Lang, records: DocRecord[]): Promise<void> {
  const lines = records.flatMap((r) => (r.lines ?? []) as DocRecord[]);
  const [orgs, suppliers, terms, materials, categories] = await Promise.all([
    orgsByIds(db, ids(records.map((r) => r.orgId))),
    suppliersByIds(db, ids(records.map((r) => r.supplierId))),
    paymentTermsByIds(db, ids(records.map((r) => r.paymentTermId))),
    materialsByIds(db, ids(lines.map((l) => l.materialId))),
    categoriesByIds(db, ids(lines.map((l) => l.categoryId))),
  ]);
  for (const r of records) {
    const org = orgs.get(r.orgId as number);
    const supplier = suppliers.get(r.supplierId as number);
    const term = terms.get(r.paymentTermId as number);
    const currency = String(r.currencyCode);
    r.orgName = org ? local(lang, org.orgName, org.orgNameEn) : null;
    r.supplierName = supplier ? local(lang, supplier.supplierName, supplier.supplierNameEn) : null;
    r.paymentTermName = term ? local(lang, term.termName, term.termNameEn) : null;
    for (const key of ['totalAmount', 'totalTax', 'totalWithTax']) {
      if (r[key] != null) r[key] = roundMoney(String(r[key]), currency);
    }
    for (const l of (r.lines ?? []) as DocRecord[]) {
      const material = materials.get(l.materialId as number);
      const category = categories.get(l.categoryId as number);
      l.materialName = material ? materialTitle(material, lang) : null;
      l.materialCode = material?.materialCode ?? null;
      l.categoryName = category ? local(lang, category.categoryName, category.categoryNameEn) : null;
      for (const key of ['amount', 'amountWithTax']) {
        if (l[key] != null) l[key] = roundMoney(String(l[key]), currency);
      }
    }
  }
}

export const contractBinding: DocumentBinding = {
  server: 'srmServer',
  entity: 'srmCctContract',
  header: contracts,
  lines: { table: contractLines, parentKey: 'contractId' },
  scope: { header: ['orgId', 'supplierId'], lines: ['categoryId'] },
  // The supplier sees a contract from its sending on: never the buyer's drafts nor what is still in approval.
  supplierWhere: isNotNull(contracts.sentDate),
  hooks: {
    validate,
    compute,
    validateSubmit,
    beforeStep,
    afterStep,
    // Stage amounts follow the total (their percents stay): a save that changes lines keeps them in step.
    afterSave: async (ctx, _before, after) => {
      if (after) await writeStageAmounts(ctx.tx, after.header.id);
    },
    workflowVariables: (doc) => ({
      orgId: doc.header.orgId,
      supplierId: doc.header.supplierId,
      totalWithTax: Number(doc.header.totalWithTax ?? 0),
      contractType: doc.header.contractType,
    }),
    present,
  },
};

export const contractBound: BoundType = { def: contract, binding: contractBinding };

export const contractDocumentActions = bindDocumentType(contract, contractBinding);
