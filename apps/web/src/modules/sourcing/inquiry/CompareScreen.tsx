import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, post } from '../../../app/api/client.ts';
import { useDownload } from '../../../app/api/download.ts';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import type { Row } from '../../../components/DataTable/types.ts';
import { DocumentMenuScope } from '../../../components/Document/DocumentMenuScope.tsx';
import { AwardPanel } from './AwardPanel.tsx';
import { ComparisonGrid } from './ComparisonGrid.tsx';
import type { AwardQuantities, CompareAnswer } from './comparisonTypes.ts';
import { COMPARE_BASE, INQUIRY_BASE } from './config.ts';

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
  const download = useDownload();
  const screen = useScreen();
  const inquiryId = Number(screen?.query.id);
  const [round, setRound] = useState<number | undefined>(undefined);
  const [awarding, setAwarding] = useState(false);
  const [quantities, setQuantities] = useState<AwardQuantities>({});

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
        <AwardPanel
          comparison={data}
          source={{ key: 'inquiryId', id: inquiryId, lineKey: 'inquiryLineId' }}
          quantities={quantities}
          onQuantities={setQuantities}
          onCancel={() => setAwarding(false)}
          onCreated={() => setAwarding(false)}
        />
      )}
    </div>
  );
}
