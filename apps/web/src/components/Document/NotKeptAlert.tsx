import type { StoredDifference } from '@srm/core/documents/storedDifferences';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/i18n/index.ts';

/**
 * What a save did not keep as typed (issue 15 item 2): shown instead of "saved", naming each field, its
 * line, the typed and the stored value, until the next save. The comparison is packages/core's
 * storedDifferences, run on every document type's save answer.
 */
export function NotKeptAlert({
  number,
  differences,
  testId,
}: {
  number: string;
  differences: StoredDifference[];
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const shown = (v: unknown) => (v == null || v === '' ? t('document.blankValue') : String(v));
  const line = (d: StoredDifference) => {
    if (!d.field) return t('document.notKeptLines', { sent: d.sent, stored: d.stored });
    const label = d.field.label[lang];
    const field = d.lineNumber == null ? label : `${t('document.lineNo', { n: d.lineNumber })} ${label}`;
    return t('document.notKeptValue', { field, sent: shown(d.sent), stored: shown(d.stored) });
  };
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid={`${testId}-not-kept`}
      title={t('document.notKept', { number })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {differences.map((d) => (
            <li key={`${d.field?.key ?? 'lines'}-${d.lineNumber ?? 'h'}`}>{line(d)}</li>
          ))}
        </ul>
      }
    />
  );
}
