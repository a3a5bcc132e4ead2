import { formatDecimal } from '@srm/core/format/decimals';
import { Alert, Button, Descriptions, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../inquiry/time.ts';
import type { FeeStatus, SupplierTender } from './config.ts';

const COLOURS: Record<FeeStatus, string> = {
  NONE: 'default',
  UNPAID: 'orange',
  PAID: 'green',
  REFUNDED: 'blue',
  FORFEITED: 'red',
};

/** An amount asked (fee, bond): none when empty or zero (a non-negative decimal text is above 0 iff it has a digit 1-9). */
const asked = (v: string | null | undefined) => v != null && /[1-9]/.test(v);

/**
 * The tender fee (标书费) and the bid bond (投标保证金): the amounts, the account to pay to, the bond terms,
 * the supplier's status for each (confirmed by the buyer), and the payment reference it reports (a bank
 * slip number), which it may correct until both are confirmed.
 */
export function FeeAndBond({
  tender,
  canReport,
  busy,
  onReport,
}: {
  tender: SupplierTender;
  canReport: boolean;
  busy: boolean;
  onReport: (reference: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const p = tender.participation;
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const feeAsked = asked(tender.tenderFee);
  const bondAsked = asked(tender.bidBond);
  if (!feeAsked && !bondAsked) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('sourcing.tenderSupplier.payment.noneAsked')}
        data-testid="supplier-tender-payment-none"
      />
    );
  }
  const state = (status: FeeStatus | undefined, paidAt: string | null | undefined, testId: string) =>
    status ? (
      <Space>
        <Tag color={COLOURS[status]} data-testid={testId} data-status={status}>
          {t(`sourcing.tenderSupplier.payment.states.${status}`)}
        </Tag>
        {paidAt && status === 'PAID' && (
          <Typography.Text type="secondary">
            {t('sourcing.tenderSupplier.payment.paidAt', { at: localDateTime(paidAt) })}
          </Typography.Text>
        )}
      </Space>
    ) : (
      '—'
    );
  const money = (v: string | null) => `${formatDecimal(v ?? '0', 'amount')} ${tender.currencyCode}`;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="supplier-tender-payment">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'fee',
            label: t('sourcing.tenderSupplier.payment.fee'),
            children: <span data-testid="supplier-tender-fee">{feeAsked ? money(tender.tenderFee) : '—'}</span>,
          },
          {
            key: 'feeStatus',
            label: `${t('sourcing.tenderSupplier.payment.fee')} · ${t('sourcing.tenderSupplier.payment.status')}`,
            children: state(p?.feeStatus, p?.feePaidDate, 'supplier-tender-fee-status'),
          },
          {
            key: 'bond',
            label: t('sourcing.tenderSupplier.payment.bond'),
            children: <span data-testid="supplier-tender-bond">{bondAsked ? money(tender.bidBond) : '—'}</span>,
          },
          {
            key: 'bondStatus',
            label: `${t('sourcing.tenderSupplier.payment.bond')} · ${t('sourcing.tenderSupplier.payment.status')}`,
            children: state(p?.bondStatus, p?.bondPaidDate, 'supplier-tender-bond-status'),
          },
          {
            key: 'account',
            label: t('sourcing.tenderSupplier.payment.account'),
            span: 'filled',
            children: <span data-testid="supplier-tender-account">{tender.bondAccount ?? '—'}</span>,
          },
          {
            key: 'terms',
            label: t('sourcing.tenderSupplier.payment.terms'),
            span: 'filled',
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{tender.bondTerms ?? '—'}</span>,
          },
        ]}
      />
      {p?.paymentReference && (
        <Typography.Text data-testid="supplier-tender-reference">
          {t('sourcing.tenderSupplier.payment.yourReference', { reference: p.paymentReference })}
        </Typography.Text>
      )}
      {canReport && (
        <div>
          <Space.Compact style={{ width: 520, maxWidth: '100%' }}>
            <Input
              maxLength={200}
              value={reference}
              status={error ? 'error' : undefined}
              placeholder={t('sourcing.tenderSupplier.payment.referencePlaceholder')}
              onChange={(e) => {
                setReference(e.target.value);
                setError(null);
              }}
              data-testid="supplier-tender-reference-input"
            />
            <Button
              type="primary"
              loading={busy}
              data-testid="supplier-tender-reference-report"
              onClick={async () => {
                if (!reference.trim()) return setError(t('sourcing.tenderSupplier.payment.referenceRequired'));
                if (await onReport(reference.trim())) setReference('');
              }}
            >
              {t('sourcing.tenderSupplier.payment.report')}
            </Button>
          </Space.Compact>
          {error && (
            <Typography.Text
              type="danger"
              style={{ display: 'block', fontSize: 12 }}
              data-testid="supplier-tender-reference-error"
            >
              {error}
            </Typography.Text>
          )}
        </div>
      )}
    </Space>
  );
}
