import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Badge,
  Button,
  type ButtonProps,
  Card,
  Descriptions,
  Empty,
  Result,
  Space,
  Spin,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, post } from '../../../app/api/client.ts';
import { useSession } from '../../../app/auth/session.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { Attachments } from '../../../components/Attachments/index.ts';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';
import { AskedLines } from '../inquiry/AskedLines.tsx';
import { Countdown } from '../inquiry/Countdown.tsx';
import { DeclineDialog } from '../inquiry/DeclineDialog.tsx';
import { localDateTime } from '../inquiry/time.ts';
import { BidForm } from './BidForm.tsx';
import { BidReceiptCard } from './BidReceiptCard.tsx';
import { ChangeLetters, useNewLetters } from './ChangeLetters.tsx';
import {
  type BidReceipt,
  type MyBid,
  type MyBidView,
  type MyResult,
  type OpeningEntry,
  PAST_BIDDING,
  SUPPLIER_TENDER_BASE,
  type SupplierTender,
} from './config.ts';
import { FeeAndBond } from './FeeAndBond.tsx';
import { MyOutcome } from './MyOutcome.tsx';
import { OpenedBid } from './OpenedBid.tsx';
import { OpeningRecordTable } from './OpeningRecordTable.tsx';

const BID_COUNTDOWN = {
  running: 'sourcing.tenderSupplier.view.countdown',
  passed: 'sourcing.tenderSupplier.view.deadlinePassed',
};
const OPENED_ON = ['OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED'];
const RESULT_ON = ['AWARDED', 'COMPLETED'];

type Tab = 'tender' | 'changes' | 'payment' | 'bid' | 'record';

/**
 * A tender as its supplier may see it (portal, opened from My tenders with ?id=): the header without the
 * buyer's internal fields, the lines and tender documents, the change letters (newest first, unseen ones
 * marked new), sign-up to a public tender, decline with a reason, the fee and bond with the payment
 * reference it reports, its sealed bid and the receipt, the opening record, its prices once opened and its
 * result once awarded — never anything of another supplier. A tender it may not read is a 404 page.
 */
