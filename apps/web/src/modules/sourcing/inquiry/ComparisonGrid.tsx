import { formatDecimal } from '@srm/core/format/decimals';
import type { CompareCell, CompareRow } from '@srm/core/sourcing/comparison';
import { PRICE_SCALE } from '@srm/core/sourcing/quotePrices';
import { InputNumber, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../app/lookup/useLookup.ts';
import { type AwardQuantities, type CompareAnswer, cellKey } from './comparisonTypes.ts';
import { localDateTime } from './time.ts';
import './comparison.css';

type Props = {
  comparison: CompareAnswer;
  /** Award mode: a quantity input in each priced cell. */
  award?: { quantities: AwardQuantities; onChange: (key: string, quantity: string | null) => void };
};

const price = (v: string | null) => (v == null ? '' : formatDecimal(v, 'price', PRICE_SCALE));
const money = (v: string | null) => (v == null ? '' : formatDecimal(v, 'amount'));

/**
 * The comparison of one round: items as rows, each supplier a column group (price without tax, with tax,
 * the amount with tax, lead time), the lowest price without tax of each line marked, the suppliers' totals
 * in the last row; a price's earlier rounds in its tooltip. In award mode each priced cell takes the
 * quantity awarded to that supplier (a line may be split between several).
 */
export function ComparisonGrid({ comparison, award }: Props) {
  const { t } = useTranslation();
  const units = useLookup('BASE_UOM');

  const columns = useMemo<ColumnsType<CompareRow>>(() => {
    const fixed: ColumnsType<CompareRow> = [
      { key: 'n', title: t('sourcing.inquiry.compare.line'), dataIndex: 'lineNumber', width: 56, fixed: 'left' },
      { key: 'item', title: t('sourcing.inquiry.compare.item'), dataIndex: 'itemName', width: 180, fixed: 'left' },
      {
        key: 'q',
        title: t('sourcing.inquiry.compare.quantity'),
        width: 110,
        align: 'right',
        fixed: 'left',
        render: (_, row) => `${formatDecimal(row.quantity, 'quantity')} ${units.meaning(row.uomCode)}`,
      },
    ];
    const groups = comparison.suppliers.map((s, i) => {
      const cellOf = (row: CompareRow): CompareCell | undefined => row.cells[i];
      const marked = (row: CompareRow) => ({ className: cellOf(row)?.lowest ? 'compare-lowest' : '' });
      const children: ColumnType<CompareRow>[] = [
        {
          key: `${s.supplierId}-p`,
          title: t('sourcing.inquiry.compare.priceWithoutTax'),
          width: 130,
          align: 'right',
          onCell: marked,
          render: (_, row) => {
            const c = cellOf(row);
            if (!c?.quoted)
              return <Typography.Text type="secondary">{t('sourcing.inquiry.compare.notQuoted')}</Typography.Text>;
            if (c.priceWithoutTax == null)
              return <Typography.Text type="secondary">{t('sourcing.inquiry.compare.noQuote')}</Typography.Text>;
            const earlier = c.history.filter((h) => h.round < comparison.round);
            const text = (
              <span data-testid={`compare-price-${row.lineNumber}-${s.supplierId}`}>
                {price(c.priceWithoutTax)}
                {c.lowest && (
                  <Tag color="green" className="compare-lowest-tag" data-testid="compare-lowest">
                    {t('sourcing.inquiry.compare.lowest')}
                  </Tag>
                )}
              </span>
            );
            return earlier.length === 0 ? (
              text
            ) : (
              <Tooltip
                title={earlier
                  .map((h) =>
                    t('sourcing.inquiry.compare.historyRound', {
                      round: h.round,
                      price: h.noQuote || h.priceWithoutTax == null ? '—' : price(h.priceWithoutTax),
                    }),
                  )
                  .join('；')}
              >
                <span className="compare-has-history">{text}</span>
              </Tooltip>
            );
          },
        },
        {
          key: `${s.supplierId}-pt`,
          title: t('sourcing.inquiry.compare.priceWithTax'),
          width: 130,
          align: 'right',
          onCell: marked,
          render: (_, row) => {
            const c = cellOf(row);
            return c?.priceWithTax == null ? '' : `${price(c.priceWithTax)} (${formatDecimal(c.taxRate, 'quantity')}%)`;
          },
        },
        {
          key: `${s.supplierId}-a`,
          title: t('sourcing.inquiry.compare.amount'),
          width: 120,
          align: 'right',
          onCell: marked,
          render: (_, row) => money(cellOf(row)?.amountWithTax ?? null),
        },
        {
          key: `${s.supplierId}-l`,
          title: t('sourcing.inquiry.compare.leadTime'),
          width: 80,
          align: 'right',
          onCell: marked,
          render: (_, row) => {
            const days = cellOf(row)?.leadTimeDays;
            return days == null ? '' : t('sourcing.inquiry.compare.days', { n: days });
          },
        },
      ];
      if (award)
        children.push({
          key: `${s.supplierId}-award`,
          title: t('sourcing.inquiry.compare.awardQuantity'),
          width: 130,
          render: (_, row) => {
            const c = cellOf(row);
            if (!c || c.priceWithoutTax == null) return null;
            const key = cellKey(row.inquiryLineId, s.supplierId);
            return (
              <InputNumber<string>
                stringMode
                min="0"
                max={row.quantity}
                size="small"
                style={{ width: '100%' }}
                value={award.quantities[key] ?? null}
                onChange={(v) => award.onChange(key, v == null || v === '' ? null : String(v))}
                data-testid={`award-qty-${row.lineNumber}-${s.supplierId}`}
              />
            );
          },
        });
      return {
        key: `supplier-${s.supplierId}`,
        title: (
          <div data-testid={`compare-supplier-${s.supplierId}`}>
            <div>{s.supplierName}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {s.quoted
                ? t('sourcing.inquiry.compare.submittedAt', { at: localDateTime(s.submittedAt) }) +
                  (s.validUntil ? ` · ${t('sourcing.inquiry.compare.validUntil', { date: s.validUntil })}` : '')
                : t('sourcing.inquiry.compare.notQuoted')}
            </Typography.Text>
          </div>
        ),
        children,
      };
    });
    return [...fixed, ...groups];
  }, [comparison.suppliers, comparison.round, t, units, award]);

  const perSupplier = award ? 5 : 4;
  return (
    <div data-testid="compare-grid" className="compare-grid">
      <Table<CompareRow>
        size="small"
        bordered
        rowKey="inquiryLineId"
        dataSource={comparison.rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={() => (
          <Table.Summary>
            <Table.Summary.Row data-testid="compare-totals">
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>{t('sourcing.inquiry.compare.totals')}</Typography.Text>
              </Table.Summary.Cell>
              {comparison.suppliers.flatMap((s, i) => [
                <Table.Summary.Cell key={`${s.supplierId}-tw`} index={3 + i * perSupplier} colSpan={2} align="right">
                  <span data-testid={`compare-total-without-${s.supplierId}`}>
                    {s.quoted
                      ? t('sourcing.inquiry.compare.totalWithoutTax', { amount: money(s.totalWithoutTax) })
                      : ''}
                  </span>
                </Table.Summary.Cell>,
                <Table.Summary.Cell
                  key={`${s.supplierId}-t`}
                  index={5 + i * perSupplier}
                  colSpan={perSupplier - 2}
                  align="right"
                >
                  <Typography.Text strong data-testid={`compare-total-${s.supplierId}`}>
                    {s.quoted ? t('sourcing.inquiry.compare.totalWithTax', { amount: money(s.totalWithTax) }) : ''}
                  </Typography.Text>
                </Table.Summary.Cell>,
              ])}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </div>
  );
}
