import { compareDecimal, sameDecimal } from '@srm/core/documents/amounts';
import { leftToAward, splitProblems } from '@srm/core/sourcing/awardSplit';
import { Alert, App, Button, Card, DatePicker, Form, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, fieldErrorsOf, post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { editPath } from '../../../components/Document/config.ts';
import { LookupSelect } from '../../../components/LookupSelect/index.ts';
import { AwardConfirmDialog, type AwardPart } from './AwardConfirmDialog.tsx';
import { type AwardQuantities, type CompareAnswer, cellKey } from './comparisonTypes.ts';
import { AWARD_BASE, awardScreenConfig } from './config.ts';

/**
 * Where an award comes from: a closed inquiry (its quotes) or an evaluated tender (its opened bids). The
 * award document names the source by `key` and each line by `lineKey`; the comparison's rows carry that
 * line's id (a tender's comparison, built from its bids, carries the tender line's id where an inquiry's
 * carries the inquiry line's: the grid only keys its rows by it).
 */
export type AwardSource = {
  key: 'inquiryId' | 'tenderId';
  id: number;
  lineKey: 'inquiryLineId' | 'tenderLineId';
};

/** A part as the split rules (core awardSplit) read it: its line by the comparison's line id. */
const splitLine = (p: AwardPart) => ({
  inquiryLineId: p.lineId,
  supplierId: p.supplierId,
  awardedQuantity: p.awardedQuantity,
});

/**
 * The award path under a comparison grid in award mode: the quantities typed in the grid (a line may be
 * split between suppliers; "lowest for all" fills them), the outcome and its validity, a remark, a check of
 * what is left per line, the confirmation with the summary, then the award document — opened in its tab.
 */
export function AwardPanel({
  comparison,
  source,
  quantities,
  onQuantities,
  onCancel,
  onCreated,
}: {
  comparison: CompareAnswer;
  source: AwardSource;
  quantities: AwardQuantities;
  onQuantities: (quantities: AwardQuantities) => void;
  onCancel: () => void;
  onCreated?: (award: Row) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<string | null>('ORDER');
  const [validFrom, setValidFrom] = useState<string | null>(null);
  const [validTo, setValidTo] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const data = comparison;

  /** The awarded parts typed so far, with the prices of their cells. */
  const parts = useMemo<AwardPart[]>(() => {
    const out: AwardPart[] = [];
    for (const row of data.rows)
      row.cells.forEach((c, i) => {
        const q = quantities[cellKey(row.inquiryLineId, c.supplierId)];
        if (!q || c.priceWithoutTax == null || c.priceWithTax == null || sameDecimal(q, '0')) return;
        out.push({
          lineId: row.inquiryLineId,
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

  const lineQuantities = useMemo(() => new Map(data.rows.map((r) => [r.inquiryLineId, r.quantity])), [data]);
  const left = useMemo(() => leftToAward(lineQuantities, parts.map(splitLine)), [lineQuantities, parts]);

  /** Every line to its lowest supplier (the first of a tie), the whole quantity. */
  const lowestForAll = () => {
    const next: AwardQuantities = {};
    for (const row of data.rows) {
      const cell = row.cells.find((c) => c.lowest);
      if (cell) next[cellKey(row.inquiryLineId, cell.supplierId)] = row.quantity;
    }
    onQuantities(next);
    setProblem(null);
  };

  const review = () => {
    setProblem(null);
    setSaveError(null);
    if (parts.length === 0) return setProblem(t('sourcing.inquiry.award.nothing'));
    const over = splitProblems(lineQuantities, parts.map(splitLine)).find((p) => p.kind === 'overQuantity');
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
        [source.key]: source.id,
        outcome,
        validFrom,
        validTo,
        remark: remark.trim() || null,
        fileIds: null,
        lines: parts.map((p) => ({
          [source.lineKey]: p.lineId,
          supplierId: p.supplierId,
          awardedQuantity: p.awardedQuantity,
        })),
      });
      setConfirming(false);
      message.success(t('sourcing.inquiry.award.created', { number: String(award.awardNumber) }));
      onCreated?.(award);
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

  return (
    <>
      <Card size="small" title={t('sourcing.inquiry.award.title')} style={{ marginTop: 12 }} data-testid="award-panel">
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
            <Button onClick={onCancel}>{t('app.cancel')}</Button>
          </Space>
        </Space>
      </Card>
      {confirming && outcome && (
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
    </>
  );
}
