import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../components/DataTable/types.ts';
import type { DocumentScreenConfig } from '../../../components/Document/config.ts';
import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { ClarificationsTab } from './ClarificationsTab.tsx';
import { inquiryScreenConfig } from './config.ts';
import { InquiryToolbar } from './InquiryToolbar.tsx';
import { InvitedSuppliersTab } from './InvitedSuppliersTab.tsx';
import { QuotesReceivedTab } from './QuotesReceivedTab.tsx';

/**
 * The buyer's inquiry: the generic document page (header, lines, attachments, history, approval trail,
 * the declared actions: submit to publish, close quotes, withdraw) with the inquiry's own tabs — invited
 * suppliers, questions, quotes received — and the actions that need more than a comment.
 */
export default function InquiryEditScreen() {
  const { t } = useTranslation();
  const config = useMemo<DocumentScreenConfig>(
    () => ({
      ...inquiryScreenConfig,
      tabs: (doc: Row) => [
        {
          key: 'suppliers',
          label: <span data-testid="inquiry-tab-suppliers">{t('sourcing.inquiry.tabs.suppliers')}</span>,
          children: (
            <InvitedSuppliersTab doc={doc} editable={((doc._actions as string[] | undefined) ?? []).includes('edit')} />
          ),
        },
        {
          key: 'clarifications',
          label: <span data-testid="inquiry-tab-clarifications">{t('sourcing.inquiry.tabs.clarifications')}</span>,
          children: <ClarificationsTab inquiryId={doc.inquiryId as number} />,
        },
        ...(['DRAFT', 'APPROVING', 'REJECTED'].includes(String(doc.status))
          ? []
          : [
              {
                key: 'quotes',
                label: <span data-testid="inquiry-tab-quotes">{t('sourcing.inquiry.tabs.quotes')}</span>,
                children: (
                  <QuotesReceivedTab
                    key={String(doc.round)}
                    inquiryId={doc.inquiryId as number}
                    currentRound={Number(doc.round ?? 1)}
                  />
                ),
              },
            ]),
      ],
      toolbar: (doc: Row) => <InquiryToolbar doc={doc} />,
    }),
    [t],
  );
  return <DocumentEditScreen config={config} />;
}