export default function TenderSupplierScreen() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const screen = useScreen();
  const { userInfo } = useSession();
  const tenderId = Number(screen?.query.id);
  const valid = Number.isInteger(tenderId) && tenderId > 0;
  const key = ['supplierTender', tenderId];
  const found = useQuery({
    queryKey: key,
    queryFn: () => post<SupplierTender>(`${SUPPLIER_TENDER_BASE}/findById`, { tenderId }),
    enabled: valid,
    retry: false,
  });
  const doc = found.data;
  const p = doc?.participation ?? null;
  const takesPart = p != null;
  const bidQuery = useQuery({
    queryKey: ['myTenderBid', tenderId],
    queryFn: () => post<MyBidView>(`${SUPPLIER_TENDER_BASE}/myBid`, { tenderId }),
    enabled: takesPart,
  });
  const record = useQuery({
    queryKey: ['tenderOpeningRecord', tenderId],
    queryFn: () => post<OpeningEntry[]>(`${SUPPLIER_TENDER_BASE}/openingRecord`, { tenderId }),
    enabled: takesPart,
  });
  const result = useQuery({
    queryKey: ['myTenderResult', tenderId],
    queryFn: () => post<MyResult>(`${SUPPLIER_TENDER_BASE}/myResult`, { tenderId }),
    enabled: takesPart && doc != null && RESULT_ON.includes(doc.status),
  });
  const fresh = useNewLetters(userInfo?.userId, tenderId, doc?.changes);
  const [tab, setTab] = useState<Tab>(() => (screen?.query.tab as Tab) ?? 'tender');
  // The letters' tab visited: its count of new letters has been seen (each letter stays marked new).
  const [lettersSeen, setLettersSeen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  // The deadline passed while the page was open (the close job may not have run yet): the form closes now.
  const [passed, setPassed] = useState(false);

  const setTitle = screen?.setTitle;
  useEffect(() => {
    if (doc) setTitle?.(`${t('sourcing.tenderSupplier.view.tender')} ${doc.tenderNumber}`);
  }, [doc, setTitle, t]);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['supplierTender', tenderId] });
    void queryClient.invalidateQueries({ queryKey: ['myTenderBid', tenderId] });
    void queryClient.invalidateQueries({ queryKey: ['tenderOpeningRecord', tenderId] });
    void queryClient.invalidateQueries({ queryKey: ['myTenderResult', tenderId] });
    void queryClient.invalidateQueries({ queryKey: ['listPage', `${SUPPLIER_TENDER_BASE}/listByPage`] });
  }, [queryClient, tenderId]);

  // Brought to the front again: the tender may have moved on (a change letter, the deadline, the opening).
  const openedAt = screen?.openedAt;
  const firstOpening = useRef(openedAt);
  useEffect(() => {
    if (openedAt === firstOpening.current) return;
    firstOpening.current = openedAt;
    refresh();
  }, [openedAt, refresh]);

  const onPassed = useCallback(() => {
    setPassed(true);
    void queryClient.invalidateQueries({ queryKey: ['supplierTender', tenderId] });
  }, [queryClient, tenderId]);

  const act = async (action: 'signUp' | 'decline' | 'reportPayment', extra: object, done: string) => {
    setBusy(action);
    try {
      const row = await post<SupplierTender>(`${SUPPLIER_TENDER_BASE}/${action}`, { tenderId, ...extra });
      if (row && typeof row === 'object' && 'tenderId' in row) queryClient.setQueryData(key, row);
      refresh();
      message.success(done);
      return true;
    } catch (e) {
      message.error(errorText(e));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const withdraw = () =>
    modal.confirm({
      title: t('sourcing.tenderSupplier.bid.withdraw'),
      content: t('sourcing.tenderSupplier.bid.withdrawConfirm'),
      okText: t('sourcing.tenderSupplier.bid.withdraw'),
      okButtonProps: { danger: true, 'data-testid': 'bid-withdraw-ok' } as ButtonProps,
      cancelText: t('app.cancel'),
      onOk: async () => {
        setBusy('withdraw');
        try {
          await post(`${SUPPLIER_TENDER_BASE}/withdrawBid`, { tenderId });
          message.success(t('sourcing.tenderSupplier.bid.withdrawn'));
          refresh();
        } catch (e) {
          message.error(errorText(e));
        } finally {
          setBusy(null);
        }
      },
    });

  if (!valid || (found.error instanceof ApiError && found.error.status === 404)) {
    return (
      <Result
        status="404"
        title="404"
        subTitle={t('sourcing.tenderSupplier.view.notFound')}
        data-testid="supplier-tender-not-found"
      />
    );
  }
  if (found.isLoading)
    return <Spin tip={t('sourcing.tenderSupplier.view.loading')} data-testid="supplier-tender-loading" />;
  if (found.isError || !doc)
    return <Alert type="error" showIcon title={errorText(found.error)} data-testid="supplier-tender-error" />;

  const actions = doc._actions ?? [];
  const view = bidQuery.data;
  const bid = view?.bid ?? null;
  const declined = p?.responseStatus === 'DECLINED';
  const takingBids = doc.status === 'PUBLISHED' && !passed;
  const editable = takingBids && takesPart && !declined;
  // The server says whether this supplier may bid now (sealed, fee and bond settled…) and why not.
  const cannot = view && !view.canBid ? (view.cannotBidReason ?? t('sourcing.tenderSupplier.bid.cannot')) : null;
  const supplierId = userInfo?.supplierId ?? 0;
  const opened = OPENED_ON.includes(doc.status);
  const outcome = result.data?.result ?? null;

  const onSubmitted = (receipt: BidReceipt, sent: Pick<MyBid, 'technicalStatement' | 'technicalFileIds'>) => {
    // The receipt shows at once; the refresh then brings the stored bid.
    queryClient.setQueryData<MyBidView>(['myTenderBid', tenderId], (v) =>
      v
        ? {
            ...v,
            bid: {
              invalidReason: null,
              totalWithoutTax: null,
              totalWithTax: null,
              validityDays: null,
              commercialRemark: null,
              lines: [],
              ...sent,
              ...receipt,
            },
          }
        : v,
    );
    refresh();
  };

  const bidTab = (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {bidQuery.isError && <Alert type="warning" showIcon title={errorText(bidQuery.error)} />}
      {bid ? (
        <BidReceiptCard
          bid={bid}
          canWithdraw={takingBids && bid.status === 'SUBMITTED'}
          busy={busy === 'withdraw'}
          onWithdraw={withdraw}
        />
      ) : (
        !bidQuery.isLoading && (
          <Typography.Text type="secondary" data-testid="bid-none">
            {t('sourcing.tenderSupplier.bid.noBid')}
          </Typography.Text>
        )
      )}
      {RESULT_ON.includes(doc.status) && outcome && result.data ? (
        <MyOutcome result={result.data} currency={doc.currencyCode} />
      ) : null}
      {opened && bid && (bid.status === 'OPENED' || bid.status === 'INVALID') && (
        <OpenedBid bid={bid} currency={doc.currencyCode} />
      )}
      {opened && !RESULT_ON.includes(doc.status) && bid && (
        <Typography.Text type="secondary">{t('sourcing.tenderSupplier.bid.waitingResult')}</Typography.Text>
      )}
      {!editable && takesPart && !declined && (doc.status !== 'PUBLISHED' || passed) && !opened && (
        <Alert type="info" showIcon title={t('sourcing.tenderSupplier.bid.closed')} data-testid="bid-closed" />
      )}
      {editable && view && (
        <BidForm
          tender={doc}
          supplierId={supplierId}
          userId={userInfo?.userId}
          bid={bid}
          submittable={cannot == null}
          cannot={cannot}
          onSubmitted={onSubmitted}
        />
      )}
    </Space>
  );

  const items = [
    {
      key: 'tender',
      label: t('sourcing.tenderSupplier.view.tabs.tender'),
      children: (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            data-testid="supplier-tender-header"
            items={[
              { key: 'org', label: t('sourcing.tenderSupplier.list.buyer'), children: doc.orgName ?? '' },
              { key: 'cat', label: t('sourcing.tenderSupplier.list.category'), children: doc.categoryName ?? '' },
              {
                key: 'mode',
                label: t('sourcing.tenderSupplier.list.mode'),
                children: t(`sourcing.tenderSupplier.mode.${doc.tenderMode}`),
              },
              { key: 'cur', label: t('sourcing.tenderSupplier.view.currency'), children: doc.currencyCode },
              ...(doc.tenderMode === 'PUBLIC'
                ? [
                    {
                      key: 'su',
                      label: t('sourcing.tenderSupplier.view.signUpDeadline'),
                      children: localDateTime(doc.signUpDeadline ?? doc.bidDeadline),
                    },
                  ]
                : []),
              {
                key: 'bd',
                label: t('sourcing.tenderSupplier.view.bidDeadline'),
                children: <span data-testid="supplier-tender-deadline">{localDateTime(doc.bidDeadline)}</span>,
              },
              {
                key: 'ot',
                label: t('sourcing.tenderSupplier.view.openingTime'),
                children: localDateTime(doc.openingTime),
              },
              {
                key: 'pt',
                label: t('sourcing.tenderSupplier.view.paymentTerm'),
                children: doc.paymentTermName ?? '—',
              },
              {
                key: 'addr',
                label: t('sourcing.tenderSupplier.view.address'),
                children: doc.deliveryAddressName ?? '—',
              },
              ...(p
                ? [
                    {
                      key: 'src',
                      label: t('sourcing.tenderSupplier.view.source'),
                      children: t(`sourcing.tenderSupplier.source.${p.source}`),
                    },
                  ]
                : []),
              {
                key: 'notes',
                label: t('sourcing.tenderSupplier.view.notes'),
                span: 'filled' as const,
                children: (
                  <span data-testid="supplier-tender-notes" style={{ whiteSpace: 'pre-wrap' }}>
                    {doc.notesToSuppliers ?? '—'}
                  </span>
                ),
              },
            ]}
          />
          <Card size="small" title={t('sourcing.tenderSupplier.view.lines')}>
            <AskedLines lines={doc.lines} testId="supplier-tender-lines" />
          </Card>
          <Card
            size="small"
            title={t('sourcing.tenderSupplier.view.documents')}
            data-testid="supplier-tender-documents"
          >
            {doc.fileIds ? (
              <Attachments ids={doc.fileIds} readOnly checkPermission={false} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sourcing.tenderSupplier.view.noDocuments')} />
            )}
          </Card>
        </Space>
      ),
    },
    {
      key: 'changes',
      label: (
        <Space size={4}>
          {t('sourcing.tenderSupplier.view.tabs.changes')}
          {fresh.size > 0 && !lettersSeen ? (
            <Badge count={fresh.size} size="small" data-testid="supplier-tender-changes-new" />
          ) : doc.changes.length > 0 ? (
            <Tag>{doc.changes.length}</Tag>
          ) : null}
        </Space>
      ),
      children: <ChangeLetters letters={doc.changes} fresh={fresh} />,
    },
    {
      key: 'payment',
      label: t('sourcing.tenderSupplier.view.tabs.payment'),
      children: (
        <FeeAndBond
          tender={doc}
          canReport={
            actions.includes('reportPayment') ||
            (actions.length === 0 && editable && (p?.feeStatus === 'UNPAID' || p?.bondStatus === 'UNPAID'))
          }
          busy={busy === 'reportPayment'}
          onReport={(paymentReference) =>
            act('reportPayment', { paymentReference }, t('sourcing.tenderSupplier.payment.reported'))
          }
        />
      ),
    },
    ...(takesPart
      ? [
          { key: 'bid', label: t('sourcing.tenderSupplier.view.tabs.bid'), children: bidTab },
          {
            key: 'record',
            label: t('sourcing.tenderSupplier.view.tabs.record'),
            children: (
              <OpeningRecordTable
                entries={record.data ?? []}
                loading={record.isLoading}
                receiptHash={bid?.commercialHash ?? null}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="screen-supplier-tender">
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            <span data-testid="supplier-tender-number">{doc.tenderNumber}</span> {doc.title}
          </Typography.Title>
          <StatusTag status={doc.status} def={sourcingTender} />
          {doc.status === 'PUBLISHED' && (
            <Countdown
              key={doc.bidDeadline}
              deadline={doc.bidDeadline}
              dbNow={doc.serverTime}
              onPassed={onPassed}
              texts={BID_COUNTDOWN}
              testId="supplier-tender-countdown"
            />
          )}
        </Space>
        <Space wrap>
          {actions.includes('signUp') && !passed && (
            <Button
              type="primary"
              loading={busy === 'signUp'}
              data-testid="supplier-tender-signup"
              onClick={() =>
                modal.confirm({
                  title: t('sourcing.tenderSupplier.view.signUp'),
                  content: t('sourcing.tenderSupplier.view.signUpConfirm'),
                  okText: t('sourcing.tenderSupplier.view.signUp'),
                  cancelText: t('app.cancel'),
                  okButtonProps: { 'data-testid': 'supplier-tender-signup-ok' } as ButtonProps,
                  onOk: () => act('signUp', {}, t('sourcing.tenderSupplier.view.signedUp')),
                })
              }
            >
              {t('sourcing.tenderSupplier.view.signUp')}
            </Button>
          )}
          {actions.includes('decline') && !passed && (
            <Button danger onClick={() => setDeclining(true)} data-testid="supplier-tender-decline">
              {t('sourcing.tenderSupplier.view.decline')}
            </Button>
          )}
        </Space>
      </Space>
      {!takesPart && doc.status === 'PUBLISHED' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('sourcing.tenderSupplier.view.publicHint')}
          data-testid="supplier-tender-public-hint"
        />
      )}
      {declined && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="supplier-tender-declined"
          title={t('sourcing.tenderSupplier.view.youDeclined', { reason: p?.declineReason ?? '' })}
        />
      )}
      {doc.status === 'ABOLISHED' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="supplier-tender-abolished"
          title={t('sourcing.tenderSupplier.view.abolished', { reason: doc.abolishReason ?? '' })}
        />
      )}
      {takesPart && !declined && doc.status === 'CLOSED' && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('sourcing.tenderSupplier.view.closed')} />
      )}
      {takesPart && bid && !PAST_BIDDING.includes(doc.status) && tab !== 'bid' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="supplier-tender-receipt-banner"
          title={`${t('sourcing.tenderSupplier.bid.receipt')} · ${t(`sourcing.tenderSupplier.bid.status.${bid.status}`)} · ${localDateTime(bid.submittedAt)}`}
          description={<Typography.Text code>{bid.commercialHash}</Typography.Text>}
        />
      )}
      {/* The result is the first thing a bidder looks for: it shows above every tab, not only under "My bid". */}
      {RESULT_ON.includes(doc.status) && outcome && tab !== 'bid' && (
        <Alert
          type={outcome === 'WON' ? 'success' : 'info'}
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="supplier-tender-result-banner"
          data-result={outcome}
          title={t(outcome === 'WON' ? 'sourcing.tenderSupplier.bid.won' : 'sourcing.tenderSupplier.bid.lost')}
          action={
            <Button size="small" onClick={() => setTab('bid')} data-testid="supplier-tender-result-see">
              {t('sourcing.tenderSupplier.view.seeMyBid')}
            </Button>
          }
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as Tab);
          if (k === 'changes') setLettersSeen(true);
        }}
        items={items.map((i) => ({ ...i, label: <span data-testid={`supplier-tender-tab-${i.key}`}>{i.label}</span> }))}
      />
      {declining && (
        <DeclineDialog
          busy={busy === 'decline'}
          testId="supplier-tender-decline"
          texts={{
            title: t('sourcing.tenderSupplier.view.decline'),
            reason: t('sourcing.tenderSupplier.view.declineReason'),
            required: t('sourcing.tenderSupplier.view.reasonRequired'),
          }}
          onCancel={() => setDeclining(false)}
          onOk={async (reason) => {
            if (await act('decline', { reason }, t('sourcing.tenderSupplier.view.declined'))) setDeclining(false);
          }}
        />
      )}
    </div>
  );
}
