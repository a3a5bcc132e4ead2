import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../components/DataTable/types.ts';
import type { DocumentScreenConfig } from '../../../components/Document/config.ts';
import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { BidsTab } from './BidsTab.tsx';
import { ChangeLettersTab } from './ChangeLettersTab.tsx';
import { CommitteeTab } from './CommitteeTab.tsx';
import { EDITABLE_STATES, tenderScreenConfig } from './config.ts';
import { EvaluationTab } from './EvaluationTab.tsx';
import { OpeningRecord } from './OpeningRecord.tsx';
import { SealSubmitDialog } from './SealSubmitDialog.tsx';
import { TenderBanner } from './TenderBanner.tsx';
import { TenderSuppliersTab } from './TenderSuppliersTab.tsx';

/** States past the publication (what suppliers and the committee do shows from there). */
const BEFORE_PUBLISHED = new Set(['DRAFT', 'APPROVING', 'REJECTED']);
/** States in which the jury and the evaluation have something to show. */
const EVALUATING = new Set(['CLOSED', 'OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED']);

/**
 * The buyer's tender: the generic document page (header, lines, tender documents, history, approval
 * trail; submit, withdraw) with the tender's own tabs — suppliers with their fee and bond, the opening
 * committee, change letters, the sealed (then opened) bids, the evaluation and award, the opening record —
 * and its Submit, which first seals the tender to its committee in this browser (SealSubmitDialog).
 */
export default function TenderEditScreen() {
  const { t } = useTranslation();
  const config = useMemo<DocumentScreenConfig>(() => {
    const tab = (key: string, label: string, children: React.ReactNode) => ({
      key,
      label: <span data-testid={`tender-tab-${key}`}>{label}</span>,
      children,
    });
    return {
      ...tenderScreenConfig,
      actionDialogs: { submit: SealSubmitDialog },
      banner: (doc: Row) => <TenderBanner doc={doc} />,
      tabs: (doc: Row) => {
        const status = String(doc.status);
        const tenderId = doc.tenderId as number;
        return [
          tab('suppliers', t('sourcing.tender.tabs.suppliers'), <TenderSuppliersTab doc={doc} />),
          tab('committee', t('sourcing.tender.tabs.committee'), <CommitteeTab doc={doc} />),
          ...(BEFORE_PUBLISHED.has(status)
            ? []
            : [
                tab('changes', t('sourcing.tender.tabs.changes'), <ChangeLettersTab doc={doc} />),
                tab('bids', t('sourcing.tender.tabs.bids'), <BidsTab tenderId={tenderId} status={status} />),
              ]),
          ...(EVALUATING.has(status)
            ? [tab('evaluation', t('sourcing.tender.tabs.evaluation'), <EvaluationTab doc={doc} />)]
            : []),
          ...(EDITABLE_STATES.has(status) && !doc.sealedDate
            ? []
            : [tab('record', t('sourcing.tender.tabs.record'), <OpeningRecord tenderId={tenderId} status={status} />)]),
        ];
      },
    };
  }, [t]);
  return <DocumentEditScreen config={config} />;
}
