import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Checkbox,
  DatePicker,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorsOf, post } from '../../../app/api/client.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import { AttachmentPopover, Attachments } from '../../../components/Attachments/index.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { localDateTime } from '../inquiry/time.ts';
import { CHANGE_BASE } from './config.ts';
import { tenderKey, useTenderRefresh } from './useTenderRefresh.ts';

type Letter = {
  changeId: number;
  letterNumber: number;
  title: string;
  content: string;
  fileIds: string | null;
  oldBidDeadline: string | null;
  newBidDeadline: string | null;
  oldOpeningTime: string | null;
  newOpeningTime: string | null;
  issuedAt: string;
};

/** The button of the tender menu that issues letters (the server checks it too). */
const BUTTON = 'btnChangeLetter';

/** A picked instant as the server takes it: ISO 8601 with the local offset, to the minute. */
const instant = (d: Dayjs) => d.second(0).millisecond(0).format();

/**
 * The tender's change letters (变更函): numbered, with their text, files and the dates they moved. While
 * the tender is open for bids the buyer issues one — to every participant, and as a notice when public;
 * it may move the bid deadline and the opening time (that is how a deadline is adjusted). A letter cannot
 * be taken back: a confirmation with the new dates comes first.
 */
export function ChangeLettersTab({ doc }: { doc: Row }) {
  const { t } = useTranslation();
  const tenderId = doc.tenderId as number;
  const { has } = useMenuResources();
  const canIssue = doc.status === 'PUBLISHED' && has(BUTTON);
  const [issuing, setIssuing] = useState(false);
  const letters = useQuery({
    queryKey: tenderKey(tenderId, 'changes'),
    queryFn: () => post<Letter[]>(`${CHANGE_BASE}/listByTender`, { tenderId }),
  });
  const rows = letters.data ?? [];
  return (
    <div data-testid="tender-changes">
      {canIssue && (
        <Space style={{ marginBottom: 8 }}>
          <Button type="primary" onClick={() => setIssuing(true)} data-testid="tender-change-issue">
            {t('sourcing.tender.changes.issue')}
          </Button>
          <Typography.Text type="secondary">{t('sourcing.tender.changes.hint')}</Typography.Text>
        </Space>
      )}
      {letters.isError && <Alert type="error" showIcon title={errorText(letters.error)} />}
      {rows.length === 0 && !letters.isLoading ? (
        <Empty description={t('sourcing.tender.changes.none')} />
      ) : (
        <List<Letter>
          loading={letters.isLoading}
          dataSource={rows}
          renderItem={(c) => (
            <List.Item data-testid={`tender-change-${c.letterNumber}`}>
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Tag color="blue">{t('sourcing.tender.changes.number', { n: c.letterNumber })}</Tag>
                  <Typography.Text strong>{c.title}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t('sourcing.tender.changes.issuedAt', { at: localDateTime(c.issuedAt) })}
                  </Typography.Text>
                  {c.fileIds && <AttachmentPopover ids={c.fileIds} />}
                </Space>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {c.content}
                </Typography.Paragraph>
                {c.newBidDeadline && (
                  <Typography.Text data-testid={`tender-change-${c.letterNumber}-deadline`}>
                    {t('sourcing.tender.changes.moved', {
                      what: t('sourcing.tender.changes.bidDeadline'),
                      from: localDateTime(c.oldBidDeadline),
                      to: localDateTime(c.newBidDeadline),
                    })}
                  </Typography.Text>
                )}
                {c.newOpeningTime && (
                  <Typography.Text>
                    {t('sourcing.tender.changes.moved', {
                      what: t('sourcing.tender.changes.openingTime'),
                      from: localDateTime(c.oldOpeningTime),
                      to: localDateTime(c.newOpeningTime),
                    })}
                  </Typography.Text>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
      {issuing && <IssueDialog doc={doc} next={rows.length + 1} onClose={() => setIssuing(false)} />}
    </div>
  );
}

type Draft = {
  title: string;
  content: string;
  fileIds: string;
  move: boolean;
  bidDeadline: Dayjs | null;
  openingTime: Dayjs | null;
};

/** The letter typed, checked here, confirmed with its dates, then issued. */
function IssueDialog({ doc, next, onClose }: { doc: Row; next: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const refresh = useTenderRefresh();
  const tenderId = doc.tenderId as number;
  const [draft, setDraft] = useState<Draft>({
    title: '',
    content: '',
    fileIds: '',
    move: false,
    bidDeadline: null,
    openingTime: null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (part: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...part }));
    setErrors({});
    setError(null);
  };
  const oldDeadline = dayjs(String(doc.bidDeadline));
  const oldOpening = dayjs(String(doc.openingTime));

  /** The problems the server would name, found before asking it. */
  const problems = () => {
    const found: Record<string, string> = {};
    if (!draft.title.trim()) found.title = t('sourcing.tender.changes.titleRequired');
    if (!draft.content.trim()) found.content = t('sourcing.tender.changes.contentRequired');
    if (draft.move) {
      const now = dayjs();
      if (!draft.bidDeadline && !draft.openingTime) found.newBidDeadline = t('sourcing.tender.changes.pickDate');
      if (draft.bidDeadline && !draft.bidDeadline.isAfter(now))
        found.newBidDeadline = t('sourcing.tender.changes.mustBeFuture');
      if (draft.openingTime && !draft.openingTime.isAfter(now))
        found.newOpeningTime = t('sourcing.tender.changes.mustBeFuture');
      const deadline = draft.bidDeadline ?? oldDeadline;
      const opening = draft.openingTime ?? oldOpening;
      if (!found.newOpeningTime && opening.isBefore(deadline))
        found.newOpeningTime = t('sourcing.tender.changes.openingBeforeDeadline');
    }
    return found;
  };

  const issue = async () => {
    setBusy(true);
    try {
      const stored = await post<Row>(`${CHANGE_BASE}/issue`, {
        tenderId,
        version: doc.version,
        title: draft.title.trim(),
        content: draft.content.trim(),
        fileIds: draft.fileIds || null,
        newBidDeadline: draft.move && draft.bidDeadline ? instant(draft.bidDeadline) : null,
        newOpeningTime: draft.move && draft.openingTime ? instant(draft.openingTime) : null,
      });
      refresh(tenderId, stored);
      message.success(t('sourcing.tender.changes.issued', { n: next }));
      onClose();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      if (fields.length === 0) setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const review = () => {
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const moves = draft.move
      ? [
          draft.bidDeadline &&
            t('sourcing.tender.changes.moved', {
              what: t('sourcing.tender.changes.bidDeadline'),
              from: localDateTime(doc.bidDeadline),
              to: localDateTime(instant(draft.bidDeadline)),
            }),
          draft.openingTime &&
            t('sourcing.tender.changes.moved', {
              what: t('sourcing.tender.changes.openingTime'),
              from: localDateTime(doc.openingTime),
              to: localDateTime(instant(draft.openingTime)),
            }),
        ].filter(Boolean)
      : [];
    modal.confirm({
      title: t('sourcing.tender.changes.confirmTitle', { n: next }),
      width: 520,
      content: (
        <div data-testid="tender-change-summary">
          <Typography.Paragraph strong>{draft.title.trim()}</Typography.Paragraph>
          {moves.length > 0 ? (
            moves.map((m) => <Typography.Paragraph key={String(m)}>{m}</Typography.Paragraph>)
          ) : (
            <Typography.Paragraph>{t('sourcing.tender.changes.datesKept')}</Typography.Paragraph>
          )}
          <Typography.Paragraph type="secondary">{t('sourcing.tender.changes.irreversible')}</Typography.Paragraph>
        </div>
      ),
      okText: t('sourcing.tender.changes.issueOk'),
      cancelText: t('app.cancel'),
      okButtonProps: { 'data-testid': 'tender-change-confirm-ok' } as Record<string, string>,
      onOk: () => issue(),
    });
  };

  const item = (field: string) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  return (
    <Modal
      open
      width={720}
      title={t('sourcing.tender.changes.dialogTitle', { n: next })}
      okText={t('sourcing.tender.changes.review')}
      cancelText={t('app.cancel')}
      onOk={review}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'tender-change-review' } as Record<string, string>}
      destroyOnHidden
    >
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} data-testid="tender-change-error" />
      )}
      <Form layout="vertical">
        <Form.Item label={t('sourcing.tender.changes.title')} required {...item('title')}>
          <Input
            maxLength={200}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            data-testid="tender-change-title"
          />
        </Form.Item>
        <Form.Item label={t('sourcing.tender.changes.content')} required {...item('content')}>
          <Input.TextArea
            rows={5}
            maxLength={20000}
            value={draft.content}
            onChange={(e) => set({ content: e.target.value })}
            data-testid="tender-change-content"
          />
        </Form.Item>
        <Form.Item label={t('sourcing.tender.changes.files')} {...item('fileIds')}>
          <Attachments
            ids={draft.fileIds}
            onChange={(ids) => set({ fileIds: ids })}
            path="sourcing/tender"
            functionId="SRC_TENDER"
          />
        </Form.Item>
        <Checkbox
          checked={draft.move}
          onChange={(e) => set({ move: e.target.checked })}
          style={{ marginBottom: 8 }}
          data-testid="tender-change-move"
        >
          {t('sourcing.tender.changes.moveDates')}
        </Checkbox>
        {draft.move && (
          <Space wrap align="start">
            <Form.Item
              label={t('sourcing.tender.changes.newBidDeadline')}
              extra={t('sourcing.tender.changes.currently', { at: localDateTime(doc.bidDeadline) })}
              {...item('newBidDeadline')}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                value={draft.bidDeadline}
                onChange={(v) => set({ bidDeadline: v })}
                data-testid="tender-change-deadline"
              />
            </Form.Item>
            <Form.Item
              label={t('sourcing.tender.changes.newOpeningTime')}
              extra={t('sourcing.tender.changes.currently', { at: localDateTime(doc.openingTime) })}
              {...item('newOpeningTime')}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                value={draft.openingTime}
                onChange={(v) => set({ openingTime: v })}
                data-testid="tender-change-opening"
              />
            </Form.Item>
          </Space>
        )}
      </Form>
    </Modal>
  );
}
