import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { openShare, unlockMemberKey } from '@srm/core/sourcing/sealing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  Empty,
  Input,
  Modal,
  Space,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';
import { Countdown } from '../inquiry/Countdown.tsx';
import { localDateTime } from '../inquiry/time.ts';
import { BidsTab } from './BidsTab.tsx';
import { COMMITTEE_BASE, MEMBER_KEY_BASE, OPENED_STATES } from './config.ts';
import { MemberKeyPanel, MY_KEY, type MyKey, useMyKey } from './MemberKeyPanel.tsx';
import { OpeningRecord } from './OpeningRecord.tsx';
import { sealingErrorText } from './sealingText.ts';
import { tenderKey, useRefetchWhenShown } from './useTenderRefresh.ts';

type MyTender = {
  tenderId: number;
  tenderNumber: string;
  title: string;
  status: string;
  bidDeadline: string;
  openingTime: string;
  /** The database clock when listed, for the countdown. */
  serverTime: string;
  openedDate: string | null;
  openingThreshold: number;
  memberRole: 'CHAIR' | 'MEMBER';
  hasShare: boolean;
  keyCurrent: boolean;
  shareGiven: boolean;
  sharesGiven: number;
  members: number;
  mayGiveNow: boolean;
};

type OpeningStatus = {
  tenderId: number;
  tenderNumber: string;
  status: string;
  needed: number;
  given: number;
  opened: boolean;
  myShareGiven: boolean;
};

type MyShare = {
  tenderId: number;
  encryptedShare: string;
  keyFingerprint: string;
  eventPublicKey: string;
  shareGiven: boolean;
};

const MY_TENDERS = ['tenderMyTenders'];

/**
 * Sourcing → Bid opening (menu SRC_TENDER_OPENING), for the members of opening committees: my committee
 * key (made here with a PIN that never leaves this browser), and the tenders whose committee I sit on with
 * where their opening stands — k of n shares given, the time left to the opening. Once the bids are closed
 * and the opening time has come, "Open bids" asks my PIN, opens my share here and gives it; the k-th share
 * opens the bids, which then show below with the opening record.
 */
export default function TenderOpeningScreen() {
  const { t } = useTranslation();
  const mine = useMyKey();
  const tenders = useQuery({
    queryKey: MY_TENDERS,
    queryFn: () => post<MyTender[]>(`${COMMITTEE_BASE}/myTenders`, {}),
  });
  useRefetchWhenShown(tenders.refetch);
  const [opening, setOpening] = useState<MyTender | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const rows = tenders.data ?? [];
  const current = rows.find((r) => r.tenderId === shown) ?? null;

  return (
    <div data-testid="screen-tender-opening">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <MemberKeyPanel />
        <Card size="small" title={t('sourcing.tender.opening.myTenders')}>
          {tenders.isError && <Alert type="error" showIcon title={errorText(tenders.error)} />}
          <Table<MyTender>
            size="small"
            rowKey="tenderId"
            loading={tenders.isLoading}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="tender-opening-list"
            locale={{ emptyText: <Empty description={t('sourcing.tender.opening.none')} /> }}
            rowClassName={(r) => (r.tenderId === shown ? 'ant-table-row-selected' : '')}
            columns={[
              {
                key: 'number',
                title: t('sourcing.tender.opening.tender'),
                width: 220,
                render: (_, r) => (
                  <Space orientation="vertical" size={0}>
                    <Typography.Link
                      onClick={() => setShown(r.tenderId)}
                      data-testid={`tender-opening-show-${r.tenderNumber}`}
                    >
                      {r.tenderNumber}
                    </Typography.Link>
                    <Typography.Text type="secondary">{r.title}</Typography.Text>
                  </Space>
                ),
              },
              {
                key: 'status',
                title: t('sourcing.tender.opening.status'),
                width: 100,
                render: (_, r) => <StatusTag status={r.status} def={sourcingTender} />,
              },
              {
                key: 'role',
                title: t('sourcing.tender.committee.role'),
                width: 80,
                render: (_, r) => t(`sourcing.tender.committee.${r.memberRole}`),
              },
              {
                key: 'time',
                title: t('sourcing.tender.opening.openingTime'),
                width: 230,
                render: (_, r) =>
                  OPENED_STATES.has(r.status) ? (
                    t('sourcing.tender.opening.openedAt', { at: localDateTime(r.openedDate) })
                  ) : r.status === 'PUBLISHED' || r.status === 'CLOSED' ? (
                    <Countdown
                      deadline={r.openingTime}
                      dbNow={r.serverTime}
                      testId={`tender-opening-countdown-${r.tenderNumber}`}
                      texts={{
                        running: 'sourcing.tender.countdown.opening',
                        passed: 'sourcing.tender.countdown.openingPassed',
                      }}
                    />
                  ) : (
                    localDateTime(r.openingTime)
                  ),
              },
              {
                key: 'shares',
                title: t('sourcing.tender.opening.shares'),
                width: 130,
                render: (_, r) => (
                  <span data-testid={`tender-opening-shares-${r.tenderNumber}`}>
                    {t('sourcing.tender.opening.kOfN', { given: r.sharesGiven, k: r.openingThreshold, n: r.members })}
                  </span>
                ),
              },
              {
                key: 'mine',
                title: t('sourcing.tender.opening.myShare'),
                width: 130,
                render: (_, r) => <MyShareState row={r} />,
              },
              {
                key: 'op',
                title: '',
                width: 130,
                render: (_, r) =>
                  r.mayGiveNow ? (
                    <Button
                      type="primary"
                      size="small"
                      disabled={!mine.data || !r.keyCurrent}
                      onClick={() => setOpening(r)}
                      data-testid={`tender-open-${r.tenderNumber}`}
                    >
                      {t('sourcing.tender.opening.open')}
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => setShown(r.tenderId)}>
                      {t('sourcing.tender.opening.view')}
                    </Button>
                  ),
              },
            ]}
          />
        </Card>
        {current && <OpenedView tender={current} />}
      </Space>
      {opening && mine.data && (
        <OpenDialog
          tender={opening}
          myKey={mine.data}
          onClose={(opened) => {
            setOpening(null);
            if (opened) setShown(opening.tenderId);
          }}
        />
      )}
    </div>
  );
}

