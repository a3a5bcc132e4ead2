import { formatAmount } from '@srm/core/format/amount';
import type { Lang } from '@srm/core/i18n/lang';
import { currencyScale } from '@srm/core/settlement/money';
import type { ColumnsType } from 'antd/es/table';
import type { Row } from '../../components/DataTable/types.ts';
import { settlementTexts } from './texts.ts';

/*
 * The columns of a supply line as every settlement list shows it (a statement's lines, the lines to settle):
 * where it came from, what was received, and its money in its currency's minor unit.
 */

const plain = (v: unknown) => (v == null ? '' : String(Number(v)));
export const money = (v: unknown, currency: unknown) =>
  v == null ? '' : formatAmount(String(v), currencyScale(String(currency ?? 'CNY')));

export function supplyColumns(lang: Lang, testId: string): ColumnsType<Row> {
  const x = settlementTexts[lang];
  const amount = (key: string, title: string) => ({
    key,
    title,
    align: 'right' as const,
    width: 110,
    render: (_: unknown, r: Row) => (
      <span data-testid={`${testId}-${key}-${r.supplyId}`}>{money(r[key], r.currencyCode)}</span>
    ),
  });
  return [
    { key: 'receiptDate', title: x.receiptDate, dataIndex: 'receiptDate', width: 100 },
    { key: 'deliveryNoteNumber', title: x.note, dataIndex: 'deliveryNoteNumber', width: 130 },
    {
      key: 'order',
      title: x.orderLine,
      width: 150,
      render: (_: unknown, r: Row) => (r.orderNumber ? `${r.orderNumber} / ${r.orderLineNumber ?? ''}` : ''),
    },
    { key: 'itemDescription', title: x.description, dataIndex: 'itemDescription', ellipsis: true },
    {
      key: 'quantity',
      title: x.quantity,
      align: 'right' as const,
      width: 90,
      render: (_: unknown, r: Row) => `${plain(r.quantity)} ${r.unitCode ?? ''}`,
    },
    {
      key: 'price',
      title: x.price,
      align: 'right' as const,
      width: 110,
      render: (_: unknown, r: Row) => plain(r.price),
    },
    {
      key: 'taxRate',
      title: x.taxRate,
      align: 'right' as const,
      width: 60,
      render: (_: unknown, r: Row) => `${plain(r.taxRate)}%`,
    },
    amount('amount', x.amount),
    amount('taxAmount', x.tax),
    amount('amountWithTax', x.withTax),
  ];
}
