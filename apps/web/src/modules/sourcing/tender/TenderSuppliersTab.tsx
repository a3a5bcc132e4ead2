import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { SupplierPicker } from '../inquiry/InvitedSuppliersTab.tsx';
import { localDateTime } from '../inquiry/time.ts';
import { EDITABLE_STATES, TENDER_SUPPLIER_BASE } from './config.ts';
import { tenderKey, useTenderRefresh } from './useTenderRefresh.ts';

export type Participant = {
  supplierId: number;
  supplierNumber: string;
  supplierName: string;
  source: 'INVITED' | 'SIGNED_UP';
  responseStatus: 'INVITED' | 'BID' | 'DECLINED';
  declineReason: string | null;
  feeStatus: 'NONE' | 'UNPAID' | 'PAID';
  feePaidDate: string | null;
  bondStatus: 'NONE' | 'UNPAID' | 'PAID' | 'REFUNDED' | 'FORFEITED';
  bondPaidDate: string | null;
  paymentReference: string | null;
  viewedDate: string | null;
  result: 'WON' | 'LOST' | null;
};

/** add and remove answer the tender's new version and its suppliers. */
type Changed = { version: number; suppliers: Participant[] };

const RESPONSE_COLOR = { INVITED: 'blue', BID: 'green', DECLINED: 'red' } as const;
const PAY_COLOR: Record<string, string> = { UNPAID: 'orange', PAID: 'green', REFUNDED: 'default', FORFEITED: 'red' };
/** Once the award is made the bonds go back (the tender's result is known). */
const REFUND_STATES = new Set(['AWARDED', 'COMPLETED', 'ABOLISHED']);
const PAYING_STATES = new Set(['PUBLISHED', 'CLOSED']);

/** The tender's participants, read by every tab that names suppliers. */
export function useParticipants(tenderId: number) {
  return useQuery({
    queryKey: tenderKey(tenderId, 'suppliers'),
    queryFn: () => post<Participant[]>(`${TENDER_SUPPLIER_BASE}/listByTender`, { tenderId }),
  });
}

/**
 * The tender's suppliers: while a draft (or rejected), the buyer invites them from the candidates of the
 * main category (a blocked supplier shown, not selectable) and removes them; once published, who opened it,
 * signed up, declined or bid, the fee and bond each owes with the payment reference it gave, and the
 * buyer's confirmation that the money arrived (a supplier bids only once its fee and bond are PAID or NONE).
 */
