import { formatDecimal } from '@srm/core/format/decimals';
import { lineAmount, type PriceBasis, pricesFrom, sumMoney } from '@srm/core/sourcing/quotePrices';
import { Alert, App, Button, Card, DatePicker, Input, Modal, Radio, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorsOf, lineErrorsOf, post } from '../../../app/api/client.ts';
import { Attachments } from '../../../components/Attachments/index.ts';
import { QUOTE_BASE } from './config.ts';
import { PriceLines, type TypedPrice } from './PriceLines.tsx';

export type QuoteLine = {
  quoteLineId?: number;
  inquiryLineId: number;
  noQuote: boolean;
  priceWithoutTax: string | null;
  taxRate: string | null;
  priceWithTax: string | null;
  leadTimeDays: number | null;
  remark: string | null;
};
export type Quote = {
  quoteId: number;
  version: number;
  status: 'DRAFT' | 'SUBMITTED';
  priceBasis: PriceBasis;
  validUntil: string | null;
  currencyCode: string;
  totalWithoutTax: string;
  totalWithTax: string;
  remark: string | null;
  fileIds: string | null;
  submittedAt: string | null;
  submitCount: number;
  receiptHash: string | null;
  lines: QuoteLine[];
};
export type InquiryLine = {
  inquiryLineId: number;
  lineNumber: number;
  itemName: string;
  specification: string | null;
  quantity: string;
  uomCode: string;
  needByDate: string;
};
export type MyQuote = {
  inquiryId: number;
  round: number;
  currentRound: number;
  roundNumber: string;
  currencyCode: string;
  quoteDeadline: string;
  defaultValidUntil: string | null;
  dbNow: string;
  canQuote: boolean;
  cannotQuoteReason: string | null;
  lines: InquiryLine[];
  quote: Quote | null;
};

/** What the supplier types on a line (decimal strings as typed). */
type Typed = TypedPrice;

const DECIMAL = /^\d+(\.\d+)?$/;
const decimal = (v: string | null) => (v != null && DECIMAL.test(v.trim()) ? v.trim() : null);

function typedFrom(mine: MyQuote): Record<number, Typed> {
  const basis = mine.quote?.priceBasis ?? 'WITHOUT_TAX';
  return Object.fromEntries(
    mine.lines.map((l) => {
      const q = mine.quote?.lines.find((x) => x.inquiryLineId === l.inquiryLineId);
      const price = basis === 'WITH_TAX' ? q?.priceWithTax : q?.priceWithoutTax;
      return [
        l.inquiryLineId,
        {
          noQuote: q?.noQuote ?? false,
          price: price == null ? null : formatDecimal(price, 'price', 6).replaceAll(',', ''),
          taxRate: q?.taxRate == null ? '13' : formatDecimal(q.taxRate, 'quantity'),
          leadTimeDays: q?.leadTimeDays == null ? null : String(q.leadTimeDays),
          remark: q?.remark ?? '',
        },
      ];
    }),
  );
}

/**
 * The supplier's quote of the current round: per line the price (without or with tax, as it chooses), the
 * tax rate — the other price shown live, with the line's amount —, lead time and remark, or "no quote";
 * validity, remark and attachments. Save as draft, or submit after a confirmation with the total. A refused
 * save keeps everything typed and shows the server's message on its line.
 */
