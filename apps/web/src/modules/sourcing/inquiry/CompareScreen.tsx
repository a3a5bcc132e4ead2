import { compareDecimal, sameDecimal } from '@srm/core/documents/amounts';
import { leftToAward, splitProblems } from '@srm/core/sourcing/awardSplit';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Input, Select, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorText, fieldErrorsOf, post } from '../../../app/api/client.ts';
import { useDownload } from '../../../app/api/download.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { editPath } from '../../../components/Document/config.ts';
import { DocumentMenuScope } from '../../../components/Document/DocumentMenuScope.tsx';
import { LookupSelect } from '../../../components/LookupSelect/index.ts';
import { AwardConfirmDialog, type AwardPart } from './AwardConfirmDialog.tsx';
import { ComparisonGrid } from './ComparisonGrid.tsx';
import { type AwardQuantities, type CompareAnswer, cellKey } from './comparisonTypes.ts';
import { AWARD_BASE, awardScreenConfig, COMPARE_BASE, INQUIRY_BASE } from './config.ts';

/**
 * The comparison of an inquiry's quotes (opened from the inquiry with ?id=): a round selector (the latest
 * first), the grid, the Excel export of the same figures, and the award path — quantities per line and
 * supplier (a line may be split), the outcome, a confirmation with the summary, then the award document.
 * Before the round's deadline the server refuses the figures: its message is shown instead.
 */
export default function CompareScreen() {
  return (
    <DocumentMenuScope menuCode="SRC_INQUIRY">
      <Compare />
    </DocumentMenuScope>
  );
}

