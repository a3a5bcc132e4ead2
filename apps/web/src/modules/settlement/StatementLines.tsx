import { sumAmounts } from '@srm/core/documents/amounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Space, Table } from 'antd';
import { useState } from 'react';
import { errorText, post, request } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import type { Row } from '../../components/DataTable/types.ts';
import { ExcludeModal } from './ExcludeModal.tsx';
import { STATEMENT_BASE, SUPPLY_BASE } from './paths.ts';
import { money, supplyColumns } from './supplyColumns.tsx';
import { fill, settlementTexts } from './texts.ts';

const PAGE_ROWS = 50;

/** The query key of a statement's lines: refreshed after every step that changes them. */
export const statementLinesKey = (statementId: unknown) => ['statementLines', String(statementId)];

/*
 * A statement's lines, paged (a statement holds thousands): where each came from, its money and the
 * supplier's objection. On the buyer's draft, lines are chosen and excluded with a reason (exclude bill):
 * the answer is the statement as stored (totals, version), which the page shows.
 */
export function StatementLines({ doc, buyerSide }: { doc: Row; buyerSide: boolean }) {
  const lang = useLang();
  const x = settlementTexts[lang];
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const statementId = doc.statementId as number;
  const [pageIndex, setPageIndex] = useState(1);
  const [disputedOnly, setDisputedOnly] = useState(false);
  const [chosen, setChosen] = useState<Row[]>([]);
  const [excluding, setExcluding] = useState(false);
  const actions = (doc._actions as string[] | undefined) ?? [];
  const canExclude = buyerSide && doc.status === 'DRAFT' && actions.includes('edit');
  const query = useQuery({
    queryKey: [...statementLinesKey(statementId), doc.version, pageIndex, disputedOnly, lang],
    queryFn: async () => {
      const answer = await request<Row[]>(`${STATEMENT_BASE}/listLines`, {
        statementId,
        disputedOnly: disputedOnly || undefined,
        pageIndex,
        pageRows: PAGE_ROWS,
      });
      return { rows: answer.data ?? [], total: answer.page?.count ?? 0 };
    },
  });
  const exclude = async (reason: string) => {
    const stored = await post<Row>(`${SUPPLY_BASE}/exclude`, {
      supplyIds: chosen.map((r) => r.supplyId),
      reason,
      statementId,
      version: doc.version,
    });
    queryClient.setQueryData(['docFind', STATEMENT_BASE, String(statementId)], stored);
    void queryClient.invalidateQueries({ queryKey: ['docHistory'] });
    void queryClient.invalidateQueries({ queryKey: ['supplyLines'] });
    message.success(fill(x.excluded, { count: chosen.length }));
    setChosen([]);
  };
  const chosenTotal = sumAmounts(
    chosen.map((r) => String(r.amountWithTax ?? 0)),
    4,
  );
  const showObjections = doc.status !== 'DRAFT' || query.data?.rows.some((r) => r.disputeComment);
  return (
    <Card
      size="small"
      title={x.linesTitle}
      data-testid="statement-lines"
      extra={
        <Space>
          <Checkbox
            checked={disputedOnly}
            onChange={(e) => {
              setPageIndex(1);
              setDisputedOnly(e.target.checked);
            }}
            data-testid="statement-lines-disputed-only"
          >
            {x.disputedOnly}
          </Checkbox>
          {canExclude && (
            <Button
              danger
              disabled={chosen.length === 0}
              onClick={() => setExcluding(true)}
              data-testid="statement-exclude"
            >
              {x.exclude}
            </Button>
          )}
        </Space>
      }
    >
      {query.isError ? (
        <Alert type="error" showIcon title={errorText(query.error)} />
      ) : (
        <Table<Row>
          rowKey="supplyId"
          size="small"
          loading={query.isLoading}
          dataSource={query.data?.rows ?? []}
          locale={{ emptyText: x.noLines }}
          scroll={{ x: 'max-content' }}
          rowSelection={
            canExclude
              ? {
                  selectedRowKeys: chosen.map((r) => r.supplyId as number),
                  onChange: (_keys, rows) => setChosen(rows),
                  getCheckboxProps: (r) => ({ 'data-testid': `statement-line-pick-${r.supplyId}` }) as object,
                }
              : undefined
          }
          rowClassName={(r) => (r.disputeComment ? 'statement-line-disputed' : '')}
          onRow={(r) => ({ 'data-testid': `statement-line-${r.supplyId}` }) as object}
          pagination={{
            current: pageIndex,
            pageSize: PAGE_ROWS,
            total: query.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPageIndex,
          }}
          columns={[
            ...supplyColumns(lang, 'statement-line'),
            ...(showObjections
              ? [
                  {
                    key: 'disputeComment',
                    title: x.objection,
                    width: 220,
                    render: (_: unknown, r: Row) => (
                      <span style={{ color: '#cf1322' }} data-testid={`statement-line-objection-${r.supplyId}`}>
                        {String(r.disputeComment ?? '')}
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {excluding && (
        <ExcludeModal
          count={chosen.length}
          total={`${money(chosenTotal, doc.currencyCode)} ${doc.currencyCode}`}
          onExclude={exclude}
          onClose={() => setExcluding(false)}
        />
      )}
    </Card>
  );
}
