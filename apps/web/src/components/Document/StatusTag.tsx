import { DOC_STATUS, type DocStatus } from '@srm/core/constants/status';
import { Tag } from 'antd';
import { useLang } from '../../app/i18n/index.ts';

const COLOURS: Partial<Record<DocStatus, string>> = {
  DRAFT: 'default',
  APPROVING: 'processing',
  REJECTED: 'error',
  APPROVED: 'success',
  ABOLISHED: 'default',
  CLOSED: 'default',
  CHANGING: 'warning',
};

/** A document status as a coloured tag, in the user's language (DOC_STATUS). */
export function StatusTag({ status }: { status: string | null | undefined }) {
  const lang = useLang();
  if (!status) return null;
  const label = DOC_STATUS[status as DocStatus]?.[lang] ?? status;
  return (
    <Tag color={COLOURS[status as DocStatus] ?? 'default'} data-testid="doc-status" data-status={status}>
      {label}
    </Tag>
  );
}
