import { compareDecimal } from '@srm/core/documents/amounts';
import { formatDecimal } from '@srm/core/format/decimals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, InputNumber, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorsOf, post } from '../../../app/api/client.ts';
import { AttachmentPopover } from '../../../components/Attachments/index.ts';
import { localDateTime } from '../inquiry/time.ts';
import { EVALUATION_BASE } from './config.ts';
import { tenderKey } from './useTenderRefresh.ts';

type Criterion = {
  criterionId: number;
  lineNumber: number;
  name: string;
  weight: string;
  maxScore: string;
  description: string | null;
};
type SheetBid = {
  bidId: number;
  supplierId: number;
  supplierName: string;
  technicalStatement: string | null;
  technicalFileIds: string | null;
  totalWithoutTax: string | null;
  totalWithTax: string | null;
  validityDays: number | null;
  submittedAt: string;
};
export type Sheet = {
  tenderId: number;
  tenderNumber: string;
  title: string;
  tenderStatus: string;
  currencyCode: string;
  notesToJury: string | null;
  evaluationMethod: string;
  technicalWeight: string | null;
  commercialWeight: string | null;
  tenderExpertId: number;
  expertName: string | null;
  expertSource: string | null;
  sheetStatus: 'DRAWN' | 'SCORING' | 'SUBMITTED' | 'EXCUSED';
  submittedAt: string | null;
  editable: boolean;
  criteria: Criterion[];
  bids: SheetBid[];
  scores: { bidId: number; criterionId: number; score: string; comment: string | null }[];
  filled: number;
  cellCount: number;
};

const cellKey = (bidId: number, criterionId: number) => `${bidId}:${criterionId}`;
/** A stored score as it is typed: 85.50 → 85.5, 80.00 → 80. */
const plain = (score: string) => (score.includes('.') ? score.replace(/\.?0+$/, '') : score);
/** A score as typed: a decimal of at most two places. */
const SCORE = /^\d+(\.\d{1,2})?$/;

/** What is wrong with a typed score, or null: 0..max, two decimals at most. */
function scoreProblem(value: string, max: string): 'badScore' | 'aboveMax' | null {
  if (value === '') return null;
  if (!SCORE.test(value)) return 'badScore';
  if (compareDecimal(value, max) > 0) return 'aboveMax';
  return null;
}

/**
 * A scoring sheet (评分表): the tender's opened bids × its template's technical criteria, each cell a
 * score from 0 to the criterion's maximum, checked as it is typed; the bidder's technical statement and
 * files beside it. Saved as often as wanted; submitted once every cell is filled, after a confirmation
 * (final: it cannot be changed afterwards). The expert's own sheet (`tenderExpertId` absent), or the sheet
 * of an expert without a login that the tender's buyer enters for it (`tenderExpertId`).
 */
