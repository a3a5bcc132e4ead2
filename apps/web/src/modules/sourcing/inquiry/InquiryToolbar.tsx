import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, fieldErrorsOf, post } from '../../../app/api/client.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { COMPARE_SCREEN, INQUIRY_BASE, ROUND_BASE } from './config.ts';
import { useQuoteStatus } from './QuotesReceivedTab.tsx';
import { localDateTime } from './time.ts';

const COMPARABLE = ['CLOSED', 'AWARDED', 'COMPLETED'];

/**
 * The inquiry's actions that ask for more than a comment: open the comparison, adjust the deadline (a
 * later time), start a bargaining round (chosen suppliers who quoted, a new deadline, a note). Each answer
 * is the stored inquiry, put in the page's cache so the page shows it.
 */
export function InquiryToolbar({ doc }: { doc: Row }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { has } = useMenuResources();
  const [dialog, setDialog] = useState<'deadline' | 'bargain' | null>(null);
  const status = String(doc.status);
  const round = Number(doc.round ?? 1);
  const comparable = COMPARABLE.includes(status) || (status === 'PUBLISHED' && round > 1);
  return (
    <>
      {comparable && (
        <Button
          onClick={() => void navigate(`/main/${COMPARE_SCREEN}?id=${String(doc.inquiryId)}`)}
          data-testid="inquiry-compare"
        >
          {t('sourcing.inquiry.compare.open')}
        </Button>
      )}
      {status === 'PUBLISHED' && has('btnAdjustDeadline') && (
        <Button onClick={() => setDialog('deadline')} data-testid="inquiry-adjust-deadline">
          {t('sourcing.inquiry.deadline.adjust')}
        </Button>
      )}
      {status === 'CLOSED' && round < Number(doc.maxRounds ?? 1) && has('btnBargain') && (
        <Button type="primary" onClick={() => setDialog('bargain')} data-testid="inquiry-bargain">
          {t('sourcing.inquiry.bargain.start', { n: round + 1 })}
        </Button>
      )}
      {dialog === 'deadline' && <DeadlineDialog doc={doc} onClose={() => setDialog(null)} />}
      {dialog === 'bargain' && <BargainDialog doc={doc} onClose={() => setDialog(null)} />}
    </>
  );
}

/** Puts the stored inquiry where its page reads it, and refreshes what depends on it. */
function useStored() {
  const queryClient = useQueryClient();
  return (row: Row) => {
    queryClient.setQueryData(['docFind', INQUIRY_BASE, String(row.inquiryId)], row);
    void queryClient.invalidateQueries({ queryKey: ['listPage', `${INQUIRY_BASE}/listByPage`] });
    void queryClient.invalidateQueries({ queryKey: ['docHistory'] });
    void queryClient.invalidateQueries({ queryKey: ['inquirySuppliers', row.inquiryId] });
    void queryClient.invalidateQueries({ queryKey: ['inquiryQuotes', row.inquiryId] });
  };
}

/** A deadline picker's value sent as the server takes it: ISO 8601 with the local offset. */
const instant = (d: Dayjs) => d.second(0).millisecond(0).format();

function DeadlineDialog({ doc, onClose }: { doc: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const stored = useStored();
  const [value, setValue] = useState<Dayjs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    if (!value) {
      setError(t('sourcing.inquiry.deadline.required'));
      return;
    }
    setBusy(true);
    try {
      const row = await post<Row>(`${INQUIRY_BASE}/adjustDeadline`, {
        inquiryId: doc.inquiryId,
        version: doc.version,
        quoteDeadline: instant(value),
      });
      stored(row);
      message.success(t('sourcing.inquiry.deadline.adjusted', { at: localDateTime(row.quoteDeadline) }));
      onClose();
    } catch (e) {
      setError(fieldErrorsOf(e)[0]?.message ?? errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('sourcing.inquiry.deadline.adjust')}
      onOk={() => void ok()}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('app.ok')}
      cancelText={t('app.cancel')}
      okButtonProps={{ 'data-testid': 'inquiry-deadline-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('sourcing.inquiry.deadline.current', { at: localDateTime(doc.quoteDeadline) })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t('sourcing.inquiry.deadline.new')}
          required
          validateStatus={error ? 'error' : undefined}
          help={error ?? t('sourcing.inquiry.deadline.notified')}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            data-testid="inquiry-deadline-new"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function BargainDialog({ doc, onClose }: { doc: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const stored = useStored();
  const round = Number(doc.round ?? 1);
  const quotes = useQuoteStatus(doc.inquiryId as number, round);
  const quoted = (quotes.data?.rows ?? []).filter((r) => r.quoted);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const picked = chosen ?? quoted.map((r) => r.supplierId);
  const [deadline, setDeadline] = useState<Dayjs | null>(dayjs().add(2, 'day').hour(17).minute(0));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const missing: Record<string, string> = {};
    if (picked.length === 0) missing.supplierIds = t('sourcing.inquiry.bargain.pickSuppliers');
    if (!deadline) missing.quoteDeadline = t('sourcing.inquiry.deadline.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !deadline) return;
    setBusy(true);
    setError(null);
    try {
      const row = await post<Row>(`${ROUND_BASE}/startBargaining`, {
        inquiryId: doc.inquiryId,
        version: doc.version,
        supplierIds: picked,
        quoteDeadline: instant(deadline),
        note: note.trim() || undefined,
      });
      stored(row);
      message.success(t('sourcing.inquiry.bargain.started', { number: String(row.roundNumber ?? '') }));
      onClose();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(Object.fromEntries(fields.map((f) => [f.field.split('.')[0], f.message])));
      if (fields.length === 0) setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('sourcing.inquiry.bargain.title', { n: round + 1 })}
      onOk={() => void ok()}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('sourcing.inquiry.bargain.ok')}
      cancelText={t('app.cancel')}
      okButtonProps={{ 'data-testid': 'inquiry-bargain-ok' } as Record<string, string>}
      destroyOnHidden
    >
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} data-testid="inquiry-bargain-error" />
      )}
      <Form layout="vertical">
        <Form.Item
          label={t('sourcing.inquiry.bargain.suppliers')}
          required
          validateStatus={errors.supplierIds ? 'error' : undefined}
          help={errors.supplierIds}
        >
          <Checkbox.Group
            value={picked}
            onChange={(v) => setChosen(v as number[])}
            data-testid="inquiry-bargain-suppliers"
            options={quoted.map((r) => ({ value: r.supplierId, label: r.supplierName }))}
          />
          {quotes.isSuccess && quoted.length === 0 && (
            <Typography.Text type="secondary">{t('sourcing.inquiry.bargain.noneQuoted')}</Typography.Text>
          )}
        </Form.Item>
        <Form.Item
          label={t('sourcing.inquiry.deadline.new')}
          required
          validateStatus={errors.quoteDeadline ? 'error' : undefined}
          help={errors.quoteDeadline}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={deadline}
            onChange={setDeadline}
            data-testid="inquiry-bargain-deadline"
          />
        </Form.Item>
        <Form.Item
          label={t('sourcing.inquiry.bargain.note')}
          validateStatus={errors.note ? 'error' : undefined}
          help={errors.note}
        >
          <Input.TextArea
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            data-testid="inquiry-bargain-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