function Compare() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const download = useDownload();
  const screen = useScreen();
  const inquiryId = Number(screen?.query.id);
  const [round, setRound] = useState<number | undefined>(undefined);
  const [awarding, setAwarding] = useState(false);
  const [quantities, setQuantities] = useState<AwardQuantities>({});
  const [outcome, setOutcome] = useState<string | null>('ORDER');
  const [validFrom, setValidFrom] = useState<string | null>(null);
  const [validTo, setValidTo] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const inquiry = useQuery({
    queryKey: ['docFind', INQUIRY_BASE, String(inquiryId)],
    queryFn: () => post<Row>(`${INQUIRY_BASE}/findById`, { inquiryId }),
    enabled: Number.isFinite(inquiryId),
  });
  const compare = useQuery({
    queryKey: ['inquiryCompare', inquiryId, round ?? null],
    queryFn: () => post<CompareAnswer>(`${COMPARE_BASE}/compare`, { inquiryId, round }),
    enabled: Number.isFinite(inquiryId),
    retry: false,
  });
  // Brought to the front again (from the inquiry, after a new round or a close): everything is read anew.
  const openedAt = screen?.openedAt;
  const firstOpening = useRef(openedAt);
  const refetchCompare = compare.refetch;
  const refetchInquiry = inquiry.refetch;
  useEffect(() => {
    if (openedAt === firstOpening.current) return;
    firstOpening.current = openedAt;
    setRound(undefined);
    setAwarding(false);
    void refetchInquiry();
    void refetchCompare();
  }, [openedAt, refetchCompare, refetchInquiry]);
  const data = compare.data;
  const setTitle = screen?.setTitle;
  useEffect(() => {
    if (data) setTitle?.(t('sourcing.inquiry.compare.tabTitle', { number: data.roundNumber }));
  }, [data, setTitle, t]);

  const canAward = inquiry.data?.status === 'CLOSED' && data != null && data.round === data.currentRound;

  /** The awarded parts typed so far, with the quoted prices of their cells. */
  const parts = useMemo<AwardPart[]>(() => {
    if (!data) return [];
    const out: AwardPart[] = [];
    for (const row of data.rows)
      row.cells.forEach((c, i) => {
        const q = quantities[cellKey(row.inquiryLineId, c.supplierId)];
        if (!q || c.priceWithoutTax == null || c.priceWithTax == null || sameDecimal(q, '0')) return;
        out.push({
          inquiryLineId: row.inquiryLineId,
          lineNumber: row.lineNumber,
          itemName: row.itemName,
          uomCode: row.uomCode,
          supplierId: c.supplierId,
          supplierName: data.suppliers[i]?.supplierName ?? '',
          awardedQuantity: q,
          priceWithoutTax: c.priceWithoutTax,
          priceWithTax: c.priceWithTax,
        });
      });
    return out;
  }, [data, quantities]);

  const lineQuantities = useMemo(() => new Map((data?.rows ?? []).map((r) => [r.inquiryLineId, r.quantity])), [data]);
  const left = useMemo(() => leftToAward(lineQuantities, parts), [lineQuantities, parts]);

  /** Every line to its lowest supplier (the first of a tie), the whole quantity. */
  const lowestForAll = () => {
    if (!data) return;
    const next: AwardQuantities = {};
    for (const row of data.rows) {
      const cell = row.cells.find((c) => c.lowest);
      if (cell) next[cellKey(row.inquiryLineId, cell.supplierId)] = row.quantity;
    }
    setQuantities(next);
    setProblem(null);
  };

  const review = () => {
    setProblem(null);
    setSaveError(null);
    if (parts.length === 0) return setProblem(t('sourcing.inquiry.award.nothing'));
    const over = splitProblems(lineQuantities, parts).find((p) => p.kind === 'overQuantity');
    if (over && over.kind === 'overQuantity') {
      const line = parts[over.index];
      return setProblem(
        t('sourcing.inquiry.award.overQuantity', { line: line.lineNumber, total: over.total, quantity: over.quantity }),
      );
    }
    if (!outcome) return setProblem(t('sourcing.inquiry.award.outcomeRequired'));
    if (outcome === 'AGREEMENT' && !validTo) return setProblem(t('sourcing.inquiry.award.validToRequired'));
    setConfirming(true);
  };

  const create = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      const award = await post<Row>(`${AWARD_BASE}/saveOrUpdate`, {
        inquiryId,
        outcome,
        validFrom,
        validTo,
        remark: remark.trim() || null,
        fileIds: null,
        lines: parts.map((p) => ({
          inquiryLineId: p.inquiryLineId,
          supplierId: p.supplierId,
          awardedQuantity: p.awardedQuantity,
        })),
      });
      setConfirming(false);
      setAwarding(false);
      message.success(t('sourcing.inquiry.award.created', { number: String(award.awardNumber) }));
      void navigate(editPath(awardScreenConfig, { id: award.awardId, mode: 'view' }));
    } catch (e) {
      // What was chosen stays: the dialog shows the server's reason (a line by its number where it names one).
      const fields = fieldErrorsOf(e);
      const byLine = fields.map((f) => {
        const at = /^lines\.(\d+)\./.exec(f.field);
        const part = at ? parts[Number(at[1])] : undefined;
        return part
          ? `${t('sourcing.inquiry.award.lineOf', { line: part.lineNumber, supplier: part.supplierName })}${f.message}`
          : f.message;
      });
      setSaveError(byLine.length > 0 ? byLine.join('；') : errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const exportIt = () =>
    void download(`${COMPARE_BASE}/export`, {
      body: { inquiryId, round: data?.round },
      fallbackName: `${data?.roundNumber ?? 'compare'}.xlsx`,
    });

  if (!Number.isFinite(inquiryId)) return <Empty />;
  if (compare.isLoading || inquiry.isLoading) return <Spin />;
  const sealed = compare.error instanceof ApiError && compare.error.status === 409;
  return (
    <div data-testid="screen-inquiry-compare">
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="compare-title">
            {t('sourcing.inquiry.compare.title', {
              number: data?.roundNumber ?? String(inquiry.data?.roundNumber ?? inquiry.data?.inquiryNumber ?? ''),
            })}
          </Typography.Title>
          <Typography.Text type="secondary">{String(inquiry.data?.title ?? '')}</Typography.Text>
        </Space>
        <Space wrap>
          {data && data.currentRound > 1 && (
            <Select
              value={data.round}
              style={{ width: 150 }}
              data-testid="compare-round"
              onChange={(r) => {
                setRound(r);
                setAwarding(false);
              }}
              options={Array.from({ length: data.currentRound }, (_, i) => ({
                value: i + 1,
                label: t('sourcing.inquiry.compare.roundN', { n: i + 1 }),
              }))}
            />
          )}
          {data && (
            <Button onClick={exportIt} data-testid="compare-export">
              {t('sourcing.inquiry.compare.export')}
            </Button>
          )}
          {canAward && !awarding && (
            <Button type="primary" onClick={() => setAwarding(true)} data-testid="compare-award">
              {t('sourcing.inquiry.award.start')}
            </Button>
          )}
        </Space>
      </Space>
      {compare.isError && (
        <Alert
          type={sealed ? 'info' : 'error'}
          showIcon
          title={errorText(compare.error)}
          data-testid={sealed ? 'compare-sealed' : 'compare-error'}
        />
      )}
      {data && data.suppliers.length === 0 && <Empty description={t('sourcing.inquiry.compare.noQuotes')} />}
      {data && data.suppliers.length > 0 && (
        <ComparisonGrid
          comparison={data}
          award={
            awarding
              ? {
                  quantities,
                  onChange: (key, q) =>
                    setQuantities(({ [key]: _old, ...rest }) => (q == null ? rest : { ...rest, [key]: q })),
                }
              : undefined
          }
        />
      )}
      {awarding && data && (
        <Card
          size="small"
          title={t('sourcing.inquiry.award.title')}
          style={{ marginTop: 12 }}
          data-testid="award-panel"
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Button onClick={lowestForAll} data-testid="award-lowest">
                {t('sourcing.inquiry.award.lowestForAll')}
              </Button>
              <Typography.Text type="secondary">{t('sourcing.inquiry.award.hint')}</Typography.Text>
            </Space>
            <div data-testid="award-left">
              {data.rows.map((r) => {
                const rest = left.get(r.inquiryLineId) ?? r.quantity;
                const state = compareDecimal(rest, 0);
                return (
                  <Typography.Text
                    key={r.inquiryLineId}
                    type={state < 0 ? 'danger' : state === 0 ? 'success' : 'secondary'}
                    style={{ marginInlineEnd: 16 }}
                    data-testid={`award-left-${r.lineNumber}`}
                  >
                    {t('sourcing.inquiry.award.left', { line: r.lineNumber, left: rest })}
                  </Typography.Text>
                );
              })}
            </div>
            <Form layout="inline">
              <Form.Item label={t('sourcing.inquiry.award.outcome')} required>
                <LookupSelect
                  typeCode="SRC_AWARD_OUTCOME"
                  value={outcome}
                  onChange={(v) => setOutcome((v as string | null) ?? null)}
                  style={{ width: 200 }}
                  data-testid="award-outcome"
                />
              </Form.Item>
              {outcome && outcome !== 'ORDER' && (
                <>
                  <Form.Item label={t('sourcing.inquiry.award.validFrom')}>
                    <DatePicker
                      value={validFrom ? dayjs(validFrom) : null}
                      onChange={(d) => setValidFrom(d ? d.format('YYYY-MM-DD') : null)}
                      data-testid="award-valid-from"
                    />
                  </Form.Item>
                  <Form.Item label={t('sourcing.inquiry.award.validTo')} required={outcome === 'AGREEMENT'}>
                    <DatePicker
                      value={validTo ? dayjs(validTo) : null}
                      onChange={(d) => setValidTo(d ? d.format('YYYY-MM-DD') : null)}
                      data-testid="award-valid-to"
                    />
                  </Form.Item>
                </>
              )}
              <Form.Item label={t('sourcing.inquiry.award.remark')}>
                <Input
                  value={remark}
                  maxLength={1000}
                  onChange={(e) => setRemark(e.target.value)}
                  style={{ width: 280 }}
                  data-testid="award-remark"
                />
              </Form.Item>
            </Form>
            {problem && <Alert type="error" showIcon title={problem} data-testid="award-problem" />}
            <Space>
              <Button type="primary" onClick={review} data-testid="award-review">
                {t('sourcing.inquiry.award.review')}
              </Button>
              <Button onClick={() => setAwarding(false)}>{t('app.cancel')}</Button>
            </Space>
          </Space>
        </Card>
      )}
      {confirming && data && outcome && (
        <AwardConfirmDialog
          parts={parts}
          outcome={outcome}
          currencyCode={data.currencyCode}
          busy={saving}
          error={saveError}
          onOk={() => void create()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
