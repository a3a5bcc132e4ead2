import { purchaseAgreement } from '@srm/core/documents/purchaseAgreement';
import { purchaseAsl } from '@srm/core/documents/purchaseAsl';
import { purchasePricing } from '@srm/core/documents/purchasePricing';
import type { DocumentTypeDef } from '@srm/core/documents/types';
import dayjs from 'dayjs';
import type { Row } from '../../../components/DataTable/types.ts';
import { type DocumentScreenConfig, roundTo } from '../../../components/Document/config.ts';
import './refSources.ts';

/** The source documents' screens: their declarations plus defaults and the pricing unit price. */
const today = () => dayjs().format('YYYY-MM-DD');

export const aslScreens: DocumentScreenConfig = {
  def: purchaseAsl,
  base: '/api/srmServer/v1/srmPurAslRestful',
  editScreen: 'aslEdit',
  printScreen: 'aslPrint',
  testId: 'asl',
  attachmentPath: 'purchase/asl',
  functionId: 'PUR_ASL',
  newHeader: () => ({ applyType: 'NEW' }),
  newLine: () => ({ entryStatus: 'ACTIVE', priority: 1, validFrom: today() }),
};

export const pricingScreens: DocumentScreenConfig = {
  def: purchasePricing,
  base: '/api/srmServer/v1/srmPurPricingRestful',
  editScreen: 'pricingEdit',
  printScreen: 'pricingPrint',
  testId: 'pricing',
  attachmentPath: 'purchase/pricing',
  functionId: 'PUR_PRICING',
  // unit price = price ÷ price unit (the server computes it again, 8 decimals)
  computeLine: (line: Row) => {
    const price = Number(line.price);
    const per = Number(line.priceUnit);
    return line.price != null && line.priceUnit != null && Number.isFinite(price) && per > 0
      ? { unitPrice: roundTo(price / per, 8) }
      : { unitPrice: null };
  },
  newHeader: () => ({ currencyCode: 'CNY' }),
  newLine: () => ({ taxRate: 13, priceUnit: 1, minQuantity: 0, validFrom: today() }),
};

/**
 * The agreement's lines with the consumed quantity and amount beside the quantity ceiling they consume,
 * right after the unit, before the price columns: declared last, they were off the right of the table,
 * behind every editable column.
 */
function ceilingsWithConsumption(def: DocumentTypeDef): DocumentTypeDef {
  if (!def.lines) return def;
  const group = ['quantityCeiling', 'consumedQuantity', 'consumedAmount'];
  const fields = def.lines.fields;
  const rest = fields.filter((f) => !group.includes(f.key));
  const at = rest.findIndex((f) => f.key === 'unitCode') + 1;
  const moved = group.flatMap((key) => fields.filter((f) => f.key === key));
  return { ...def, lines: { ...def.lines, fields: [...rest.slice(0, at), ...moved, ...rest.slice(at)] } };
}

export const agreementScreens: DocumentScreenConfig = {
  def: ceilingsWithConsumption(purchaseAgreement),
  base: '/api/srmServer/v1/srmPurAgreementRestful',
  editScreen: 'agreementEdit',
  printScreen: 'agreementPrint',
  testId: 'agreement',
  attachmentPath: 'purchase/agreement',
  functionId: 'PUR_AGREEMENT',
  newHeader: () => ({
    agreementType: 'FRAMEWORK',
    currencyCode: 'CNY',
    validFrom: today(),
    validTo: dayjs().add(1, 'year').format('YYYY-MM-DD'),
    consumedAmount: 0,
  }),
  newLine: () => ({ taxRate: 13, consumedQuantity: 0, consumedAmount: 0 }),
};
