import { PrinterOutlined } from '@ant-design/icons';
import type { FieldDef } from '@srm/core/documents/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { useLookupMeanings } from '../DataTable/useLookupMeanings.ts';
import { ApprovalTrail } from './ApprovalTrail.tsx';
import type { DocumentScreenConfig } from './config.ts';
import { StatusTag } from './StatusTag.tsx';
import './print.css';

type Doc = Record<string, unknown> & { status?: string; printCount?: number; lastPrintDate?: string | null };

const NUMERIC: FieldDef['type'][] = ['number', 'price', 'amount'];
/** Header fields that are not printed in the field grid (the number and the total have their own places). */
const hiddenOnSheet = (f: FieldDef, def: DocumentScreenConfig['def']) =>
  f.type === 'attachments' || f.key === def.numberKey || (!!def.lines && f.type === 'amount' && f.readOnly === true);

/** The ids of the documents to print, from `?ids=1,2` (the list) or `?id=1` (a document's page). */
export function printIds(query: Record<string, string>): string[] {
  return (query.ids ?? query.id ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s));
}

/** The page that prints documents of a type: opened from the list (selected rows) or from a document. */
export function printPath(config: DocumentScreenConfig, ids: unknown[]): string {
  return `/main/${config.printScreen}?ids=${ids.map(String).join(',')}`;
}

/**
 * The generic print screen of a document type (spec §7 printFindByIds / updatePrintFlagById): one
 * A4-like sheet per document — organisation, title, number, status, header fields by their labels,
 * the lines with amounts, the total, the approvals and how often it was printed. "Print" opens the
 * browser's print dialog, then records the print of each document and shows the new count. The print
 * stylesheet leaves only the sheets on paper, each on its own page.
 */
