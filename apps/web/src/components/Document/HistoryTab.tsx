import { formatDateTime } from '@srm/core/dates/date-format';
import type { DocumentTypeDef } from '@srm/core/documents/types';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import {
  shownAfter as after,
  shownBefore as before,
  type Change,
  type HistoryRow,
  historyKey,
  showValue as show,
} from './historyRows.ts';

const CHANGE_COLOUR = { added: 'green', changed: 'blue', removed: 'red' } as const;

/** The document's audit rows, oldest first, with the field differences of header and lines. */
export function HistoryTab({
  def,
  api,
  id,
  testId,
}: {
  def: DocumentTypeDef;
  api: string;
  id: unknown;
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery({
    queryKey: historyKey(api, id, lang),
    queryFn: () => post<HistoryRow[]>(api, { [def.idKey]: id }),
  });
  const labelOf = (key: string, inLines: boolean) =>
    (inLines ? def.lines?.fields : def.header)?.find((f) => f.key === key)?.label[lang] ?? key;
  if (query.isLoading) return <Spin />;
  if (query.isError) return <Alert type="error" title={errorText(query.error)} />;
  const rows = query.data ?? [];
  if (rows.length === 0) return <Empty description={t('document.noHistory')} />;
  return (
    <div data-testid={`${testId}-history`}>
      <Timeline
        items={rows.map((row) => ({
          key: row.historyId,
          content: (
            <div data-testid={`${testId}-history-row`}>
              <Typography.Text strong>{row.actionName ?? row.action}</Typography.Text>{' '}
              {row.fromStatusName || row.toStatusName ? (
                <Typography.Text type="secondary">
                  {show(row.fromStatusName)} → {show(row.toStatusName)}
                </Typography.Text>
              ) : null}{' '}
              <Typography.Text type="secondary">
                {row.userFullName ?? t('document.system')} · {formatDateTime(row.creationDate)}
              </Typography.Text>
              {row.comment ? (
                <div>
                  {t('document.comment')}: {row.comment}
                </div>
              ) : null}
              {(row.changes?.header ?? []).map((c) => (
                <div key={c.field} data-testid={`${testId}-history-change`}>
                  {labelOf(c.field, false)}: <Typography.Text delete>{before(c)}</Typography.Text> →{' '}
                  <Typography.Text>{after(c)}</Typography.Text>
                </div>
              ))}
              {(row.changes?.lines ?? []).map((c) => (
                <div key={`${c.lineId}-${c.change}`} data-testid={`${testId}-history-line`}>
                  <Tag color={CHANGE_COLOUR[c.change]}>{t(`document.line_${c.change}`)}</Tag>
                  {t('document.lineNo', { n: c.lineNumber ?? '' })} {describeFields(c.fields, (k) => labelOf(k, true))}
                </div>
              ))}
            </div>
          ),
        }))}
      />
    </div>
  );
}

/** A line's changed fields: `[{field, before, after}]` or an object of values. */
function describeFields(fields: unknown, label: (key: string) => string): string {
  if (Array.isArray(fields))
    return fields
      .map((f: Change) => (typeof f === 'string' ? label(f) : `${label(f.field)}: ${before(f)} → ${after(f)}`))
      .join('; ');
  if (fields && typeof fields === 'object')
    return Object.entries(fields as Record<string, unknown>)
      .map(([k, v]) =>
        v && typeof v === 'object' && 'after' in (v as object)
          ? `${label(k)}: ${show((v as Change).before)} → ${show((v as Change).after)}`
          : `${label(k)}: ${show(v)}`,
      )
      .join('; ');
  return '';
}