/** My share of a tender: given, ready, sealed to a key I no longer hold, or not sealed yet. */
function MyShareState({ row }: { row: MyTender }) {
  const { t } = useTranslation();
  if (row.shareGiven) return <Tag color="green">{t('sourcing.tender.opening.given')}</Tag>;
  if (OPENED_STATES.has(row.status)) return <Tag>{t('sourcing.tender.opening.notNeeded')}</Tag>;
  if (!row.hasShare) return <Tag>{t('sourcing.tender.opening.notSealed')}</Tag>;
  if (!row.keyCurrent)
    return (
      <Tooltip title={t('sourcing.tender.opening.keyReplacedHint')}>
        <Tag color="red">{t('sourcing.tender.committee.keyReplaced')}</Tag>
      </Tooltip>
    );
  return (
    <Tag color="blue" data-testid={`tender-opening-ready-${row.tenderNumber}`}>
      {row.mayGiveNow ? t('sourcing.tender.opening.ready') : t('sourcing.tender.opening.held')}
    </Tag>
  );
}

/** A tender of mine below the list: once opened, its bids and opening record; before, its record so far. */
function OpenedView({ tender }: { tender: MyTender }) {
  const { t } = useTranslation();
  const opened = OPENED_STATES.has(tender.status);
  return (
    <Card
      size="small"
      title={`${tender.tenderNumber} ${tender.title}`}
      extra={<StatusTag status={tender.status} def={sourcingTender} />}
      data-testid="tender-opening-detail"
      data-opened={opened}
    >
      <Tabs
        items={[
          {
            key: 'bids',
            label: <span data-testid="tender-opening-tab-bids">{t('sourcing.tender.tabs.bids')}</span>,
            children: <BidsTab tenderId={tender.tenderId} status={tender.status} />,
          },
          {
            key: 'record',
            label: <span data-testid="tender-opening-tab-record">{t('sourcing.tender.tabs.record')}</span>,
            children: <OpeningRecord tenderId={tender.tenderId} status={tender.status} />,
          },
        ]}
      />
    </Card>
  );
}