export function QuoteForm({ mine, onStored }: { mine: MyQuote; onStored: (quote: Quote) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const quote = mine.quote;
  const [basis, setBasis] = useState<PriceBasis>(quote?.priceBasis ?? 'WITHOUT_TAX');
  const [typed, setTyped] = useState<Record<number, Typed>>(() => typedFrom(mine));
  const [validUntil, setValidUntil] = useState<string | null>(quote?.validUntil ?? mine.defaultValidUntil);
  const [remark, setRemark] = useState(quote?.remark ?? '');
  const [fileIds, setFileIds] = useState(quote?.fileIds ?? '');
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submitted = quote?.status === 'SUBMITTED';

  const set = (id: number, patch: Partial<Typed>) => {
    setTyped((all) => ({ ...all, [id]: { ...all[id], ...patch } }));
    setLineErrors(({ [id]: _gone, ...rest }) => rest);
  };

  /** Both prices and amounts of each line as the server will compute them (core/sourcing/quotePrices). */
  const figures = useMemo(() => {
    const out: Record<number, { without: string; with: string; amount: string; amountWithout: string } | null> = {};
    for (const l of mine.lines) {
      const x = typed[l.inquiryLineId];
      const price = decimal(x?.price ?? null);
      const rate = decimal(x?.taxRate ?? null);
      if (!x || x.noQuote || price == null || rate == null) {
        out[l.inquiryLineId] = null;
        continue;
      }
      const p = pricesFrom(basis, price, rate);
      out[l.inquiryLineId] = {
        without: p.priceWithoutTax,
        with: p.priceWithTax,
        amount: lineAmount(l.quantity, p.priceWithTax),
        amountWithout: lineAmount(l.quantity, p.priceWithoutTax),
      };
    }
    return out;
  }, [mine.lines, typed, basis]);
  const priced = Object.values(figures).filter((f) => f != null);
  const total = sumMoney(priced.map((f) => f.amount));
  const totalWithout = sumMoney(priced.map((f) => f.amountWithout));

  const body = () => ({
    inquiryId: mine.inquiryId,
    version: quote?.version,
    priceBasis: basis,
    validUntil,
    remark: remark.trim() || null,
    fileIds: fileIds || null,
    lines: mine.lines.map((l) => {
      const x = typed[l.inquiryLineId];
      return x.noQuote
        ? { inquiryLineId: l.inquiryLineId, noQuote: true, remark: x.remark.trim() || null }
        : {
            inquiryLineId: l.inquiryLineId,
            noQuote: false,
            price: x.price?.trim() || null,
            taxRate: x.taxRate?.trim() || null,
            leadTimeDays: x.leadTimeDays?.trim() || null,
            remark: x.remark.trim() || null,
          };
    }),
  });

  const store = async (kind: 'draft' | 'submit') => {
    setBusy(kind);
    setError(null);
    setLineErrors({});
    const sent = body();
    try {
      const stored = await post<Quote>(`${QUOTE_BASE}/${kind === 'draft' ? 'saveDraft' : 'submit'}`, sent);
      setConfirming(false);
      message.success(
        kind === 'draft'
          ? t('sourcing.inquiry.quote.draftSaved')
          : t('sourcing.inquiry.quote.submitted', { total: formatDecimal(stored.totalWithTax, 'amount') }),
      );
      onStored(stored);
    } catch (e) {
      setConfirming(false);
      const onLines: Record<number, string> = {};
      for (const [index, fields] of Object.entries(lineErrorsOf(e))) {
        const line = sent.lines[Number(index)];
        if (line) onLines[line.inquiryLineId] = Object.values(fields).join('；');
      }
      setLineErrors(onLines);
      const header = fieldErrorsOf(e).filter((f) => !f.field.startsWith('lines.'));
      setError(
        header.length > 0
          ? header.map((f) => f.message).join('；')
          : Object.keys(onLines).length > 0
            ? t('sourcing.inquiry.quote.fixLines')
            : errorText(e),
      );
    } finally {
      setBusy(null);
    }
  };

  const disabled = !mine.canQuote;
  const money = (v: string) => formatDecimal(v, 'amount');
  return (
    <Card
      size="small"
      data-testid="quote-form"
      title={
        <Space>
          {t('sourcing.inquiry.quote.title', { number: mine.roundNumber })}
          {quote && (
            <Tag color={submitted ? 'green' : 'default'} data-testid="quote-status" data-status={quote.status}>
              {t(`sourcing.inquiry.quote.status.${quote.status}`)}
            </Tag>
          )}
        </Space>
      }
    >
      {!mine.canQuote && mine.cannotQuoteReason && (
        <Alert
          type="warning"
          showIcon
          title={mine.cannotQuoteReason}
          style={{ marginBottom: 8 }}
          data-testid="quote-cannot"
        />
      )}
      {submitted && quote && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="quote-receipt"
          title={t('sourcing.inquiry.quote.receipt', {
            at: quote.submittedAt ? dayjs(quote.submittedAt).format('YYYY-MM-DD HH:mm:ss') : '',
            n: quote.submitCount,
            hash: quote.receiptHash ?? '',
          })}
        />
      )}
      <Space style={{ marginBottom: 8 }} wrap>
        <Typography.Text>{t('sourcing.inquiry.quote.basis')}</Typography.Text>
        <Radio.Group
          value={basis}
          disabled={disabled}
          onChange={(e) => setBasis(e.target.value)}
          data-testid="quote-basis"
          options={[
            { value: 'WITHOUT_TAX', label: t('sourcing.inquiry.quote.basisWithout') },
            { value: 'WITH_TAX', label: t('sourcing.inquiry.quote.basisWith') },
          ]}
        />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} data-testid="quote-error" />}
      <PriceLines
        lines={mine.lines}
        idOf={(l) => l.inquiryLineId}
        typed={typed}
        onChange={set}
        figures={figures}
        basis={basis}
        disabled={disabled}
        noQuoteColumn
        lineErrors={lineErrors}
        testId="quote"
        totals={t('sourcing.inquiry.quote.totals', {
          without: money(totalWithout),
          with: money(total),
          currency: mine.currencyCode,
        })}
      />
      <Space style={{ marginTop: 12 }} wrap align="start">
        <Space orientation="vertical">
          <Typography.Text>{t('sourcing.inquiry.quote.validUntil')}</Typography.Text>
          <DatePicker
            value={validUntil ? dayjs(validUntil) : null}
            disabled={disabled}
            onChange={(d) => setValidUntil(d ? d.format('YYYY-MM-DD') : null)}
            data-testid="quote-valid-until"
          />
        </Space>
        <Space orientation="vertical">
          <Typography.Text>{t('sourcing.inquiry.quote.remark')}</Typography.Text>
          <Input.TextArea
            rows={2}
            maxLength={1000}
            style={{ width: 420 }}
            value={remark}
            disabled={disabled}
            onChange={(e) => setRemark(e.target.value)}
            data-testid="quote-remark"
          />
        </Space>
      </Space>
      <div style={{ marginTop: 12 }} data-testid="quote-attachments">
        <Typography.Text>{t('sourcing.inquiry.quote.attachments')}</Typography.Text>
        <Attachments
          ids={fileIds}
          onChange={setFileIds}
          path="sourcing/quote"
          functionId="SUP_INQUIRY"
          readOnly={disabled}
          // Once submitted, the quote's files stay with its submission (the server keeps them): a file
          // removed before resubmitting is only taken off the quote.
          detachOnly={submitted}
          checkPermission={false}
        />
      </div>
      {mine.canQuote && (
        <Space style={{ marginTop: 12 }}>
          {!submitted && (
            <Button loading={busy === 'draft'} onClick={() => void store('draft')} data-testid="quote-save-draft">
              {t('sourcing.inquiry.quote.saveDraft')}
            </Button>
          )}
          <Button type="primary" onClick={() => setConfirming(true)} data-testid="quote-submit">
            {submitted ? t('sourcing.inquiry.quote.resubmit') : t('sourcing.inquiry.quote.submit')}
          </Button>
        </Space>
      )}
      {confirming && (
        <Modal
          open
          title={t('sourcing.inquiry.quote.confirmTitle')}
          okText={t('sourcing.inquiry.quote.submit')}
          cancelText={t('app.cancel')}
          confirmLoading={busy === 'submit'}
          onOk={() => void store('submit')}
          onCancel={() => setConfirming(false)}
          okButtonProps={{ 'data-testid': 'quote-confirm-ok' } as Record<string, string>}
          destroyOnHidden
        >
          <Typography.Paragraph data-testid="quote-confirm-text">
            {t('sourcing.inquiry.quote.confirmText', {
              lines: priced.length,
              of: mine.lines.length,
              without: money(totalWithout),
              with: money(total),
              currency: mine.currencyCode,
            })}
          </Typography.Paragraph>
          {submitted && (
            <Typography.Paragraph type="secondary">{t('sourcing.inquiry.quote.replaces')}</Typography.Paragraph>
          )}
        </Modal>
      )}
    </Card>
  );
}
