import type { DocumentTypeDef } from '@srm/core/documents/types';
import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import { type Change, type HistoryRow, historyKey, shownAfter, shownBefore } from './historyRows.ts';

/**
 * The alteration mode of the edit page (spec §2 modes): while an approved document is being changed
 * (CHANGING), what differs from the approved version — each header field from its value when the
 * alteration began to its value now, and the lines added, changed or removed since — with the reason.
 * Read from the history the server keeps, so it is the same after a reload or on another screen.
 */
export function AlterationSummary({
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
  const rows = query.data ?? [];
  const start = rows.findLastIndex((r) => r.action === 'alter');
  if (start < 0) return null;
  const since = rows.slice(start + 1);
  // Header: the first `before` and the last `after` of each field; unchanged in the end = left out.
  const header = new Map<string, Change>();
  for (const row of since) {
    for (const c of row.changes?.header ?? []) {
      const was = header.get(c.field);
      header.set(c.field, was ? { ...c, before: was.before, beforeName: was.beforeName } : c);
    }
  }
  const changed = [...header.values()].filter((c) => String(c.before ?? '') !== String(c.after ?? ''));
  const lineNumbers = new Set(since.flatMap((r) => (r.changes?.lines ?? []).map((l) => l.lineNumber)));
  const label = (key: string) => def.header.find((f) => f.key === key)?.label[lang] ?? key;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid={`${testId}-alteration`}
      title={t('document.alteration', { reason: rows[start].comment ?? '' })}
      description={
        changed.length === 0 && lineNumbers.size === 0 ? (
          t('document.alterationNone')
        ) : (
          <div>
            {changed.map((c) => (
              <div key={c.field} data-testid={`${testId}-alteration-change`}>
                {label(c.field)}: <Typography.Text delete>{shownBefore(c)}</Typography.Text> → {shownAfter(c)}
              </div>
            ))}
            {lineNumbers.size > 0 && (
              <div>{t('document.alterationLines', { lines: [...lineNumbers].sort().join(', ') })}</div>
            )}
          </div>
        )
      }
    />
  );
}
