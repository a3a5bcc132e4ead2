import type { CompareCell, CompareRow, CompareSupplierSummary } from '@srm/core/sourcing/comparison';
import { sumMoney } from '@srm/core/sourcing/quotePrices';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, post } from '../../../app/api/client.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { editPath } from '../../../components/Document/config.ts';
import { AwardPanel } from '../inquiry/AwardPanel.tsx';
import { ComparisonGrid } from '../inquiry/ComparisonGrid.tsx';
import { type AwardQuantities, type CompareAnswer, cellKey } from '../inquiry/comparisonTypes.ts';
import { AWARD_BASE, awardScreenConfig } from '../inquiry/config.ts';
import { useBids } from './BidsTab.tsx';
import { tenderKey, useTenderRefresh } from './useTenderRefresh.ts';

/** What an award of a tender may give, per tender line (srmSrcAwardRestful/bidOffers). */
type Offer = {
  supplierId: number;
  supplierName: string;
  bidId: number;
  bidLineId: number;
  priceWithoutTax: string;
  taxRate: string;
  priceWithTax: string;
  amountWithoutTax: string;
  amountWithTax: string;
  leadTimeDays: number | null;
  lowest: boolean;
  recommended: boolean;
};
type OfferLine = {
  tenderLineId: number;
  lineNumber: number;
  itemName: string;
  quantity: string;
  uomCode: string;
  offers: Offer[];
};

/**
 * The opened bids as the inquiry's comparison grid reads them: tender lines × bidders (the tender line's id
 * where the grid keys an inquiry line), the lowest price per line marked, each bidder's totals.
 */
function comparisonOf(lines: OfferLine[], doc: Row, submitted: Map<number, string | null>): CompareAnswer {
  const bidders = new Map<number, string>();
  for (const l of lines) for (const o of l.offers) bidders.set(o.supplierId, o.supplierName);
  const recommended = recommendedOf(lines);
  // The recommended supplier first, then by name: the grid reads left to right.
  const order = [...bidders.entries()].sort(
    ([a, an], [b, bn]) => Number(b === recommended) - Number(a === recommended) || an.localeCompare(bn),
  );
  const rows: CompareRow[] = lines.map((l) => {
    const cells: CompareCell[] = order.map(([supplierId]) => {
      const o = l.offers.find((x) => x.supplierId === supplierId);
      return {
        supplierId,
        quoted: true,
        noQuote: o == null,
        priceWithoutTax: o?.priceWithoutTax ?? null,
        taxRate: o?.taxRate ?? null,
        priceWithTax: o?.priceWithTax ?? null,
        amountWithoutTax: o?.amountWithoutTax ?? null,
        amountWithTax: o?.amountWithTax ?? null,
        leadTimeDays: o?.leadTimeDays ?? null,
        lowest: o?.lowest ?? false,
        history: [],
      };
    });
    const lowest = l.offers.find((o) => o.lowest);
    return {
      inquiryLineId: l.tenderLineId,
      lineNumber: l.lineNumber,
      itemName: l.itemName,
      quantity: l.quantity,
      uomCode: l.uomCode,
      lowestPriceWithoutTax: lowest?.priceWithoutTax ?? null,
      cells,
    };
  });
  const suppliers: CompareSupplierSummary[] = order.map(([supplierId, supplierName]) => {
    const mine = lines.flatMap((l) => l.offers.filter((o) => o.supplierId === supplierId));
    return {
      supplierId,
      supplierName,
      quoted: true,
      submittedAt: submitted.get(supplierId) ?? null,
      validUntil: null,
      totalWithoutTax: sumMoney(mine.map((o) => o.amountWithoutTax)),
      totalWithTax: sumMoney(mine.map((o) => o.amountWithTax)),
      linesQuoted: mine.length,
      complete: mine.length === lines.length,
      lowestCount: mine.filter((o) => o.lowest).length,
    };
  });
  return {
    round: 1,
    currentRound: 1,
    rows,
    suppliers,
    inquiryNumber: String(doc.tenderNumber ?? ''),
    roundNumber: String(doc.tenderNumber ?? ''),
    currencyCode: String(doc.currencyCode ?? ''),
  };
}

/** The committee's recommended supplier, as the offers mark it. */
const recommendedOf = (lines: OfferLine[]) =>
  lines.flatMap((l) => l.offers).find((o) => o.recommended)?.supplierId ?? null;

