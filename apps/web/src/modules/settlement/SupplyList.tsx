import { sumAmounts } from '@srm/core/documents/amounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, type ButtonProps, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorText, post, request } from '../../app/api/client.ts';
import { useLang } from '../../app/i18n/index.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import type { Row } from '../../components/DataTable/types.ts';
import { ExcludeModal } from './ExcludeModal.tsx';
import { SUPPLY_BASE } from './paths.ts';
import { money, supplyColumns } from './supplyColumns.tsx';
import { fill, settlementTexts } from './texts.ts';

const PAGE_ROWS = 20;
const STATUSES = ['OPEN', 'ON_STATEMENT', 'EXCLUDED', 'SETTLED'] as const;
const STATUS_COLOURS: Record<string, string> = {
  OPEN: 'blue',
  ON_STATEMENT: 'gold',
  EXCLUDED: 'default',
  SETTLED: 'green',
};

/*
 * The supply storage (供货入库): every receipt line that can be settled, by status. The buyer keeps lines
 * off statements with a reason (exclude bill) and restores them (button btnExclude); the supplier reads its
 * own lines, without the buyer's reasons.
 */
export function SupplyList({ supplierSide }: { supplierSide: boolean }) {
  const lang = useLang();
  const x = settlementTexts[lang];
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  // The list sits on the statement menu's page: its buttons are that menu's.
  const buttons = useMenuResources();
  const canExclude = !supplierSide && buttons.has('btnExclude');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<string | undefined>(supplierSide ? undefined : 'OPEN');
  const [pageIndex, setPageIndex] = useState(1);
  const [chosen, setChosen] = useState<Row[]>([]);
  const [excluding, setExcluding] = useState(false);
  const query = useQuery({
    queryKey: ['supplyLines', keyword, status, pageIndex, lang],
    queryFn: async () => {
      const answer = await request<Row[]>(`${SUPPLY_BASE}/listByPage`, {
        searchParams: { keyword: keyword || undefined, status },
        pageIndex,
        pageRows: PAGE_ROWS,
      });
      return { rows: answer.data ?? [], total: answer.page?.count ?? 0 };
    },
  });
  const changed = () => {
    setChosen([]);
    void queryClient.invalidateQueries({ queryKey: ['supplyLines'] });
  };
  const exclude = async (reason: string) => {
    await post(`${SUPPLY_BASE}/exclude`, { supplyIds: chosen.map((r) => r.supplyId), reason });
    message.success(fill(x.excluded, { count: chosen.length }));
    changed();
  };
  const restore = () =>
    modal.confirm({
      title: x.restore,
      content: fill(x.restoreQuestion, { count: chosen.length }),
      okText: x.ok,
      cancelText: x.cancel,
      okButtonProps: { 'data-testid': 'supply-restore-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await post(`${SUPPLY_BASE}/restore`, { supplyIds: chosen.map((r) => r.supplyId) });
          message.success(fill(x.restored, { count: chosen.length }));
          changed();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });
  const allOpen = chosen.length > 0 && chosen.every((r) => r.status === 'OPEN');
  const allExcluded = chosen.length > 0 && chosen.every((r) => r.status === 'EXCLUDED');
  if (query.isError) return <Alert type="error" showIcon title={errorText(query.error)} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="supply-list">
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={x.search}
          style={{ width: 280 }}
          onSearch={(v) => {
            setPageIndex(1);
            setKeyword(v.trim());
          }}
          data-testid="supply-search"
        />
        <Select
          allowClear
          placeholder={x.allStatuses}
          style={{ width: 160 }}
          value={status}
          onChange={(v) => {
            setPageIndex(1);
            setStatus(v);
            setChosen([]);
          }}
          options={STATUSES.map((s) => ({ value: s, label: x.supplyStatus[s] }))}
          data-testid="supply-status"
        />
        {canExclude && (
          <>
            <Button danger disabled={!allOpen} onClick={() => setExcluding(true)} data-testid="supply-exclude">
              {x.exclude}
            </Button>
            <Button disabled={!allExcluded} onClick={restore} data-testid="supply-restore">
              {x.restore}
            </Button>
          </>
        )}
      </Space>
      <Table<Row>
        rowKey="supplyId"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.rows ?? []}
        locale={{ emptyText: x.noSupply }}
        scroll={{ x: 'max-content' }}
        rowSelection={
          canExclude
            ? {
                selectedRowKeys: chosen.map((r) => r.supplyId as number),
                onChange: (_keys, rows) => setChosen(rows),
                getCheckboxProps: (r) => ({ 'data-testid': `supply-pick-${r.supplyId}` }) as object,
              }
            : undefined
        }
        onRow={(r) => ({ 'data-testid': `supply-line-${r.supplyId}` }) as object}
        pagination={{
          current: pageIndex,
          pageSize: PAGE_ROWS,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageIndex,
        }}
        columns={[
          {
            key: 'status',
            title: x.status,
            width: 110,
            render: (_: unknown, r: Row) => (
              <Tag color={STATUS_COLOURS[String(r.status)]} data-testid={`supply-status-${r.supplyId}`}>
                {x.supplyStatus[r.status as (typeof STATUSES)[number]] ?? String(r.status)}
              </Tag>
            ),
          },
          ...(supplierSide ? [] : [{ key: 'supplierName', title: x.supplier, dataIndex: 'supplierName', width: 160 }]),
          ...supplyColumns(lang, 'supply'),
          ...(supplierSide
            ? []
            : [{ key: 'excludeReason', title: x.excludeReason, dataIndex: 'excludeReason', width: 180 }]),
        ]}
      />
      {excluding && (
        <ExcludeModal
          count={chosen.length}
          total={
            chosen.length
              ? `${money(
                  sumAmounts(
                    chosen.map((r) => String(r.amountWithTax ?? 0)),
                    4,
                  ),
                  chosen[0].currencyCode,
                )}`
              : ''
          }
          onExclude={exclude}
          onClose={() => setExcluding(false)}
        />
      )}
    </Space>
  );
}