/**
 * Giving my share: my PIN unlocks my key here and opens my share (a wrong PIN is said at once and nothing
 * is sent); then, confirmed, the share is given. The PIN and the key never leave this browser.
 */
function OpenDialog({
  tender,
  myKey,
  onClose,
}: {
  tender: MyTender;
  myKey: MyKey;
  onClose: (opened: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pin' | 'give' | null>(null);
  const left = Math.max(0, tender.openingThreshold - tender.sharesGiven);

  const done = (status: OpeningStatus) => {
    void queryClient.invalidateQueries({ queryKey: MY_TENDERS });
    void queryClient.invalidateQueries({ queryKey: tenderKey(tender.tenderId, 'record') });
    void queryClient.invalidateQueries({ queryKey: ['tender', tender.tenderId] });
    if (status.opened) message.success(t('sourcing.tender.opening.opened', { number: tender.tenderNumber }));
    else
      message.success(
        t('sourcing.tender.opening.shareGiven', {
          given: status.given,
          k: status.needed,
          left: status.needed - status.given,
        }),
      );
    onClose(status.opened);
  };

  const give = async (share: string) => {
    setBusy('give');
    try {
      done(await post<OpeningStatus>(`${COMMITTEE_BASE}/giveShare`, { tenderId: tender.tenderId, share }));
    } catch (e) {
      setError(errorText(e));
      void queryClient.invalidateQueries({ queryKey: MY_TENDERS });
    } finally {
      setBusy(null);
    }
  };

  const unlock = async () => {
    setError(null);
    setBusy('pin');
    let share: string;
    try {
      const sealed = await post<MyShare>(`${COMMITTEE_BASE}/myShare`, { tenderId: tender.tenderId });
      // The key read again: it may have been replaced in another tab since the page loaded.
      const key = (await post<MyKey | null>(`${MEMBER_KEY_BASE}/mine`, {})) ?? myKey;
      queryClient.setQueryData(MY_KEY, key);
      if (sealed.keyFingerprint !== key.fingerprint) throw new Error(t('sourcing.tender.opening.keyReplacedHint'));
      const privateKey = await unlockMemberKey(key.wrappedPrivateKey, pin);
      share = await openShare(sealed.encryptedShare, privateKey);
    } catch (e) {
      setError(sealingErrorText(e, lang));
      setBusy(null);
      return;
    } finally {
      setPin('');
    }
    setBusy(null);
    modal.confirm({
      title: t('sourcing.tender.opening.confirmTitle', { number: tender.tenderNumber }),
      content:
        left <= 1
          ? t('sourcing.tender.opening.confirmLast', { k: tender.openingThreshold })
          : t('sourcing.tender.opening.confirmText', { left: left - 1 }),
      okText: t('sourcing.tender.opening.give'),
      cancelText: t('app.cancel'),
      okButtonProps: { 'data-testid': 'tender-give-ok' } as Record<string, string>,
      onOk: () => give(share),
    });
  };

  return (
    <Modal
      open
      title={t('sourcing.tender.opening.dialogTitle', { number: tender.tenderNumber })}
      okText={t('sourcing.tender.opening.unlock')}
      cancelText={t('app.cancel')}
      onOk={() => void unlock()}
      onCancel={() => busy == null && onClose(false)}
      confirmLoading={busy != null}
      okButtonProps={{ disabled: !pin, 'data-testid': 'tender-open-pin-ok' } as ButtonProps}
      maskClosable={false}
      destroyOnHidden
    >
      <div data-testid="tender-open-dialog">
        <Typography.Paragraph>
          {t('sourcing.tender.opening.dialogText', {
            title: tender.title,
            given: tender.sharesGiven,
            k: tender.openingThreshold,
          })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('sourcing.tender.opening.pinStays')}</Typography.Paragraph>
        <Input.Password
          autoFocus
          value={pin}
          autoComplete="off"
          placeholder={t('sourcing.tender.key.pin')}
          onChange={(e) => {
            setPin(e.target.value);
            setError(null);
          }}
          onPressEnter={() => pin && busy == null && void unlock()}
          data-testid="tender-open-pin"
        />
        {busy === 'pin' && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('sourcing.tender.opening.unlocking')}
          </Typography.Paragraph>
        )}
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} data-testid="tender-open-error" />
        )}
      </div>
    </Modal>
  );
}
