import { Alert, Card, Table, Tag } from 'antd';
import { useLang } from '../../app/i18n/index.ts';
import type { Row } from '../../components/DataTable/types.ts';
import { money } from './supplyColumns.tsx';
import { fill, settlementTexts } from './texts.ts';

/*
 * The three-way match of an invoice as the server computed it with the record: the agreed statement (the order
 * price × the received quantity) against the tax invoices, tax rate by tax rate, with the difference of each and
 * whether it is within the tolerance. Shown to the supplier while it registers and to finance before confirming.
 */
export function MatchTable({ doc }: { doc: Row }) {
  const x = settlementTexts[useLang()];
  const rows = (doc.match as Row[] | undefined) ?? [];
  const currency = doc.currencyCode;
  const amount = (key: string, title: string) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, r: Row) => (
      <span data-testid={`invoice-match-${key}-${Number(r.taxRate)}`}>{money(r[key], currency)}</span>
    ),
  });
  return (
    <Card size="small" title={x.matchTitle} data-testid="invoice-match" data-matched={String(Boolean(doc.matched))}>
      {doc.matched ? (
        <Alert type="success" showIcon title={x.matched} style={{ marginBottom: 8 }} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={fill(x.notMatched, { tolerance: String(doc.tolerance ?? '') })}
          style={{ marginBottom: 8 }}
        />
      )}
      <Table<Row>
        rowKey="taxRate"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'taxRate', title: x.taxRate, render: (_: unknown, r: Row) => `${Number(r.taxRate)}%` },
          amount('expectedAmount', x.expectedAmount),
          amount('expectedTax', x.expectedTax),
          amount('expectedWithTax', x.expectedWithTax),
          amount('invoicedWithTax', x.invoicedWithTax),
          amount('differenceWithTax', x.difference),
          {
            key: 'matched',
            title: x.result,
            render: (_: unknown, r: Row) => (
              <Tag color={r.matched ? 'green' : 'red'} data-testid={`invoice-match-result-${Number(r.taxRate)}`}>
                {r.matched ? x.rowMatched : x.rowDifferent}
              </Tag>
            ),
          },
        ]}
      />
    </Card>
  );
}
