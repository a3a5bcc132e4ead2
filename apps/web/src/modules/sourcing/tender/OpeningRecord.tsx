import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { localDateTime } from '../inquiry/time.ts';
import { COMMITTEE_BASE } from './config.ts';
import { tenderKey } from './useTenderRefresh.ts';

type Entry = {
  seq: number;
  event: string;
  at: string;
  actorUserId: number | null;
  actorName: string | null;
  supplierId: number | null;
  supplierName: string | null;
  bidHash: string | null;
  detail: Record<string, unknown> | null;
  publicFlag: boolean;
  prevHash: string;
  entryHash: string;
};
type RecordAnswer = { chain: { valid: boolean; entries: number; brokenAtSeq: number | null }; entries: Entry[] };

const EVENT_COLOR: { [event: string]: string } = {
  SEALED: 'purple',
  BID_SUBMITTED: 'blue',
  BID_WITHDRAWN: 'default',
  SHARE_GIVEN: 'cyan',
  OPENING_FAILED: 'red',
  OPENED: 'green',
  BID_OPENED: 'green',
  BID_INVALID: 'red',
};

/** The names of an entry's figures (the server's detail keys). */
const DETAIL_KEYS = [
  'members',
  'threshold',
  'eventKeyFingerprint',
  'given',
  'needed',
  'bids',
  'opened',
  'invalid',
  'lines',
  'reason',
  'submitCount',
] as const;

/** The figures an entry carries (never a price before the opening): counts, the threshold, a reason. */
function detailText(detail: Entry['detail'], name: (key: string) => string, colon: string) {
  if (!detail) return '';
  return Object.entries(detail)
    .filter(([, v]) => v != null && typeof v !== 'object')
    .map(([k, v]) => `${name(k)}${colon}${k === 'eventKeyFingerprint' ? `${String(v).slice(0, 16)}…` : String(v)}`)
    .join(' · ');
}

/**
 * The opening record (开标记录) of a tender as the buyer and the committee read it: every entry in order —
 * sealed, each bid submitted or withdrawn with its receipt hash, each share given, the opening, each bid
 * opened or found invalid — with who and when, and whether the hash chain linking the entries holds (the
 * server re-hashes each one: an entry altered or removed breaks it from there on).
 */
export function OpeningRecord({ tenderId, status }: { tenderId: number; status?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const record = useQuery({
    queryKey: tenderKey(tenderId, 'record', status),
    queryFn: () => post<RecordAnswer>(`${COMMITTEE_BASE}/openingRecord`, { tenderId }),
  });
  const data = record.data;
  return (
    <div data-testid="tender-record">
      {record.isError && <Alert type="error" showIcon title={errorText(record.error)} />}
      {data && (
        <Alert
          style={{ marginBottom: 8 }}
          showIcon
          type={data.chain.valid ? 'success' : 'error'}
          data-testid="tender-record-chain"
          data-valid={data.chain.valid}
          title={
            data.chain.valid
              ? t('sourcing.tender.record.chainValid', { n: data.chain.entries })
              : t('sourcing.tender.record.chainBroken', { seq: data.chain.brokenAtSeq ?? '' })
          }
        />
      )}
      <Table<Entry>
        size="small"
        rowKey="seq"
        loading={record.isLoading}
        dataSource={data?.entries ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('sourcing.tender.record.none') }}
        columns={[
          { key: 'seq', title: '#', dataIndex: 'seq', width: 50 },
          { key: 'at', title: t('sourcing.tender.record.at'), width: 150, render: (_, e) => localDateTime(e.at) },
          {
            key: 'event',
            title: t('sourcing.tender.record.event'),
            width: 130,
            render: (_, e) => (
              <Tag color={EVENT_COLOR[e.event]} data-testid={`tender-record-event-${e.seq}`} data-event={e.event}>
                {t(`sourcing.tender.record.events.${e.event}` as 'sourcing.tender.record.events.SEALED', {
                  defaultValue: e.event,
                })}
              </Tag>
            ),
          },
          { key: 'actor', title: t('sourcing.tender.record.actor'), width: 120, render: (_, e) => e.actorName ?? '' },
          {
            key: 'supplier',
            title: t('sourcing.inquiry.suppliers.name'),
            width: 200,
            render: (_, e) => e.supplierName ?? '',
          },
          {
            key: 'hash',
            title: t('sourcing.tender.bids.receipt'),
            width: 170,
            render: (_, e) =>
              e.bidHash ? (
                <Tooltip title={e.bidHash}>
                  <Typography.Text code>{e.bidHash.slice(0, 16)}…</Typography.Text>
                </Tooltip>
              ) : null,
          },
          {
            key: 'detail',
            title: t('sourcing.tender.record.details'),
            width: 260,
            render: (_, e) =>
              detailText(
                e.detail,
                (k) =>
                  (DETAIL_KEYS as readonly string[]).includes(k)
                    ? t(`sourcing.tender.record.keys.${k as (typeof DETAIL_KEYS)[number]}`)
                    : k,
                lang === 'CN' ? '：' : ': ',
              ),
          },
          {
            key: 'entry',
            title: t('sourcing.tender.record.entryHash'),
            width: 170,
            render: (_, e) => (
              <Tooltip title={`${t('sourcing.tender.record.prevHash')}: ${e.prevHash}`}>
                <Typography.Text code type="secondary">
                  {e.entryHash.slice(0, 16)}…
                </Typography.Text>
              </Tooltip>
            ),
          },
        ]}
      />
    </div>
  );
}
