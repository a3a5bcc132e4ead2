import { compareDecimal } from '@srm/core/documents/amounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrorsOf, post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { localDateTime } from '../inquiry/time.ts';
import { EVALUATION_BASE } from './config.ts';
import { type JuryExpert, type Summary, useJury, useSummary } from './evaluation.ts';
import { ScoreSheet } from './ScoreSheet.tsx';
import { SummaryTable } from './SummaryTable.tsx';
import { TenderAward } from './TenderAward.tsx';
import { tenderKey, useTenderRefresh } from './useTenderRefresh.ts';

/** States in which the jury may be drawn or changed (the bidders are known, nothing decided yet). */
const JURY_STATES = new Set(['CLOSED', 'OPENED']);
const SHEET_COLOR: Record<string, string> = { DRAWN: 'default', SCORING: 'blue', SUBMITTED: 'green', EXCUSED: 'red' };

type Candidate = {
  expertId: number;
  expertCode: string;
  expertName: string;
  expertSource: string;
  company: string | null;
  expertTitle: string | null;
  inCategory: boolean;
};

/**
 * The buyer's evaluation of a tender: the jury (drawn at random from the library's experts of the
 * tender's category, never one tied to a bidder, or appointed by hand; excused; the sheets of experts
 * without a login entered here), the summary and ranking once the bids are open, the committee's
 * recommendation (the tender then Evaluated), and from there the award, made from the opened bids.
 */
export function EvaluationTab({ doc }: { doc: Row }) {
  const { t } = useTranslation();
  const tenderId = doc.tenderId as number;
  const status = String(doc.status);
  const opened = ['OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED'].includes(status);
  const summary = useSummary(tenderId, status, opened);
  const data = summary.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="tender-evaluation">
      <JuryPanel tenderId={tenderId} status={status} />
      <Card size="small" title={t('sourcing.tender.evaluation.summary')}>
        {!opened && <Alert type="info" showIcon title={t('sourcing.tender.evaluation.notOpened')} />}
        {summary.isError && (
          <Alert
            type={summary.error instanceof ApiError && summary.error.status === 409 ? 'info' : 'error'}
            showIcon
            title={errorText(summary.error)}
          />
        )}
        {data && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text data-testid="tender-evaluation-sheets">
              {t(`sourcing.tender.evaluation.method.${data.evaluationMethod}`)}
              {data.evaluationMethod === 'WEIGHTED_SCORE' &&
                ` · ${t('sourcing.tender.evaluation.sheets', { submitted: data.sheetsSubmitted, expected: data.sheetsExpected })}`}
            </Typography.Text>
            <SummaryTable summary={data} />
          </Space>
        )}
      </Card>
      {data && <Recommendation doc={doc} summary={data} />}
      {data && status === 'EVALUATED' && <TenderAward doc={doc} />}
    </Space>
  );
}

