import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Progress, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';
import { localDateTime } from '../inquiry/time.ts';
import { EVALUATION_BASE } from './config.ts';
import { ScoreSheet } from './ScoreSheet.tsx';
import { useRefetchWhenShown } from './useTenderRefresh.ts';

type MySheet = {
  tenderExpertId: number;
  tenderId: number;
  tenderNumber: string;
  title: string;
  tenderStatus: string;
  openedDate: string | null;
  sheetStatus: 'DRAWN' | 'SCORING' | 'SUBMITTED' | 'EXCUSED';
  submittedAt: string | null;
  bidCount: number;
  filled: number;
  cellCount: number;
  canScore: boolean;
};

const SHEET_COLOR: Record<string, string> = { DRAWN: 'default', SCORING: 'blue', SUBMITTED: 'green' };

/**
 * Sourcing → Evaluation (menu SRC_EVALUATION), for the experts of tender juries: the tenders I was drawn
 * or appointed for, with my sheet's progress; a sheet opens below — the opened bids × the technical
 * criteria, scored, saved, and submitted once complete (final).
 */
export default function TenderEvaluationScreen() {
  const { t } = useTranslation();
  const sheets = useQuery({
    queryKey: ['tenderMySheets'],
    queryFn: () => post<MySheet[]>(`${EVALUATION_BASE}/mySheets`, {}),
  });
  useRefetchWhenShown(sheets.refetch);
  const [shown, setShown] = useState<number | null>(null);
  const rows = sheets.data ?? [];
  const current = rows.find((r) => r.tenderId === shown) ?? null;
  return (
    <div data-testid="screen-tender-evaluation">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card size="small" title={t('sourcing.tender.experts.mySheets')}>
          {sheets.isError && <Alert type="error" showIcon title={errorText(sheets.error)} />}
          <Table<MySheet>
            size="small"
            rowKey="tenderExpertId"
            loading={sheets.isLoading}
            dataSource={rows}
            pagination={false}
            data-testid="tender-my-sheets"
            locale={{ emptyText: <Empty description={t('sourcing.tender.experts.none')} /> }}
            columns={[
              {
                key: 'tender',
                title: t('sourcing.tender.opening.tender'),
                render: (_, r) => (
                  <Space orientation="vertical" size={0}>
                    <Typography.Text strong>{r.tenderNumber}</Typography.Text>
                    <Typography.Text type="secondary">{r.title}</Typography.Text>
                  </Space>
                ),
              },
              {
                key: 'status',
                title: t('sourcing.tender.opening.status'),
                width: 110,
                render: (_, r) => <StatusTag status={r.tenderStatus} def={sourcingTender} />,
              },
              {
                key: 'opened',
                title: t('sourcing.tender.experts.openedAt'),
                width: 150,
                render: (_, r) => localDateTime(r.openedDate) || '—',
              },
              {
                key: 'sheet',
                title: t('sourcing.tender.evaluation.sheet'),
                width: 220,
                render: (_, r) => (
                  <Space>
                    <Tag color={SHEET_COLOR[r.sheetStatus]} data-testid={`tender-my-sheet-status-${r.tenderNumber}`}>
                      {t(`sourcing.tender.sheetStatus.${r.sheetStatus}`)}
                    </Tag>
                    {r.cellCount > 0 && (
                      <Progress
                        percent={Math.round((r.filled / r.cellCount) * 100)}
                        size="small"
                        style={{ width: 100, margin: 0 }}
                      />
                    )}
                  </Space>
                ),
              },
              {
                key: 'op',
                title: '',
                width: 120,
                render: (_, r) =>
                  r.tenderStatus === 'CLOSED' || r.tenderStatus === 'PUBLISHED' ? (
                    <Typography.Text type="secondary">{t('sourcing.tender.experts.waiting')}</Typography.Text>
                  ) : (
                    <Button
                      size="small"
                      type={r.canScore ? 'primary' : 'default'}
                      onClick={() => setShown(r.tenderId)}
                      data-testid={`tender-my-sheet-open-${r.tenderNumber}`}
                    >
                      {r.canScore ? t('sourcing.tender.experts.score') : t('sourcing.tender.evaluation.viewSheet')}
                    </Button>
                  ),
              },
            ]}
          />
        </Card>
        {current && (
          <Card size="small" title={t('sourcing.tender.experts.sheetOf', { number: current.tenderNumber })}>
            <ScoreSheet key={current.tenderId} tenderId={current.tenderId} />
          </Card>
        )}
      </Space>
    </div>
  );
}
