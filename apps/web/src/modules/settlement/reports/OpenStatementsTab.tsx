import { useMemo } from 'react';
import { useLang } from '../../../app/i18n/index.ts';
import { DataTable } from '../../../components/DataTable/index.ts';
import type { ColumnConfig, Row } from '../../../components/DataTable/types.ts';
import { DocumentLink } from './DocumentLink.tsx';
import { money, OPEN_STATEMENTS } from './reportApi.ts';
import { reportTexts } from './reportTexts.ts';
import { useOpenDocument } from './useOpenDocument.ts';

/** Statements not agreed yet (drafts, waiting on the supplier, disputed), oldest first, with their days open. */
export function OpenStatementsTab() {
  const lang = useLang();
  const x = reportTexts[lang];
  const open = useOpenDocument('accountStatementList', 'accountStatementEdit');
  const columns = useMemo<ColumnConfig[]>(() => {
    const amount = (key: string, title: string): ColumnConfig => ({
      key,
      title,
      width: 115,
      render: (v, r) => (
        <span style={{ display: 'block', textAlign: 'right' }} data-testid={`open-${key}-${r.statementId}`}>
          {money(v, r.currencyScale)}
        </span>
      ),
    });
    // What tells an open statement apart first (number, status, supplier, period, amount, days open); the rest
    // scrolls in. Names are rendered, so the table scrolls rather than cutting them short (DataTable narrows text
    // columns to fit).
    return [
      {
        key: 'statementNumber',
        title: x.statementNumber,
        width: 130,
        render: (v, r: Row) => (
          <DocumentLink number={v} id={r.statementId} open={open} testId={`open-number-${r.statementId}`} />
        ),
      },
      {
        key: 'statusName',
        title: x.status,
        width: 110,
        render: (v, r) => <span data-testid={`open-status-${r.statementId}`}>{String(v ?? '')}</span>,
      },
      { key: 'supplierName', title: x.supplier, width: 180, render: (v) => String(v ?? '') },
      { key: 'periodFrom', title: x.period, width: 180, render: (_v, r) => `${r.periodFrom} ~ ${r.periodTo}` },
      { key: 'currencyCode', title: x.currency, width: 80 },
      amount('totalWithTax', x.totalWithTax),
      {
        key: 'daysOpen',
        title: x.daysOpen,
        width: 90,
        render: (v, r) => (
          <span style={{ display: 'block', textAlign: 'right' }} data-testid={`open-days-${r.statementId}`}>
            {String(v)}
          </span>
        ),
      },
      { key: 'lineCount', title: x.lines, width: 60 },
      amount('totalAmount', x.totalAmount),
      amount('totalTax', x.totalTax),
      { key: 'orgName', title: x.organisation, width: 130, render: (v) => String(v ?? '') },
      { key: 'sentDate', title: x.sentDate, width: 100, render: (v) => (v ? String(v).slice(0, 10) : '') },
    ];
  }, [x, open]);
  return (
    <div data-testid="report-open-statements">
      {/* Keyed by the language: the statuses and names are the server's, in the reader's language. */}
      <DataTable
        key={lang}
        api={OPEN_STATEMENTS}
        columns={columns}
        rowKey="statementId"
        size="small"
        title={x.openTab}
      />
    </div>
  );
}
