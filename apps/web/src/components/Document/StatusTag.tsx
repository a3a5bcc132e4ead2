import type { DocStatus } from '@srm/core/constants/status';
import { type DocumentTypeDef, statusLabel } from '@srm/core/documents/types';
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
  // sourcing (issue 17): open for quotes or bids, bids opened, scored, decided, its outcome made
  PUBLISHED: 'processing',
  OPENED: 'cyan',
  EVALUATED: 'geekblue',
  AWARDED: 'success',
  COMPLETED: 'success',
  // settlement (issue 18): approved and waiting for the bank (APPROVED, above), then paid
  PAID: 'green',
};

/**
 * A document status as a coloured tag, in the user's language: the type's own name for it when `def`
 * has one (a shipped delivery note reads "Shipped"), else the shared name (DOC_STATUS).
 */
export function StatusTag({
  status,
  def,
}: {
  status: string | null | undefined;
  def?: Pick<DocumentTypeDef, 'statusLabels'>;
}) {
  const lang = useLang();
  if (!status) return null;
  const label = statusLabel(def, status, lang);
  return (
    <Tag color={COLOURS[status as DocStatus] ?? 'default'} data-testid="doc-status" data-status={status}>
      {label}
    </Tag>
  );
}