export function ScoreSheet({
  tenderId,
  tenderExpertId,
  onSubmitted,
}: {
  tenderId: number;
  tenderExpertId?: number;
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const key = tenderKey(tenderId, 'sheet', tenderExpertId ?? 'mine');
  const sheet = useQuery({
    queryKey: key,
    queryFn: () => post<Sheet>(`${EVALUATION_BASE}/sheet`, { tenderId, tenderExpertId }),
  });
  const data = sheet.data;
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);

  // A sheet read (or stored) again: the cells start from the stored scores.
  useEffect(() => {
    if (!data) return;
    setTyped(Object.fromEntries(data.scores.map((s) => [cellKey(s.bidId, s.criterionId), plain(s.score)])));
    setErrors({});
  }, [data]);

  const maxOf = useMemo(() => new Map((data?.criteria ?? []).map((c) => [c.criterionId, c.maxScore])), [data]);
  const stored = useMemo(
    () => new Map((data?.scores ?? []).map((s) => [cellKey(s.bidId, s.criterionId), plain(s.score)])),
    [data],
  );
  const cells = (data?.bids ?? []).flatMap((b) => (data?.criteria ?? []).map((c) => cellKey(b.bidId, c.criterionId)));
  const filled = cells.filter((k) => (typed[k] ?? '') !== '').length;
  const changed = cells.filter((k) => (typed[k] ?? '') !== '' && typed[k] !== stored.get(k));
  const invalid = Object.values(errors).some(Boolean);
  const editable = data?.editable ?? false;

  const type = (bidId: number, criterionId: number, value: string) => {
    const k = cellKey(bidId, criterionId);
    setTyped((all) => ({ ...all, [k]: value }));
    const max = maxOf.get(criterionId) ?? '0';
    const problem = scoreProblem(value, max);
    setErrors((all) => ({
      ...all,
      [k]: problem ? t(`sourcing.tender.sheet.${problem}`, { max: formatDecimal(max, 'quantity') }) : '',
    }));
    setError(null);
  };

  const store = async (submit: boolean) => {
    setError(null);
    const scores = changed.map((k) => {
      const [bidId, criterionId] = k.split(':').map(Number);
      return { bidId, criterionId, score: typed[k] };
    });
    const answer =
      tenderExpertId != null
        ? await post<Sheet>(`${EVALUATION_BASE}/enterFor`, { tenderId, tenderExpertId, scores, submit })
        : await (async () => {
            let saved =
              scores.length > 0 ? await post<Sheet>(`${EVALUATION_BASE}/saveScores`, { tenderId, scores }) : data;
            if (submit) saved = await post<Sheet>(`${EVALUATION_BASE}/submitSheet`, { tenderId });
            return saved as Sheet;
          })();
    queryClient.setQueryData(key, answer);
    void queryClient.invalidateQueries({ queryKey: ['tenderMySheets'] });
    void queryClient.invalidateQueries({ queryKey: tenderKey(tenderId, 'jury') });
    void queryClient.invalidateQueries({ queryKey: tenderKey(tenderId, 'summary') });
    return answer;
  };

  const failed = (e: unknown) => {
    const fields = fieldErrorsOf(e);
    setError(fields.length > 0 ? fields.map((f) => f.message).join(t('sourcing.tender.listSeparator')) : errorText(e));
  };

  const save = async () => {
    if (invalid) return setError(t('sourcing.tender.sheet.fixCells'));
    setBusy('save');
    try {
      await store(false);
      message.success(t('sourcing.tender.sheet.saved'));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  };

  const submit = () => {
    if (invalid) return setError(t('sourcing.tender.sheet.fixCells'));
    if (filled < cells.length) return setError(t('sourcing.tender.sheet.missing', { n: cells.length - filled }));
    modal.confirm({
      title: t('sourcing.tender.sheet.confirmTitle'),
      content: t('sourcing.tender.sheet.confirmText', {
        bids: data?.bids.length ?? 0,
        criteria: data?.criteria.length ?? 0,
      }),
      okText: t('sourcing.tender.sheet.submit'),
      cancelText: t('app.cancel'),
      okButtonProps: { 'data-testid': 'tender-sheet-confirm-ok' } as Record<string, string>,
      onOk: async () => {
        setBusy('submit');
        try {
          await store(true);
          message.success(t('sourcing.tender.sheet.submitted'));
          onSubmitted?.();
        } catch (e) {
          failed(e);
        } finally {
          setBusy(null);
        }
      },
    });
  };

  if (sheet.isLoading) return <Spin />;
  if (sheet.isError)
    return <Alert type="error" showIcon title={errorText(sheet.error)} data-testid="tender-sheet-error" />;
  if (!data) return null;

  const columns: ColumnsType<SheetBid> = [
    {
      key: 'supplier',
      title: t('sourcing.tender.sheet.bid'),
      width: 260,
      fixed: 'left',
      render: (_, b) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{b.supplierName}</Typography.Text>
          {b.totalWithTax != null && (
            <Typography.Text type="secondary">
              {t('sourcing.tender.sheet.total', {
                amount: formatDecimal(b.totalWithTax, 'amount'),
                currency: data.currencyCode,
              })}
            </Typography.Text>
          )}
          {b.technicalStatement && (
            <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
              {b.technicalStatement}
            </Typography.Paragraph>
          )}
          {b.technicalFileIds && <AttachmentPopover ids={b.technicalFileIds} />}
        </Space>
      ),
    },
    ...data.criteria.map((c) => ({
      key: `c${c.criterionId}`,
      title: (
        <Space orientation="vertical" size={0}>
          <span>{c.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('sourcing.tender.sheet.criterionMeta', {
              weight: formatDecimal(c.weight, 'quantity'),
              max: formatDecimal(c.maxScore, 'quantity'),
            })}
          </Typography.Text>
        </Space>
      ),
      width: 150,
      render: (_: unknown, b: SheetBid) => {
        const k = cellKey(b.bidId, c.criterionId);
        const problem = errors[k];
        return (
          <div>
            <InputNumber<string>
              stringMode
              step="1"
              style={{ width: '100%' }}
              value={typed[k] ?? null}
              disabled={!editable}
              status={problem ? 'error' : undefined}
              // No min/max here: every keystroke is checked and a score out of 0..max named at once, not clamped.
              onInput={(text) => type(b.bidId, c.criterionId, text.trim())}
              onChange={(v) => type(b.bidId, c.criterionId, v == null ? '' : String(v))}
              data-testid={`tender-score-${b.supplierId}-${c.lineNumber}`}
            />
            {problem && (
              <Typography.Text
                type="danger"
                style={{ display: 'block', fontSize: 12 }}
                data-testid={`tender-score-error-${b.supplierId}-${c.lineNumber}`}
              >
                {problem}
              </Typography.Text>
            )}
          </div>
        );
      },
    })),
  ];

  return (
    <div data-testid="tender-sheet" data-status={data.sheetStatus}>
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('sourcing.tender.sheet.tender')}>
          {data.tenderNumber} {data.title}
        </Descriptions.Item>
        <Descriptions.Item label={t('sourcing.tender.sheet.expert')}>{data.expertName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('sourcing.tender.sheet.status')}>
          <Tag color={data.sheetStatus === 'SUBMITTED' ? 'green' : 'blue'} data-testid="tender-sheet-status">
            {t(`sourcing.tender.sheetStatus.${data.sheetStatus}`)}
          </Tag>
          {data.submittedAt && localDateTime(data.submittedAt)}
        </Descriptions.Item>
      </Descriptions>
      {data.notesToJury && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('sourcing.tender.sheet.notesToJury')}
          description={data.notesToJury}
        />
      )}
      {!editable && data.sheetStatus !== 'SUBMITTED' && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('sourcing.tender.sheet.closed')} />
      )}
      {error && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error} data-testid="tender-sheet-problem" />
      )}
      {data.criteria.length === 0 || data.bids.length === 0 ? (
        <Alert type="info" showIcon title={t('sourcing.tender.sheet.nothing')} />
      ) : (
        <Table<SheetBid>
          size="small"
          bordered
          rowKey="bidId"
          dataSource={data.bids}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      <Space style={{ marginTop: 12 }} wrap>
        <Typography.Text data-testid="tender-sheet-filled">
          {t('sourcing.tender.sheet.filled', { filled, of: cells.length })}
        </Typography.Text>
        {editable && (
          <>
            <Button
              loading={busy === 'save'}
              disabled={changed.length === 0}
              onClick={() => void save()}
              data-testid="tender-sheet-save"
            >
              {t('sourcing.tender.sheet.save')}
            </Button>
            <Button type="primary" loading={busy === 'submit'} onClick={submit} data-testid="tender-sheet-submit">
              {t('sourcing.tender.sheet.submit')}
            </Button>
          </>
        )}
      </Space>
    </div>
  );
}