export function TenderSuppliersTab({ doc }: { doc: Row }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = useTenderRefresh();
  const tenderId = doc.tenderId as number;
  const status = String(doc.status);
  const editable = EDITABLE_STATES.has(status) && ((doc._actions as string[] | undefined) ?? []).includes('edit');
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const list = useParticipants(tenderId);
  const { has } = useMenuResources();

  const changed = ({ suppliers }: Changed) => {
    queryClient.setQueryData(tenderKey(tenderId, 'suppliers'), suppliers);
    refresh(tenderId);
  };

  const call = async (what: string, action: string, body: Row, done: string) => {
    setError(null);
    setBusy(what);
    try {
      const answer = await post<unknown>(`${TENDER_SUPPLIER_BASE}/${action}`, { tenderId, ...body });
      if (answer && typeof answer === 'object' && 'suppliers' in answer) changed(answer as Changed);
      else await list.refetch();
      message.success(done);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const payment = (r: Participant, kind: 'fee' | 'bond') => {
    const state = kind === 'fee' ? r.feeStatus : r.bondStatus;
    const paidAt = kind === 'fee' ? r.feePaidDate : r.bondPaidDate;
    const tag = (
      <Tag color={PAY_COLOR[state]} data-testid={`tender-${kind}-status-${r.supplierId}`} data-status={state}>
        {t(`sourcing.tender.pay.${state}`)}
      </Tag>
    );
    const confirmable = state === 'UNPAID' && PAYING_STATES.has(status) && has('btnConfirmPayment');
    const refundable = kind === 'bond' && state === 'PAID' && REFUND_STATES.has(status) && has('btnRefundBond');
    return (
      <Space size={4} wrap>
        {paidAt ? <Tooltip title={localDateTime(paidAt)}>{tag}</Tooltip> : tag}
        {confirmable && (
          <Popconfirm
            title={t(`sourcing.tender.suppliers.${kind}ConfirmQuestion`, {
              name: r.supplierName,
              reference: r.paymentReference || t('sourcing.tender.suppliers.noReference'),
            })}
            okText={t('app.ok')}
            cancelText={t('app.cancel')}
            okButtonProps={{ 'data-testid': `tender-${kind}-confirm-ok` } as Record<string, string>}
            onConfirm={() =>
              call(
                `${kind}-${r.supplierId}`,
                kind === 'fee' ? 'confirmFee' : 'confirmBond',
                { supplierId: r.supplierId },
                t(`sourcing.tender.suppliers.${kind}Confirmed`, { name: r.supplierName }),
              )
            }
          >
            <Button
              size="small"
              type="link"
              loading={busy === `${kind}-${r.supplierId}`}
              data-testid={`tender-${kind}-confirm-${r.supplierId}`}
            >
              {t('sourcing.tender.suppliers.confirmPaid')}
            </Button>
          </Popconfirm>
        )}
        {refundable && (
          <Popconfirm
            title={t('sourcing.tender.suppliers.refundQuestion', { name: r.supplierName })}
            okText={t('app.ok')}
            cancelText={t('app.cancel')}
            onConfirm={() =>
              call(
                `refund-${r.supplierId}`,
                'refundBond',
                { supplierId: r.supplierId },
                t('sourcing.tender.suppliers.refunded', { name: r.supplierName }),
              )
            }
          >
            <Button size="small" type="link" data-testid={`tender-bond-refund-${r.supplierId}`}>
              {t('sourcing.tender.suppliers.refund')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    );
  };

  const response = (r: Participant) => {
    const tag = (
      <Tag color={RESPONSE_COLOR[r.responseStatus]} data-testid={`tender-supplier-response-${r.supplierId}`}>
        {t(`sourcing.tender.response.${r.responseStatus}`)}
      </Tag>
    );
    return r.declineReason ? <Tooltip title={r.declineReason}>{tag}</Tooltip> : tag;
  };

  const rows = list.data ?? [];
  return (
    <div data-testid="tender-suppliers">
      {editable ? (
        <Space style={{ marginBottom: 8 }} wrap>
          <Button type="primary" onClick={() => setPicking(true)} data-testid="tender-suppliers-add">
            {t('sourcing.inquiry.suppliers.add')}
          </Button>
          <Typography.Text type="secondary">{t('sourcing.inquiry.suppliers.hint')}</Typography.Text>
        </Space>
      ) : (
        EDITABLE_STATES.has(status) || (
          <Typography.Paragraph type="secondary">
            {t('sourcing.tender.suppliers.paymentHint', {
              count: rows.filter((r) => r.responseStatus === 'BID').length,
              total: rows.length,
            })}
          </Typography.Paragraph>
        )
      )}
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} data-testid="tender-suppliers-error" />
      )}
      <Table<Participant>
        size="small"
        rowKey="supplierId"
        loading={list.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isError ? errorText(list.error) : t('sourcing.tender.suppliers.none') }}
        columns={[
          { key: 'num', title: t('sourcing.inquiry.suppliers.number'), dataIndex: 'supplierNumber', width: 110 },
          { key: 'name', title: t('sourcing.inquiry.suppliers.name'), dataIndex: 'supplierName', width: 220 },
          {
            key: 'source',
            title: t('sourcing.inquiry.suppliers.source'),
            width: 80,
            render: (_, r) => t(`sourcing.inquiry.source.${r.source}`),
          },
          {
            key: 'response',
            title: t('sourcing.inquiry.suppliers.response'),
            width: 100,
            render: (_, r) => response(r),
          },
          { key: 'fee', title: t('sourcing.tender.suppliers.fee'), width: 190, render: (_, r) => payment(r, 'fee') },
          { key: 'bond', title: t('sourcing.tender.suppliers.bond'), width: 190, render: (_, r) => payment(r, 'bond') },
          {
            key: 'ref',
            title: t('sourcing.tender.suppliers.reference'),
            width: 160,
            render: (_, r) => r.paymentReference || '—',
          },
          {
            key: 'viewed',
            title: t('sourcing.inquiry.suppliers.viewed'),
            width: 140,
            render: (_, r) => localDateTime(r.viewedDate) || '—',
          },
          ...(rows.some((r) => r.result)
            ? [
                {
                  key: 'result',
                  title: t('sourcing.tender.suppliers.result'),
                  width: 90,
                  render: (_: unknown, r: Participant) =>
                    r.result ? (
                      <Tag color={r.result === 'WON' ? 'gold' : 'default'}>
                        {t(`sourcing.tender.result.${r.result}`)}
                      </Tag>
                    ) : null,
                },
              ]
            : []),
          ...(editable
            ? [
                {
                  key: 'op',
                  title: '',
                  width: 70,
                  render: (_: unknown, r: Participant) => (
                    <Popconfirm
                      title={t('sourcing.inquiry.suppliers.removeConfirm', { name: r.supplierName })}
                      okText={t('app.ok')}
                      cancelText={t('app.cancel')}
                      onConfirm={() =>
                        call(
                          `remove-${r.supplierId}`,
                          'remove',
                          { version: doc.version, supplierId: r.supplierId },
                          t('sourcing.inquiry.suppliers.removed'),
                        )
                      }
                      okButtonProps={{ 'data-testid': 'tender-supplier-remove-ok' } as Record<string, string>}
                    >
                      <Button size="small" danger type="link" data-testid={`tender-supplier-remove-${r.supplierId}`}>
                        {t('sourcing.inquiry.suppliers.remove')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
      {picking && (
        <SupplierPicker<Participant>
          base={TENDER_SUPPLIER_BASE}
          idKey="tenderId"
          doc={doc}
          testId="tender"
          onClose={() => setPicking(false)}
          onAdded={(answer) => {
            changed(answer);
            setPicking(false);
            message.success(t('sourcing.inquiry.suppliers.added', { n: answer.suppliers.length }));
          }}
        />
      )}
    </div>
  );
}
