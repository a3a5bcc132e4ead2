import type { Lang } from '@srm/core';
import { amountInWords } from '@srm/core/contract/amountInWords';
import type { ContractParty, ContractTemplateData } from '@srm/core/contract/templateData';
import { roundMoney } from '@srm/core/settlement/money';
import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import type { DocRecord } from '../../platform/documents/binding.ts';
import { findDoc } from '../../platform/documents/store.ts';
import { valuesByTypes } from '../../platform/lookups/lookups.ts';
import { contractBound } from './contract.ts';
import { stagesOf } from './contractStageRules.ts';
import { contractTerms } from './schema.ts';

/*
 * A stored contract as its Word template reads it (packages/core contract/templateData.ts, issue 19 item 3): every
 * value display text already — amounts rounded to the currency, dates YYYY-MM-DD, the total in Chinese capital
 * figures — so the template prints and never computes. Party A is the organisation, party B the supplier, each
 * with the details kept on the contract. The rendering (templates/render.ts renderContractPdf) takes it as is.
 */

const text = (v: unknown) => (v == null ? '' : String(v));
const plain = (v: unknown) => (v == null ? '' : new Decimal(String(v)).toString());

function party(record: DocRecord, prefix: 'partyA' | 'partyB', name: unknown): ContractParty {
  return {
    name: text(name),
    address: text(record[`${prefix}Address`]),
    legalRepresentative: text(record[`${prefix}LegalRepresentative`]),
    agent: text(record[`${prefix}Agent`]),
    phone: text(record[`${prefix}Phone`]),
    bank: text(record[`${prefix}Bank`]),
    bankAccount: text(record[`${prefix}BankAccount`]),
    taxNumber: text(record[`${prefix}TaxNumber`]),
  };
}

/** The template data of a contract (null when there is none), in the document's language. */
export async function contractTemplateData(
  db: DbOrTx,
  contractId: number,
  lang: Lang,
): Promise<ContractTemplateData | null> {
  const doc = await findDoc(db, contractBound, null, contractId);
  if (!doc) return null;
  const record: DocRecord = { ...doc.header, lines: doc.lines.map((l) => ({ ...l })) };
  await contractBound.binding.hooks?.present?.(db, lang, [record]);
  const currency = text(record.currencyCode);
  const money = (v: unknown) => (v == null ? '' : roundMoney(String(v), currency));
  const [types, stages, terms] = await Promise.all([
    valuesByTypes(db, ['CCT_CONTRACT_TYPE', 'BASE_UOM'], lang),
    stagesOf(db, contractId),
    db
      .select()
      .from(contractTerms)
      .where(eq(contractTerms.contractId, contractId))
      .orderBy(asc(contractTerms.termNumber)),
  ]);
  const meaning = (type: string, code: unknown) =>
    types[type]?.find((v) => v.lookupCode === code)?.meaning ?? text(code);
  const lines = (record.lines ?? []) as DocRecord[];
  return {
    contractNumber: text(record.contractNumber),
    contractName: text(record.contractName),
    contractType: meaning('CCT_CONTRACT_TYPE', record.contractType),
    version: text(record.versionNumber),
    signedDate: text(record.signedDate),
    validFrom: text(record.validFrom),
    validTo: text(record.validTo),
    partyA: party(record, 'partyA', record.orgName),
    partyB: party(record, 'partyB', record.supplierName),
    currency,
    totalAmount: money(record.totalAmount),
    totalTax: money(record.totalTax),
    totalWithTax: money(record.totalWithTax),
    totalInWords: amountInWords(String(record.totalWithTax ?? '0')),
    paymentTermsName: text(record.paymentTermName),
    deliveryTerms: text(record.deliveryTerms),
    // The remark is the buyer's own note: never printed on what the supplier signs.
    remark: '',
    lines: lines.map((l) => ({
      lineNo: text(l.lineNumber),
      materialCode: text(l.materialCode),
      materialName: text(l.materialName ?? l.itemDescription),
      specification: text(l.itemDescription),
      unit: meaning('BASE_UOM', l.unitCode),
      quantity: plain(l.quantity),
      price: plain(l.price),
      priceWithTax: plain(l.priceWithTax),
      taxRate: plain(l.taxRate),
      amount: money(l.amount),
      amountWithTax: money(l.amountWithTax),
      deliveryDate: text(l.deliveryDate),
    })),
    stages: stages.map((s) => ({
      stageName: s.stageName,
      percent: plain(s.percent),
      amount: money(s.amount),
      plannedDate: text(s.plannedDate),
      condition: text(s.condition),
    })),
    terms: terms.map((term) => ({ termNo: String(term.termNumber), title: term.title, text: term.content })),
  };
}
