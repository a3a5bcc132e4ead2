import type { DocumentTypeDef, FieldDef } from '@srm/core/documents/types';
import { useQuery } from '@tanstack/react-query';
import { Alert, Tag, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import type { Row } from '../DataTable/types.ts';
import { type Change, type HistoryRow, historyKey, shownAfter, shownBefore } from './historyRows.ts';
import { type LineDiff, lineDiffs } from './lineDiffs.ts';

/**
 * The alteration mode of the edit page (spec §2 modes): while an approved document is being changed
 * (CHANGING), what differs from the approved version — each header field from its value when the
 * alteration began to its value now, and per line (number and material) each field from old to new, or
 * the line added or removed — with the reason. Read from the history the server keeps, so it is the same
 * after a reload or on another screen (the supplier's, confirming the change). `lines` (the document's
 * lines now) name a changed line by its material; `title` replaces the editing side's heading.
 */
export function AlterationSummary({
  def,
  api,
  id,
  testId,
  lines,
  title,
}: {
  def: DocumentTypeDef;
  api: string;
  id: unknown;
  testId: string;
  lines?: readonly Row[];
  title?: (reason: string) => string;
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
  const lineFields = def.lines?.fields ?? [];
  const diffs = lineDiffs(since, lineFields);
  const label = (key: string) => def.header.find((f) => f.key === key)?.label[lang] ?? key;
  const reason = rows[start].comment ?? '';
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid={`${testId}-alteration`}
      title={title ? title(reason) : t('document.alteration', { reason })}
      description={
        changed.length === 0 && diffs.length === 0 ? (
          t('document.alterationNone')
        ) : (
          <div>
            {changed.map((c) => (
              <div key={c.field} data-testid={`${testId}-alteration-change`}>
                {label(c.field)}: <Typography.Text delete>{shownBefore(c)}</Typography.Text> → {shownAfter(c)}
              </div>
            ))}
            {diffs.map((d) => (
              <LineDiffRow
                key={d.key}
                diff={d}
                fields={lineFields}
                now={lines?.find((l) => d.lineId != null && l[def.lines?.idKey ?? 'lineId'] === d.lineId)}
                testId={testId}
              />
            ))}
          </div>
        )
      }
    />
  );
}

/** One line's difference: "Line 1 · Q235 plate: Quantity 10 → 15; Amount 48.50 → 72.75", or added / removed. */
function LineDiffRow({
  diff,
  fields,
  now,
  testId,
}: {
  diff: LineDiff;
  fields: readonly FieldDef[];
  /** The line as it is now, when it still exists (its material names it). */
  now?: Row;
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = diff.title ?? (now ? String(now.materialName ?? now.itemDescription ?? '') : '');
  const fieldLabel = (key: string) => fields.find((f) => f.key === key)?.label[lang] ?? key;
  return (
    <div data-testid={`${testId}-alteration-line`} data-line={String(diff.lineNumber ?? '')} data-change={diff.change}>
      {t('document.lineNo', { n: diff.lineNumber ?? '?' })}
      {title ? ` · ${title}` : ''}
      {diff.change === 'added' && (
        <Tag color="green" style={{ marginInlineStart: 8 }}>
          {t('document.lineAdded')}
        </Tag>
      )}
      {diff.change === 'removed' && (
        <Tag color="red" style={{ marginInlineStart: 8 }}>
          {t('document.lineRemoved')}
        </Tag>
      )}
      {diff.change !== 'removed' && diff.fields.length > 0 && ': '}
      {diff.change !== 'removed' &&
        diff.fields.map((c, i) => (
          <Fragment key={c.field}>
            {i > 0 && '; '}
            {fieldLabel(c.field)}{' '}
            {diff.change === 'added' ? (
              c.after
            ) : (
              <>
                <Typography.Text delete>{c.before}</Typography.Text> → {c.after}
              </>
            )}
          </Fragment>
        ))}
    </div>
  );
}