export function PrintScreen({ config }: { config: DocumentScreenConfig }) {
  const { def, base, testId } = config;
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const screen = useScreen();
  const ids = useMemo(() => printIds(screen?.query ?? {}), [screen?.query]);
  const [printing, setPrinting] = useState(false);
  /** While printing, the sheets are also rendered straight under <body>, which is all that goes on paper. */
  const [paper, setPaper] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The browser's own print (Ctrl+P) too — but only from the tab shown (open tabs stay mounted, hidden).
    const before = () => {
      if (!root.current?.offsetParent) return;
      message.destroy(); // no toast on paper
      flushSync(() => setPaper(true));
    };
    const after = () => setPaper(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [message]);
  const key = ['docPrint', base, ids.join(',')];
  const query = useQuery({
    queryKey: key,
    queryFn: () => post<Doc[]>(`${base}/printFindByIds`, { ids }),
    enabled: ids.length > 0,
  });
  const lookupTypes = useMemo(
    () =>
      [...def.header, ...(def.lines?.fields ?? [])].flatMap((f) =>
        f.type === 'lookup' && f.lookupType ? [f.lookupType] : [],
      ),
    [def],
  );
  const meanings = useLookupMeanings([...new Set(lookupTypes)]);

  const show = (f: FieldDef, row: Record<string, unknown>): string => {
    const value = row[f.key];
    if (f.type === 'ref' && f.displayKey && row[f.displayKey] != null) return String(row[f.displayKey]);
    if (value === null || value === undefined || value === '') return '';
    if (f.type === 'lookup' && f.lookupType) {
      const meaning = meanings.get(f.lookupType)?.get(String(value));
      return meaning && meaning !== value ? `${meaning} (${String(value)})` : String(value);
    }
    if (f.type === 'amount' && f.precision !== undefined && !Number.isNaN(Number(value))) {
      return Number(value).toLocaleString(lang === 'CN' ? 'zh-CN' : 'en-GB', {
        minimumFractionDigits: f.precision,
        maximumFractionDigits: f.precision,
      });
    }
    return String(value);
  };

  const print = async () => {
    const docs = query.data ?? [];
    message.destroy(); // no toast on paper
    flushSync(() => setPaper(true));
    window.print();
    setPaper(false);
    setPrinting(true);
    try {
      const updated: Doc[] = [];
      for (const doc of docs) {
        updated.push(await post<Doc>(`${base}/updatePrintFlagById`, { [def.idKey]: doc[def.idKey] }));
      }
      queryClient.setQueryData(key, updated);
      message.success(t('documentIo.printed', { count: updated.length }));
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setPrinting(false);
    }
  };

  if (ids.length === 0) {
    return (
      <Empty style={{ marginTop: 48 }} description={t('documentIo.noIds')} data-testid={`${testId}-print-empty`} />
    );
  }
  if (query.isLoading) return <Spin style={{ display: 'block', marginTop: 48 }} />;
  if (query.isError) {
    return <Alert type="error" showIcon style={{ margin: 16 }} title={errorText(query.error)} />;
  }
  const docs = query.data ?? [];
  const headerFields = def.header.filter((f) => !hiddenOnSheet(f, def));
  const lineFields = def.lines?.fields ?? [];
  const totalField = def.header.find((f) => f.type === 'amount');

  const sheets = docs.map((doc, index) => (
    <section className="srm-print-page" key={String(doc[def.idKey])} data-testid={`${testId}-print-sheet`}>
      <div className="srm-print-company">{String(doc.orgName ?? '')}</div>
      <div className="srm-print-title">{def.name[lang]}</div>
      <div className="srm-print-meta">
        <span>
          {def.header.find((f) => f.key === def.numberKey)?.label[lang]}:{' '}
          <strong data-testid={`${testId}-print-number`}>{String(doc[def.numberKey] ?? '')}</strong>
        </span>
        <span>
          <StatusTag status={doc.status} def={config.def} />
        </span>
      </div>
      {config.sheetExtra?.(doc)}
      <table className="srm-print-fields">
        <tbody>
          {pairs(headerFields).map((pair) => (
            <tr key={pair.map((f) => f.key).join()}>
              {pair.map((f) => (
                <FieldCells key={f.key} label={f.label[lang]} value={show(f, doc)} wide={pair.length === 1} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {def.lines ? (
        <>
          <div className="srm-print-section">{def.lines.label[lang]}</div>
          <table className="srm-print-lines" data-testid={`${testId}-print-lines`}>
            <thead>
              <tr>
                {lineFields.map((f) => (
                  <th key={f.key} className={cellClass(f)}>
                    {f.label[lang]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {((doc[def.lines.key] as Record<string, unknown>[] | undefined) ?? []).map((line, i) => (
                <tr key={String(line[def.lines?.idKey ?? 'id'] ?? i)}>
                  {lineFields.map((f) => (
                    <td key={f.key} className={cellClass(f)}>
                      {show(f, line)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {totalField ? (
              <tfoot>
                <tr>
                  <td colSpan={Math.max(lineFields.length - 1, 1)} style={{ textAlign: 'right', fontWeight: 600 }}>
                    {t('documentIo.total')} ({totalField.label[lang]})
                  </td>
                  <td className="num" style={{ fontWeight: 600 }} data-testid={`${testId}-print-total`}>
                    {show(totalField, doc)}
                  </td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </>
      ) : null}
      {def.approval && doc.status !== 'DRAFT' ? (
        <>
          <div className="srm-print-section">{t('documentIo.approvals')}</div>
          <ApprovalTrail billType={def.billType} docId={doc[def.idKey]} testId={`${testId}-print`} />
        </>
      ) : null}
      <div className="srm-print-footer">
        <span>
          {t('documentIo.printCount')}:{' '}
          <strong data-testid={`${testId}-print-count`}>{String(doc.printCount ?? 0)}</strong>
          {doc.lastPrintDate ? (
            <>
              {' · '}
              {t('documentIo.lastPrintDate')}: {dayjs(doc.lastPrintDate).format('YYYY-MM-DD HH:mm')}
            </>
          ) : null}
        </span>
        <span>{t('documentIo.page', { page: index + 1, pages: docs.length })}</span>
      </div>
    </section>
  ));

  return (
    <div className="srm-print-root" ref={root} data-testid={`screen-${testId}-print`}>
      <div className="srm-print-toolbar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('documentIo.printTitle')} · {def.name[lang]} × {docs.length}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          loading={printing}
          onClick={() => void print()}
          data-testid={`${testId}-print-go`}
        >
          {t('documentIo.printButton')}
        </Button>
      </div>
      {sheets}
      {paper && createPortal(<div className="srm-print-portal">{sheets}</div>, document.body)}
    </div>
  );
}

/** Numbers right-aligned, dates on one line. */
const cellClass = (f: FieldDef) => (NUMERIC.includes(f.type) ? 'num' : f.type === 'date' ? 'date' : undefined);

/** Header fields two to a row; a long text takes a row of its own. */
function pairs(fields: FieldDef[]): FieldDef[][] {
  const out: FieldDef[][] = [];
  let row: FieldDef[] = [];
  for (const f of fields) {
    if (f.type === 'textarea') {
      if (row.length) out.push(row);
      out.push([f]);
      row = [];
      continue;
    }
    row.push(f);
    if (row.length === 2) {
      out.push(row);
      row = [];
    }
  }
  if (row.length) out.push(row);
  return out;
}

function FieldCells({ label, value, wide }: { label: string; value: string; wide: boolean }) {
  return (
    <>
      <th style={{ width: '16%' }}>{label}</th>
      <td colSpan={wide ? 3 : 1}>{value}</td>
    </>
  );
}
