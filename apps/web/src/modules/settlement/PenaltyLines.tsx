import { Card, Table } from 'antd';
import { useLang } from '../../app/i18n/index.ts';
import type { Row } from '../../components/DataTable/types.ts';
import { penaltyTexts } from './penaltyTexts.ts';
import { money } from './supplyColumns.tsx';

/**
 * What a late-delivery deduction charges, line by line (computed by rule on the server: penalties.ts): each late
 * receipt with its order line, due and received dates, the days late and charged, the amount it was charged on
 * and the penalty, and their total — the deduction's amount as proposed. Shown to the buyer and, once sent, to
 * the supplier; nothing on other deductions.
 */
export function PenaltyLines({ doc }: { doc: Row }) {
  const x = penaltyTexts[useLang()];
  const lines = (doc.penaltyLines as Row[] | undefined) ?? [];
  if (lines.length === 0) return null;
  const currency = doc.currencyCode;
  const total = lines.reduce((cents, l) => cents + Math.round(Number(l.penalty) * 100), 0) / 100;
  return (
    <Card size="small" title={x.linesTitle} data-testid="deduction-penalty-lines">
      <Table<Row>
        rowKey="penaltyLineId"
        size="small"
        pagination={false}
        dataSource={lines}
        scroll={{ x: 980 }}
        columns={[
          { key: 'note', title: x.note, dataIndex: 'deliveryNoteNumber', width: 150 },
          {
            key: 'orderLine',
            title: x.orderLine,
            width: 170,
            render: (_: unknown, l: Row) => `${l.orderNumber ?? ''} / ${l.orderLineNumber ?? ''}`,
          },
          { key: 'dueDate', title: x.dueDate, dataIndex: 'dueDate', width: 110 },
          { key: 'receivedDate', title: x.receivedDate, dataIndex: 'receivedDate', width: 110 },
          { key: 'daysLate', title: x.daysLate, dataIndex: 'daysLate', width: 90, align: 'right' as const },
          { key: 'chargedDays', title: x.chargedDays, dataIndex: 'chargedDays', width: 90, align: 'right' as const },
          {
            key: 'baseAmount',
            title: x.baseAmount,
            width: 140,
            align: 'right' as const,
            render: (_: unknown, l: Row) => money(l.baseAmount, currency),
          },
          {
            key: 'rate',
            title: x.rate,
            width: 120,
            render: (_: unknown, l: Row) => `${Number(l.ratePerDay)}% / ${Number(l.capPercent)}%`,
          },
          {
            key: 'penalty',
            title: x.penalty,
            width: 110,
            align: 'right' as const,
            render: (_: unknown, l: Row) => money(l.penalty, currency),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={8}>
              {x.total}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <span data-testid="deduction-penalty-total">{money(String(total), currency)}</span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
