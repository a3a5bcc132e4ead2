import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../components/DataTable/types.ts';
import { Countdown } from '../inquiry/Countdown.tsx';
import { localDateTime } from '../inquiry/time.ts';
import { memberName, useCommittee } from './committee.ts';
import { EDITABLE_STATES } from './config.ts';
import { useTenderFreshness } from './useTenderRefresh.ts';

/**
 * What the tender waits on, above its tabs: a draft, its seal (and the members without a key, who stop
 * it); open for bids, the time left; closed, the opening time and the committee's shares given so far.
 */
export function TenderBanner({ doc }: { doc: Row }) {
  const { t } = useTranslation();
  const status = String(doc.status);
  const tenderId = doc.tenderId as number;
  const watching = EDITABLE_STATES.has(status) || status === 'CLOSED';
  const committee = useCommittee(tenderId, watching);
  const members = watching && committee.data ? committee.data.members : [];
  const k = Number(doc.openingThreshold ?? 2);
  const dbNow = (doc.dbNow as string | undefined) ?? null;
  useTenderFreshness(tenderId, status, doc.version);

  if (EDITABLE_STATES.has(status)) {
    const withoutKey = members.filter((m) => !m.hasKey);
    if (withoutKey.length > 0)
      return (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="tender-banner"
          title={t('sourcing.tender.seal.noKey', {
            names: withoutKey.map(memberName).join(t('sourcing.tender.listSeparator')),
          })}
          description={t('sourcing.tender.committee.noKeyHint')}
        />
      );
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        data-testid="tender-banner"
        title={
          committee.data?.sealed
            ? t('sourcing.tender.banner.sealed', { at: localDateTime(committee.data.sealedDate), n: members.length, k })
            : t('sourcing.tender.banner.draft', { n: members.length, k })
        }
      />
    );
  }
  if (status === 'PUBLISHED' && doc.bidDeadline)
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        data-testid="tender-banner"
        title={
          <Countdown
            deadline={String(doc.bidDeadline)}
            dbNow={dbNow}
            testId="tender-bid-countdown"
            texts={{ running: 'sourcing.tender.countdown.bid', passed: 'sourcing.tender.countdown.bidPassed' }}
          />
        }
        description={t('sourcing.tender.banner.published', { opening: localDateTime(doc.openingTime) })}
      />
    );
  if (status === 'CLOSED' && doc.openingTime) {
    const given = members.filter((m) => m.shareGiven).length;
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        data-testid="tender-banner"
        title={
          <Countdown
            deadline={String(doc.openingTime)}
            dbNow={dbNow}
            testId="tender-opening-countdown"
            texts={{ running: 'sourcing.tender.countdown.opening', passed: 'sourcing.tender.countdown.openingPassed' }}
          />
        }
        description={t('sourcing.tender.banner.closed', { given, k, n: members.length })}
      />
    );
  }
  return null;
}
