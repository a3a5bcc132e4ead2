import { deliveryNote } from '@srm/core/documents/deliveryNote';
import { deliveryNotice } from '@srm/core/documents/deliveryNotice';
import type { Lang } from '@srm/core/i18n/lang';
import dayjs from 'dayjs';
import { post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import type { DocumentScreenConfig } from '../../../components/Document/config.ts';
import { REF_SOURCES } from '../../../components/Document/refSources.ts';
import { deliveryTexts } from './texts.ts';

/*
 * The delivery screens' configurations: delivery notes from the supplier's side (SUP_DELIVERY: write,
 * ship, print labels) and the buyer's (PUR_DELIVERY: receive), delivery notices from the buyer's side
 * (PUR_DELIVERY_NOTICE) and the supplier's (SUP_DELIVERY_NOTICE: answer). A supplier-side config names
 * the supplier page as its menu, so the edit page takes its buttons from the menu the supplier holds.
 */

export const NOTE_BASE = '/api/srmServer/v1/srmPurDeliveryNoteRestful';
export const NOTICE_BASE = '/api/srmServer/v1/srmPurDeliveryNoticeRestful';

const plain = (v: unknown) => (v == null ? '' : String(Number(v)));

/** "PO… / 1 · material · ordered 100 · shipped 0 · received 0 · open 100 KG": what a supplier ships against. */
export function orderLineTitle(row: Row, lang: Lang): string {
  const x = deliveryTexts[lang];
  return [
    row.orderLineLabel,
    row.materialName ?? row.itemDescription,
    `${x.ordered} ${plain(row.quantity)}`,
    `${x.shipped} ${plain(row.shippedQuantity)}`,
    `${x.received} ${plain(row.receivedQuantity)}`,
    `${x.open} ${plain(row.openQuantity)} ${row.unitCode ?? ''}`,
  ].join(' · ');
}

const openLines = (keyword: string) =>
  post<Row[]>(`${NOTE_BASE}/listOpenOrderLines`, { keyword: keyword || undefined });

// The line pickers of both documents: the open lines of confirmed orders (the supplier's own; for a
// buyer, those of its organisations). Registered here, beside the documents that use them.
REF_SOURCES.deliveryOrderLine = {
  load: openLines,
  idKey: 'orderLineId',
  name: orderLineTitle,
  fills: (row) => ({
    orderLineLabel: row.orderLineLabel,
    materialId: row.materialId,
    materialName: row.materialName,
    itemDescription: row.itemDescription,
    unitCode: row.unitCode,
    quantity: row.openQuantity == null ? null : plain(row.openQuantity),
  }),
};
REF_SOURCES.noticeOrderLine = {
  load: openLines,
  idKey: 'orderLineId',
  name: orderLineTitle,
  fills: (row) => ({
    orderLineLabel: row.orderLineLabel,
    materialId: row.materialId,
    materialName: row.materialName,
    requestedQuantity: row.openQuantity == null ? null : plain(row.openQuantity),
    requestedDate: row.needByDate,
  }),
};

const noteCommon = {
  base: NOTE_BASE,
  printScreen: 'deliveryLabelPrint',
  attachmentPath: 'purchase/delivery',
  functionId: 'PUR_DELIVERY',
};

/** The supplier's delivery notes (SUP_DELIVERY). */
export const supplierNoteScreens: DocumentScreenConfig = {
  ...noteCommon,
  def: { ...deliveryNote, menuCode: 'SUP_DELIVERY' },
  editScreen: 'deliveryNoteEdit',
  testId: 'deliveryNote',
  newHeader: () => ({
    shipDate: dayjs().format('YYYY-MM-DD'),
    expectedArrivalDate: dayjs().add(2, 'day').format('YYYY-MM-DD'),
  }),
  newLine: () => ({ packageCount: 1 }),
};

/** The buyer's delivery notes (PUR_DELIVERY): a note opens on the receiving page. */
export const buyerNoteScreens: DocumentScreenConfig = {
  ...noteCommon,
  def: deliveryNote,
  editScreen: 'deliveryReceive',
  testId: 'deliveryNote',
};

/** The buyer's delivery notices (PUR_DELIVERY_NOTICE). */
export const buyerNoticeScreens: DocumentScreenConfig = {
  def: deliveryNotice,
  base: NOTICE_BASE,
  editScreen: 'deliveryNoticeEdit',
  testId: 'deliveryNotice',
  attachmentPath: 'purchase/deliveryNotice',
  functionId: 'PUR_DELIVERY_NOTICE',
  newLine: () => ({ requestedDate: dayjs().add(7, 'day').format('YYYY-MM-DD') }),
};

/** The supplier's delivery notices (SUP_DELIVERY_NOTICE): a notice opens on the answering page. */
export const supplierNoticeScreens: DocumentScreenConfig = {
  ...buyerNoticeScreens,
  def: { ...deliveryNotice, menuCode: 'SUP_DELIVERY_NOTICE' },
  editScreen: 'deliveryNoticeAnswer',
};