/** The jury: who scores, their sheets' state; draw, appoint, excuse; enter an external expert's sheet. */
function JuryPanel({ tenderId, status }: { tenderId: number; status: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const jury = useJury(tenderId);
  const changeable = JURY_STATES.has(status);
  const [count, setCount] = useState<number | null>(3);
  const [appointing, setAppointing] = useState<number | null>(null);
  const [entering, setEntering] = useState<JuryExpert | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const candidates = useQuery({
    queryKey: tenderKey(tenderId, 'juryCandidates'),
    queryFn: () => post<Candidate[]>(`${EVALUATION_BASE}/candidates`, { tenderId }),
    enabled: changeable,
  });

  const change = async (what: string, action: string, body: Row, done: string) => {
    setError(null);
    setBusy(what);
    try {
      const rows = await post<JuryExpert[]>(`${EVALUATION_BASE}/${action}`, { tenderId, ...body });
      queryClient.setQueryData(tenderKey(tenderId, 'jury'), rows);
      void queryClient.invalidateQueries({ queryKey: tenderKey(tenderId, 'juryCandidates') });
      void queryClient.invalidateQueries({ queryKey: tenderKey(tenderId, 'summary') });
      message.success(done);
      return true;
    } catch (e) {
      const fields = fieldErrorsOf(e).map((f) => f.message);
      setError(fields.length > 0 ? fields.join(t('sourcing.tender.listSeparator')) : errorText(e));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const rows = jury.data ?? [];
  return (
    <Card size="small" title={t('sourcing.tender.evaluation.jury')} data-testid="tender-jury">
      {changeable && (
        <Space wrap style={{ marginBottom: 8 }}>
          <InputNumber
            min={1}
            max={99}
            precision={0}
            value={count}
            onChange={setCount}
            data-testid="tender-jury-count"
          />
          <Popconfirm
            title={t('sourcing.tender.evaluation.drawConfirm', { n: count ?? 0 })}
            okText={t('app.ok')}
            cancelText={t('app.cancel')}
            okButtonProps={{ 'data-testid': 'tender-jury-draw-ok' } as Record<string, string>}
            onConfirm={() =>
              count ? change('draw', 'draw', { count }, t('sourcing.tender.evaluation.drawn', { n: count })) : undefined
            }
          >
            <Button type="primary" disabled={!count} loading={busy === 'draw'} data-testid="tender-jury-draw">
              {t('sourcing.tender.evaluation.draw')}
            </Button>
          </Popconfirm>
          <Select<number>
            style={{ width: 280 }}
            placeholder={t('sourcing.tender.evaluation.appointPlaceholder')}
            value={appointing ?? undefined}
            onChange={setAppointing}
            loading={candidates.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={
              candidates.isError ? errorText(candidates.error) : t('sourcing.tender.evaluation.noCandidates')
            }
            options={(candidates.data ?? []).map((c) => ({
              value: c.expertId,
              label: `${c.expertCode} ${c.expertName}${c.inCategory ? '' : ` (${t('sourcing.tender.evaluation.otherField')})`}`,
            }))}
            data-testid="tender-jury-appoint-pick"
          />
          <Button
            disabled={appointing == null}
            loading={busy === 'appoint'}
            onClick={async () => {
              if (
                appointing != null &&
                (await change(
                  'appoint',
                  'appoint',
                  { expertId: appointing },
                  t('sourcing.tender.evaluation.appointed'),
                ))
              )
                setAppointing(null);
            }}
            data-testid="tender-jury-appoint"
          >
            {t('sourcing.tender.evaluation.appoint')}
          </Button>
        </Space>
      )}
      {changeable && (
        <Typography.Paragraph type="secondary">{t('sourcing.tender.evaluation.drawHint')}</Typography.Paragraph>
      )}
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} data-testid="tender-jury-error" />
      )}
      <Table<JuryExpert>
        size="small"
        rowKey="tenderExpertId"
        loading={jury.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: jury.isError ? errorText(jury.error) : t('sourcing.tender.evaluation.noJury') }}
        columns={[
          { key: 'code', title: t('sourcing.tender.evaluation.expertCode'), dataIndex: 'expertCode', width: 100 },
          {
            key: 'name',
            title: t('sourcing.tender.evaluation.expert'),
            width: 200,
            render: (_, e) =>
              `${e.expertName}${e.expertTitle ? ` · ${e.expertTitle}` : ''}${e.company ? ` · ${e.company}` : ''}`,
          },
          {
            key: 'kind',
            title: t('sourcing.tender.evaluation.kind'),
            width: 150,
            render: (_, e) =>
              `${t(`sourcing.tender.evaluation.expertSource.${e.expertSource}`)} · ${t(`sourcing.tender.evaluation.source.${e.source}`)}`,
          },
          {
            key: 'login',
            title: t('sourcing.tender.evaluation.login'),
            width: 130,
            render: (_, e) => e.userName ?? t('sourcing.tender.evaluation.enteredByBuyer'),
          },
          {
            key: 'sheet',
            title: t('sourcing.tender.evaluation.sheet'),
            width: 170,
            render: (_, e) => (
              <Space size={4}>
                <Tag color={SHEET_COLOR[e.status]} data-testid={`tender-jury-status-${e.expertCode}`}>
                  {t(`sourcing.tender.sheetStatus.${e.status}`)}
                </Tag>
                {e.submittedAt && <Typography.Text type="secondary">{localDateTime(e.submittedAt)}</Typography.Text>}
              </Space>
            ),
          },
          {
            key: 'op',
            title: '',
            width: 170,
            render: (_, e) => (
              <Space size={0}>
                {e.enteredByBuyer && e.status !== 'EXCUSED' && status === 'OPENED' && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setEntering(e)}
                    data-testid={`tender-jury-enter-${e.expertCode}`}
                  >
                    {e.status === 'SUBMITTED'
                      ? t('sourcing.tender.evaluation.viewSheet')
                      : t('sourcing.tender.evaluation.enterSheet')}
                  </Button>
                )}
                {changeable && e.status !== 'SUBMITTED' && e.status !== 'EXCUSED' && (
                  <Popconfirm
                    title={t('sourcing.tender.evaluation.excuseConfirm', { name: e.expertName })}
                    okText={t('app.ok')}
                    cancelText={t('app.cancel')}
                    onConfirm={() =>
                      change(
                        `excuse-${e.tenderExpertId}`,
                        'excuse',
                        { tenderExpertId: e.tenderExpertId },
                        t('sourcing.tender.evaluation.excused', { name: e.expertName }),
                      )
                    }
                  >
                    <Button size="small" type="link" danger data-testid={`tender-jury-excuse-${e.expertCode}`}>
                      {t('sourcing.tender.evaluation.excuse')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {entering && (
        <Modal
          open
          width={1100}
          title={t('sourcing.tender.evaluation.enterTitle', { name: entering.expertName })}
          footer={null}
          onCancel={() => setEntering(null)}
          destroyOnHidden
        >
          <ScoreSheet
            tenderId={tenderId}
            tenderExpertId={entering.tenderExpertId}
            onSubmitted={() => setEntering(null)}
          />
        </Modal>
      )}
    </Card>
  );
}

/** The committee's recommendation: a supplier of an opened bid and why (the tender becomes Evaluated). */
function Recommendation({ doc, summary }: { doc: Row; summary: Summary }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = useTenderRefresh();
  const tenderId = doc.tenderId as number;
  const status = String(doc.status);
  const may = status === 'OPENED' || (status === 'EVALUATED' && doc.awardStatus == null);
  const ranked = summary.bids.filter((b) => b.status === 'OPENED');
  // The first of the ranking, or before any ranking the lowest total.
  const first =
    ranked.find((b) => b.rank === 1) ??
    [...ranked]
      .filter((x) => x.totalWithTax != null)
      .sort((x, y) => compareDecimal(x.totalWithTax as string, y.totalWithTax as string))[0];
  const [supplierId, setSupplierId] = useState<number | null>(
    summary.recommendedSupplierId ?? first?.supplierId ?? null,
  );
  const [text, setText] = useState(summary.recommendation ?? '');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(status === 'OPENED');

  const recommend = () => {
    setError(null);
    if (supplierId == null) return setError(t('sourcing.tender.evaluation.pickSupplier'));
    if (!text.trim()) return setError(t('sourcing.tender.evaluation.reasonRequired'));
    if (!summary.complete)
      return setError(
        t('sourcing.tender.evaluation.incomplete', {
          submitted: summary.sheetsSubmitted,
          expected: summary.sheetsExpected,
        }),
      );
    const name = ranked.find((b) => b.supplierId === supplierId)?.supplierName ?? '';
    modal.confirm({
      title: t('sourcing.tender.evaluation.recommendTitle'),
      content: t('sourcing.tender.evaluation.recommendConfirm', { name }),
      okText: t('sourcing.tender.evaluation.recommend'),
      cancelText: t('app.cancel'),
      okButtonProps: { 'data-testid': 'tender-recommend-ok' } as Record<string, string>,
      onOk: async () => {
        try {
          const answer = await post<Summary>(`${EVALUATION_BASE}/recommend`, {
            tenderId,
            supplierId,
            recommendation: text.trim(),
            version: doc.version,
          });
          queryClient.setQueryData(tenderKey(tenderId, 'summary', answer.status), answer);
          refresh(tenderId);
          setEditing(false);
          message.success(t('sourcing.tender.evaluation.recommendedDone', { name }));
        } catch (e) {
          setError(errorText(e));
        }
      },
    });
  };

  return (
    <Card size="small" title={t('sourcing.tender.evaluation.recommendation')} data-testid="tender-recommendation">
      {summary.recommendedSupplierId != null && !editing ? (
        <Space orientation="vertical">
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('sourcing.tender.evaluation.recommended')}>
              <Typography.Text strong data-testid="tender-recommended-name">
                {summary.recommendedSupplierName}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('sourcing.tender.evaluation.evaluatedAt')}>
              {localDateTime(summary.evaluatedDate)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{summary.recommendation}</Typography.Paragraph>
          {may && (
            <Button size="small" onClick={() => setEditing(true)} data-testid="tender-recommend-change">
              {t('sourcing.tender.evaluation.change')}
            </Button>
          )}
        </Space>
      ) : may ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Select<number>
            style={{ width: 360 }}
            value={supplierId ?? undefined}
            onChange={setSupplierId}
            options={ranked.map((b) => ({
              value: b.supplierId,
              label: `${b.rank != null ? `#${b.rank} ` : ''}${b.supplierName}`,
            }))}
            data-testid="tender-recommend-supplier"
          />
          <Input.TextArea
            rows={3}
            maxLength={2000}
            value={text}
            placeholder={t('sourcing.tender.evaluation.reasonPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="tender-recommend-text"
          />
          {error && <Alert type="error" showIcon title={error} data-testid="tender-recommend-error" />}
          <Button type="primary" onClick={recommend} data-testid="tender-recommend">
            {t('sourcing.tender.evaluation.recommend')}
          </Button>
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('sourcing.tender.evaluation.notYet')}</Typography.Text>
      )}
    </Card>
  );
}
