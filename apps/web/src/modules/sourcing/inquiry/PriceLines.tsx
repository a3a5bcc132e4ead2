import { formatDecimal } from '@srm/core/format/decimals';
import type { PriceBasis } from '@srm/core/sourcing/quotePrices';
import { Checkbox, Input, InputNumber, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../app/lookup/useLookup.ts';

/** A line asked for a price (an inquiry's, a tender's), as the price grid shows it. */
export type PricedLine = {
  lineNumber: number;
  itemName: string;
  specification: string | null;
  quantity: string;
  uomCode: string;
  needByDate: string;
};

/** What the supplier types on a line (decimal strings as typed). */
export type TypedPrice = {
  noQuote: boolean;
  price: string | null;
  taxRate: string | null;
  leadTimeDays: string | null;
  remark: string;
};

/** The line's figures derived from what was typed: both prices and the amount with tax; null: not priced. */
export type LineFigures = { without: string; with: string; amount: string } | null;

/** A message under its field, as a form item shows it. */
const ERROR_STYLE = { display: 'block', fontSize: 12, lineHeight: 1.5 } as const;

/** The typed fields a message may be about, shown under that field. */
export type PriceField = 'price' | 'taxRate' | 'leadTimeDays' | 'remark';

/**
 * The supplier's price grid, one row per line asked (used by the inquiry's quote form and the tender's
 * commercial envelope): price (without or with tax, as `basis` says), tax rate, the other price and the
 * amount live as typed (`figures`, computed by the form with core's rules), lead time and remark; with
 * `noQuoteColumn` a "no quote" box per line. `lineErrors` (a line's message, e.g. the server's) shows under
 * the remark and marks the price; `fieldErrors` (e.g. a schema checked as the supplier types) marks each
 * field and shows its message under it. Test ids start with `testId`: `${testId}-price-${lineNumber}`…
 */
export function PriceLines<L extends PricedLine>({
  lines,
  idOf,
  typed,
  onChange,
  figures,
  basis,
  disabled,
  noQuoteColumn,
  lineErrors = {},
  fieldErrors = {},
  totals,
  testId,
}: {
  lines: L[];
  idOf: (line: L) => number;
  typed: Record<number, TypedPrice>;
  onChange: (id: number, patch: Partial<TypedPrice>) => void;
  figures: Record<number, LineFigures>;
  basis: PriceBasis;
  disabled: boolean;
  noQuoteColumn: boolean;
  lineErrors?: Record<number, string>;
  fieldErrors?: Record<number, Partial<Record<PriceField, string>>>;
  /** The summary row's content: the totals. */
  totals: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const units = useLookup('BASE_UOM');
  const money = (v: string) => formatDecimal(v, 'amount');
  const errorOf = (l: L, field: PriceField) => fieldErrors[idOf(l)]?.[field];
  const below = (l: L, field: PriceField) => {
    const text = errorOf(l, field);
    return text ? (
      <Typography.Text type="danger" style={ERROR_STYLE} data-testid={`${testId}-${field}-error-${l.lineNumber}`}>
        {text}
      </Typography.Text>
    ) : null;
  };
  const columns = [
    { key: 'n', title: t('sourcing.inquiry.compare.line'), dataIndex: 'lineNumber', width: 50 },
    {
      key: 'item',
      title: t('sourcing.inquiry.compare.item'),
      width: 160,
      render: (_: unknown, l: L) => (
        <>
          <div>{l.itemName}</div>
          {l.specification && <Typography.Text type="secondary">{l.specification}</Typography.Text>}
        </>
      ),
    },
    {
      key: 'q',
      title: t('sourcing.inquiry.compare.quantity'),
      width: 100,
      align: 'right' as const,
      render: (_: unknown, l: L) => `${formatDecimal(l.quantity, 'quantity')} ${units.meaning(l.uomCode)}`,
    },
    { key: 'nb', title: t('sourcing.inquiry.quote.needBy'), dataIndex: 'needByDate', width: 100 },
    ...(noQuoteColumn
      ? [
          {
            key: 'none',
            title: t('sourcing.inquiry.quote.noQuote'),
            width: 80,
            render: (_: unknown, l: L) => (
              <Checkbox
                checked={typed[idOf(l)]?.noQuote}
                disabled={disabled}
                onChange={(e) => onChange(idOf(l), { noQuote: e.target.checked })}
                data-testid={`${testId}-none-${l.lineNumber}`}
              />
            ),
          },
        ]
      : []),
    {
      key: 'price',
      title: basis === 'WITH_TAX' ? t('sourcing.inquiry.quote.priceWith') : t('sourcing.inquiry.quote.priceWithout'),
      width: 130,
      render: (_: unknown, l: L) => {
        const x = typed[idOf(l)];
        return (
          <div>
            <InputNumber<string>
              stringMode
              min="0"
              precision={undefined}
              style={{ width: '100%' }}
              value={x?.price ?? null}
              disabled={disabled || x?.noQuote}
              status={lineErrors[idOf(l)] || errorOf(l, 'price') ? 'error' : undefined}
              onChange={(v) => onChange(idOf(l), { price: v == null ? null : String(v) })}
              data-testid={`${testId}-price-${l.lineNumber}`}
            />
            {below(l, 'price')}
          </div>
        );
      },
    },
    {
      key: 'rate',
      title: t('sourcing.inquiry.quote.taxRate'),
      width: 90,
      render: (_: unknown, l: L) => (
        <>
          <InputNumber<string>
            stringMode
            min="0"
            max="100"
            style={{ width: '100%' }}
            value={typed[idOf(l)]?.taxRate ?? null}
            disabled={disabled || typed[idOf(l)]?.noQuote}
            status={errorOf(l, 'taxRate') ? 'error' : undefined}
            onChange={(v) => onChange(idOf(l), { taxRate: v == null ? null : String(v) })}
            data-testid={`${testId}-rate-${l.lineNumber}`}
          />
          {below(l, 'taxRate')}
        </>
      ),
    },
    {
      key: 'other',
      title: basis === 'WITH_TAX' ? t('sourcing.inquiry.quote.priceWithout') : t('sourcing.inquiry.quote.priceWith'),
      width: 110,
      align: 'right' as const,
      render: (_: unknown, l: L) => {
        const f = figures[idOf(l)];
        return (
          <span data-testid={`${testId}-other-${l.lineNumber}`}>
            {f ? formatDecimal(basis === 'WITH_TAX' ? f.without : f.with, 'price', 6) : ''}
          </span>
        );
      },
    },
    {
      key: 'amount',
      title: t('sourcing.inquiry.quote.amount'),
      width: 110,
      align: 'right' as const,
      render: (_: unknown, l: L) => {
        const f = figures[idOf(l)];
        return <span data-testid={`${testId}-amount-${l.lineNumber}`}>{f ? money(f.amount) : ''}</span>;
      },
    },
    {
      key: 'lead',
      title: t('sourcing.inquiry.quote.leadTime'),
      width: 100,
      render: (_: unknown, l: L) => (
        <>
          <InputNumber<string>
            stringMode
            min="0"
            max="3650"
            precision={0}
            style={{ width: '100%' }}
            value={typed[idOf(l)]?.leadTimeDays ?? null}
            disabled={disabled || typed[idOf(l)]?.noQuote}
            status={errorOf(l, 'leadTimeDays') ? 'error' : undefined}
            onChange={(v) => onChange(idOf(l), { leadTimeDays: v == null ? null : String(v) })}
            data-testid={`${testId}-lead-${l.lineNumber}`}
          />
          {below(l, 'leadTimeDays')}
        </>
      ),
    },
    {
      key: 'remark',
      title: t('sourcing.inquiry.quote.lineRemark'),
      width: 160,
      render: (_: unknown, l: L) => (
        <>
          <Input
            maxLength={500}
            value={typed[idOf(l)]?.remark ?? ''}
            disabled={disabled}
            status={errorOf(l, 'remark') ? 'error' : undefined}
            onChange={(e) => onChange(idOf(l), { remark: e.target.value })}
            data-testid={`${testId}-remark-${l.lineNumber}`}
          />
          {below(l, 'remark')}
          {lineErrors[idOf(l)] && (
            <Typography.Text type="danger" style={ERROR_STYLE} data-testid={`${testId}-line-error-${l.lineNumber}`}>
              {lineErrors[idOf(l)]}
            </Typography.Text>
          )}
        </>
      ),
    },
  ];
  return (
    <Table<L>
      size="small"
      rowKey={idOf}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid={`${testId}-lines`}
      columns={columns}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={columns.length - 3} align="right">
            <Typography.Text strong>{t('sourcing.inquiry.compare.totals')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={columns.length - 3} colSpan={3}>
            <Typography.Text strong data-testid={`${testId}-total`}>
              {totals}
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