/** Every line to the recommended supplier, whole (the committee's word, which the buyer may change). */
function recommendedQuantities(answer: CompareAnswer, supplierId: unknown): AwardQuantities {
  const out: AwardQuantities = {};
  for (const row of answer.rows) {
    const cell = row.cells.find((c) => c.supplierId === supplierId && c.priceWithoutTax != null);
    if (cell) out[cellKey(row.inquiryLineId, cell.supplierId)] = row.quantity;
  }
  return out;
}

/**
 * The award of an evaluated tender, from its opened bids: the comparison grid in award mode (a line may
 * be split between bidders), starting from the recommendation; then the award document, made and opened
 * in its own tab for its approval. Once an award is in approval, it is named instead.
 */
export function TenderAward({ doc }: { doc: Row }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useTenderRefresh();
  const tenderId = doc.tenderId as number;
  const [awarding, setAwarding] = useState(false);
  const [quantities, setQuantities] = useState<AwardQuantities>({});
  const offers = useQuery({
    queryKey: tenderKey(tenderId, 'offers'),
    queryFn: () => post<OfferLine[]>(`${AWARD_BASE}/bidOffers`, { tenderId }),
    enabled: awarding,
  });
  // The award already made from this tender, if any (one at a time).
  const existing = useQuery({
    queryKey: tenderKey(tenderId, 'award'),
    queryFn: async () =>
      (
        await post<Row[]>(`${AWARD_BASE}/listByPage`, {
          searchParams: { tenderId },
          pageIndex: 1,
          pageRows: 5,
        })
      ).filter((a) => a.tenderId === tenderId && a.status !== 'ABOLISHED'),
  });
  const bids = useBids(tenderId, String(doc.status));
  const answer = useMemo(
    () =>
      offers.data
        ? comparisonOf(offers.data, doc, new Map((bids.data?.rows ?? []).map((r) => [r.supplierId, r.submittedAt])))
        : null,
    [offers.data, doc, bids.data],
  );
  const made = existing.data?.[0];

  return (
    <Card size="small" title={t('sourcing.tender.award.title')} data-testid="tender-award">
      {made ? (
        <Space>
          <Typography.Text>{t('sourcing.tender.award.made', { number: String(made.awardNumber) })}</Typography.Text>
          <Button
            type="link"
            onClick={() => void navigate(editPath(awardScreenConfig, { id: made.awardId, mode: 'view' }))}
            data-testid="tender-award-open"
          >
            {t('sourcing.tender.award.open')}
          </Button>
        </Space>
      ) : !awarding ? (
        <Space>
          <Typography.Text type="secondary">{t('sourcing.tender.award.hint')}</Typography.Text>
          <Button type="primary" onClick={() => setAwarding(true)} data-testid="tender-award-start">
            {t('sourcing.tender.award.start')}
          </Button>
        </Space>
      ) : offers.isLoading ? (
        <Spin />
      ) : offers.isError ? (
        <Alert type="error" showIcon title={errorText(offers.error)} />
      ) : (
        answer && (
          <AwardStart
            answer={answer}
            recommended={offers.data ? recommendedOf(offers.data) : null}
            quantities={quantities}
            onQuantities={setQuantities}
            tenderId={tenderId}
            onDone={() => {
              setAwarding(false);
              refresh(tenderId);
              void existing.refetch();
            }}
          />
        )
      )}
    </Card>
  );
}

function AwardStart({
  answer,
  recommended,
  quantities,
  onQuantities,
  tenderId,
  onDone,
}: {
  answer: CompareAnswer;
  recommended: unknown;
  quantities: AwardQuantities;
  onQuantities: (q: AwardQuantities) => void;
  tenderId: number;
  onDone: () => void;
}) {
  // The recommendation fills the grid once, when the award starts.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    if (Object.keys(quantities).length === 0) onQuantities(recommendedQuantities(answer, recommended));
  }, [answer, recommended, quantities, onQuantities]);
  return (
    <>
      <ComparisonGrid
        comparison={answer}
        award={{
          quantities,
          onChange: (key, q) => {
            const { [key]: _old, ...rest } = quantities;
            onQuantities(q == null ? rest : { ...rest, [key]: q });
          },
        }}
      />
      <AwardPanel
        comparison={answer}
        source={{ key: 'tenderId', id: tenderId, lineKey: 'tenderLineId' }}
        quantities={quantities}
        onQuantities={onQuantities}
        onCancel={onDone}
        onCreated={onDone}
      />
    </>
  );
}
