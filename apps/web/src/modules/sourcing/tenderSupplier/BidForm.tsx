import { LockOutlined } from '@ant-design/icons';
import { formatDecimal } from '@srm/core/format/decimals';
import { sealEnvelope } from '@srm/core/sourcing/sealing';
import { Alert, App, Button, Card, Input, InputNumber, Modal, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { Attachments } from '../../../components/Attachments/index.ts';
import { type PriceField, PriceLines, type TypedPrice } from '../inquiry/PriceLines.tsx';
import { type BidTyped, checkBid, type HeaderField } from './bidCheck.ts';
import { type BidDraft, loadDraft, saveDraft } from './bidDraft.ts';
import { type BidReceipt, type MyBid, SUPPLIER_TENDER_BASE, type SupplierTender, type TenderLine } from './config.ts';

/** A new line starts at the usual VAT rate; everything else is typed. */
const emptyLine = (): TypedPrice => ({ noQuote: false, price: null, taxRate: '13', leadTimeDays: null, remark: '' });

function startFrom(tender: SupplierTender, bid: MyBid | null, draft: BidDraft | null): BidDraft {
  if (draft) return draft;
  return {
    lines: Object.fromEntries(tender.lines.map((l) => [l.lineId, emptyLine()])),
    validityDays: null,
    remark: '',
    // The technical envelope is the supplier's own and not sealed to it: the server gives it back.
    technicalStatement: bid?.technicalStatement ?? '',
    technicalFileIds: bid?.technicalFileIds ?? '',
  };
}

/**
 * The bid: the technical envelope (statement and files) and the commercial one (per line the price without
 * tax, the tax rate, the price with tax and the amount derived live, lead time, remark; validity and a
 * remark), checked as the supplier types with the schema the opening uses. Submitting shows the totals for a
 * confirmation, then THIS browser encrypts the commercial envelope to the tender's public key
 * (sealEnvelope): only ciphertext and its hash leave it; the server answers the receipt (the hash it
 * checked, the time), which must equal the hash computed here. What was typed stays in this browser session
 * for a resubmission before the deadline — the server cannot give prices back.
 *
 * `editable`: the tender takes bids now (typing allowed); `submittable`: and this supplier may bid (fee and
 * bond settled, the tender sealed) — else `cannot` says why.
 */
export function BidForm({
  tender,
  supplierId,
  userId,
  bid,
  submittable,
  cannot,
  onSubmitted,
}: {
  tender: SupplierTender;
  supplierId: number;
  userId: number | string | null | undefined;
  bid: MyBid | null;
  submittable: boolean;
  cannot: string | null;
  onSubmitted: (receipt: BidReceipt, sent: Pick<MyBid, 'technicalStatement' | 'technicalFileIds'>) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const tenderId = tender.tenderId;
  const [kept] = useState(() => loadDraft(userId, tenderId));
  // A bid exists but this browser session kept no prices of it: they must be typed again.
  const [pricesLost] = useState(() => bid != null && kept == null);
  const [draft, setDraft] = useState<BidDraft>(() => startFrom(tender, bid, kept));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [all, setAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'sealing' | 'sending' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => saveDraft(userId, tenderId, draft), [userId, tenderId, draft]);

  const { lines: typedLines, validityDays, remark } = draft;
  const check = useMemo(() => {
    const typed: BidTyped = { lines: typedLines, validityDays, remark };
    return checkBid(t, tenderId, supplierId, tender.lines, typed);
  }, [t, tenderId, supplierId, tender.lines, typedLines, validityDays, remark]);
  // A field's message shows once the supplier typed into it, or after it tried to submit.
  const shown = (key: string) => all || touched.has(key);
  const lineErrors = Object.fromEntries(
    Object.entries(check.lineErrors).map(([id, fields]) => [
      id,
      Object.fromEntries(Object.entries(fields).filter(([f]) => shown(`${id}.${f}`))),
    ]),
  ) as Record<number, Partial<Record<PriceField, string>>>;
  const headerError = (f: HeaderField) => (shown(f) ? check.headerErrors[f] : undefined);

  const touch = (key: string) => setTouched((s) => (s.has(key) ? s : new Set(s).add(key)));
  const setLine = (id: number, patch: Partial<TypedPrice>) => {
    setDraft((d) => ({ ...d, lines: { ...d.lines, [id]: { ...(d.lines[id] ?? emptyLine()), ...patch } } }));
    for (const f of Object.keys(patch)) touch(`${id}.${f}`);
    setError(null);
  };
  const set = (patch: Partial<BidDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    for (const f of Object.keys(patch)) touch(f);
    setError(null);
  };

  const money = (v: string) => formatDecimal(v, 'amount');
  const totals = t('sourcing.tenderSupplier.bid.totals', {
    without: money(check.totalWithoutTax),
    with: money(check.totalWithTax),
    currency: tender.currencyCode,
  });
  const fileCount = draft.technicalFileIds ? draft.technicalFileIds.split(',').filter(Boolean).length : 0;
  const resubmit = bid != null && bid.status === 'SUBMITTED';

  const review = () => {
    setAll(true);
    if (!check.envelope) {
      setError(
        check.otherErrors.length > 0 ? check.otherErrors.join('；') : t('sourcing.tenderSupplier.bid.fixFields'),
      );
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const submit = async () => {
    const envelope = check.envelope;
    if (!envelope || !tender.eventPublicKey) return;
    setBusy('sealing');
    try {
      // The prices are encrypted here, in the browser: only the ciphertext and its hash are sent.
      const sealed = await sealEnvelope(tender.eventPublicKey, envelope);
      setBusy('sending');
      const technical = {
        technicalStatement: draft.technicalStatement.trim() || null,
        technicalFileIds: draft.technicalFileIds || null,
      };
      const receipt = await post<BidReceipt>(
        `${SUPPLIER_TENDER_BASE}/submitBid`,
        { tenderId, ...technical, commercialCiphertext: sealed.ciphertext, commercialHash: sealed.hash },
        { idempotencyKey: sealed.hash },
      );
      setConfirming(false);
      if (receipt.commercialHash !== sealed.hash) {
        modal.warning({
          title: t('sourcing.tenderSupplier.bid.receipt'),
          content: t('sourcing.tenderSupplier.bid.hashMismatch', { hash: receipt.commercialHash }),
        });
      } else {
        message.success(
          t('sourcing.tenderSupplier.bid.submitted', { hash: `${receipt.commercialHash.slice(0, 16)}…` }),
        );
      }
      onSubmitted(receipt, technical);
    } catch (e) {
      setConfirming(false);
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="bid-form">
      {cannot && <Alert type="warning" showIcon title={cannot} data-testid="bid-cannot" />}
      <Card size="small" title={t('sourcing.tenderSupplier.bid.technical')} data-testid="bid-technical">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('sourcing.tenderSupplier.bid.statement')}</Typography.Text>
          <Input.TextArea
            rows={3}
            maxLength={4000}
            showCount
            value={draft.technicalStatement}
            placeholder={t('sourcing.tenderSupplier.bid.statementPlaceholder')}
            onChange={(e) => set({ technicalStatement: e.target.value })}
            data-testid="bid-statement"
          />
          <Typography.Text>{t('sourcing.tenderSupplier.bid.files')}</Typography.Text>
          <div data-testid="bid-files">
            <Attachments
              ids={draft.technicalFileIds}
              onChange={(ids) => set({ technicalFileIds: ids })}
              path="sourcing/tenderBid"
              functionId="SUP_TENDER"
              // Files of a submitted bid stay with that submission: removing one only takes it off this bid.
              detachOnly={bid != null}
              checkPermission={false}
            />
          </div>
        </Space>
      </Card>
      <Card
        size="small"
        title={
          <Space>
            <LockOutlined />
            {t('sourcing.tenderSupplier.bid.commercial')}
          </Space>
        }
        data-testid="bid-commercial"
      >
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          style={{ marginBottom: 8 }}
          title={t('sourcing.tenderSupplier.bid.sealed')}
          description={t('sourcing.tenderSupplier.bid.sessionKept')}
          data-testid="bid-sealed-note"
        />
        {pricesLost && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 8 }}
            title={t('sourcing.tenderSupplier.bid.notKept')}
            data-testid="bid-not-kept"
          />
        )}
        <PriceLines<TenderLine>
          lines={tender.lines}
          idOf={(l) => l.lineId}
          typed={draft.lines}
          onChange={setLine}
          figures={check.figures}
          basis="WITHOUT_TAX"
          disabled={false}
          noQuoteColumn={false}
          fieldErrors={lineErrors}
          testId="bid"
          totals={totals}
        />
        <Space style={{ marginTop: 12 }} wrap align="start">
          <Space orientation="vertical">
            <Typography.Text>{t('sourcing.tenderSupplier.bid.validityDays')}</Typography.Text>
            <InputNumber<string>
              stringMode
              min="1"
              max="3650"
              precision={0}
              value={draft.validityDays}
              status={headerError('validityDays') ? 'error' : undefined}
              onChange={(v) => set({ validityDays: v == null ? null : String(v) })}
              data-testid="bid-validity"
            />
            {headerError('validityDays') && (
              <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="bid-validity-error">
                {headerError('validityDays')}
              </Typography.Text>
            )}
          </Space>
          <Space orientation="vertical">
            <Typography.Text>{t('sourcing.tenderSupplier.bid.remark')}</Typography.Text>
            <Input.TextArea
              rows={2}
              maxLength={1000}
              style={{ width: 420 }}
              value={draft.remark}
              status={headerError('remark') ? 'error' : undefined}
              onChange={(e) => set({ remark: e.target.value })}
              data-testid="bid-remark"
            />
          </Space>
        </Space>
      </Card>
      {error && <Alert type="error" showIcon title={error} data-testid="bid-error" />}
      <Space>
        <Button
          type="primary"
          icon={<LockOutlined />}
          disabled={!submittable}
          onClick={review}
          data-testid="bid-submit"
        >
          {resubmit ? t('sourcing.tenderSupplier.bid.resubmit') : t('sourcing.tenderSupplier.bid.submit')}
        </Button>
      </Space>
      {confirming && (
        <Modal
          open
          title={t('sourcing.tenderSupplier.bid.confirmTitle')}
          okText={
            busy === 'sealing' ? t('sourcing.tenderSupplier.bid.sealing') : t('sourcing.tenderSupplier.bid.submit')
          }
          cancelText={t('app.cancel')}
          confirmLoading={busy != null}
          onOk={() => void submit()}
          onCancel={() => setConfirming(false)}
          okButtonProps={{ 'data-testid': 'bid-confirm-ok' } as Record<string, string>}
          destroyOnHidden
        >
          <div data-testid="bid-confirm-text">
            <Typography.Paragraph strong>
              {t('sourcing.tenderSupplier.bid.confirmText', {
                lines: check.priced,
                without: money(check.totalWithoutTax),
                with: money(check.totalWithTax),
                currency: tender.currencyCode,
              })}
            </Typography.Paragraph>
            {draft.validityDays && (
              <Typography.Paragraph>
                {t('sourcing.tenderSupplier.bid.confirmValidity', { days: draft.validityDays })}
              </Typography.Paragraph>
            )}
            <Typography.Paragraph>
              {t('sourcing.tenderSupplier.bid.confirmFiles', { n: fileCount })}
            </Typography.Paragraph>
          </div>
          <Alert type="info" showIcon icon={<LockOutlined />} title={t('sourcing.tenderSupplier.bid.confirmSeal')} />
          {resubmit && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('sourcing.tenderSupplier.bid.replaces')}
            </Typography.Paragraph>
          )}
        </Modal>
      )}
    </Space>
  );
}
