import { Typography } from 'antd';
import { useMemo } from 'react';
import { useLang } from '../../../app/i18n/index.ts';
import { DataTable } from '../../../components/DataTable/index.ts';
import type { ColumnConfig, Row } from '../../../components/DataTable/types.ts';
import { DocumentLink } from './DocumentLink.tsx';
import { AWAITING_INVOICES, money } from './reportApi.ts';
import { reportTexts } from './reportTexts.ts';
import { useOpenDocument } from './useOpenDocument.ts';

/**
 * Invoice registrations finance has not decided — waiting on its confirmation, or returned to the supplier —
 * with the statement they invoice and the difference at a glance (red when it is not zero).
 */
export function AwaitingInvoicesTab() {
  const lang = useLang();
  const x = reportTexts[lang];
  const openInvoice = useOpenDocument('invoiceList', 'invoiceEdit');
  const openStatement = useOpenDocument('accountStatementList', 'accountStatementEdit');
  const columns = useMemo<ColumnConfig[]>(() => {
    const amount = (key: string, title: string, marked = false): ColumnConfig => ({
      key,
      title,
      width: 125,
      render: (v, r) => (
        <Typography.Text
          type={marked && Number(v) !== 0 ? 'danger' : undefined}
          style={{ display: 'block', textAlign: 'right' }}
          data-testid={`awaiting-${key}-${r.invoiceId}`}
        >
          {money(v, r.currencyScale)}
        </Typography.Text>
      ),
    });
    // The match at a glance first (number, status, supplier, statement, the two totals, the difference); the rest
    // scrolls in. Names are rendered, so the table scrolls rather than cutting them short.
    return [
      {
        key: 'registrationNumber',
        title: x.registrationNumber,
        width: 130,
        render: (v, r: Row) => (
          <DocumentLink number={v} id={r.invoiceId} open={openInvoice} testId={`awaiting-number-${r.invoiceId}`} />
        ),
      },
      {
        key: 'statusName',
        title: x.status,
        width: 110,
        render: (v, r) => <span data-testid={`awaiting-status-${r.invoiceId}`}>{String(v ?? '')}</span>,
      },
      { key: 'supplierName', title: x.supplier, width: 180, render: (v) => String(v ?? '') },
      {
        key: 'statementNumber',
        title: x.statementNumber,
        width: 130,
        render: (v, r: Row) => (
          <DocumentLink
            number={v}
            id={r.statementId}
            open={openStatement}
            testId={`awaiting-statement-${r.invoiceId}`}
          />
        ),
      },
      { key: 'currencyCode', title: x.currency, width: 80 },
      amount('statementWithTax', x.statementWithTax),
      amount('totalWithTax', x.invoicedWithTax),
      amount('differenceWithTax', x.difference, true),
      { key: 'financeNote', title: x.financeNote, width: 160 },
      { key: 'orgName', title: x.organisation, width: 130, render: (v) => String(v ?? '') },
      {
        key: 'daysWaiting',
        title: x.daysWaiting,
        width: 90,
        render: (v) => <span style={{ display: 'block', textAlign: 'right' }}>{String(v)}</span>,
      },
    ];
  }, [x, openInvoice, openStatement]);
  return (
    <div data-testid="report-awaiting-invoices">
      {/* Keyed by the language: the statuses and names are the server's, in the reader's language. */}
      <DataTable
        key={lang}
        api={AWAITING_INVOICES}
        columns={columns}
        rowKey="invoiceId"
        size="small"
        title={x.awaitingTab}
      />
    </div>
  );
}
