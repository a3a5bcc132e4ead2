import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText, post, request } from '../../../app/api/client.ts';
import { useDownload } from '../../../app/api/download.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import { editPath } from '../../../components/Document/config.ts';
import { LookupSelect } from '../../../components/LookupSelect/index.ts';
import { paymentScreens } from '../payingConfig.ts';
import { money } from '../reports/reportApi.ts';
import { fill } from '../reports/reportTexts.ts';
import { EXPORT_PLAN, LIST_PLAN, type Plan, type PlanFilters, type PlanRow, START_PAYMENT } from './planApi.ts';
import { planTexts } from './planTexts.ts';
import { RefFilterSelect } from './RefFilterSelect.tsx';

const PAGE_ROWS = 20;

/**
 * Settlement → Payment plan (付款计划, issue 18), finance's page: every instalment of a confirmed invoice not yet in
 * a payment application, earliest due first, overdue ones marked; filtered by supplier, organisation, currency
 * and a due-by day; exported; and from a row, a payment application for its supplier, organisation and currency
 * with every instalment due by the chosen day (or the row's due day) — asked for with its sum first, then
 * opened to be checked and submitted.
 */
export default function PaymentPlanScreen() {
  const lang = useLang();
  const x = planTexts[lang];
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canExport = useMenuResources().has('btnExport');
  const download = useDownload();
  const [filters, setFilters] = useState<PlanFilters>({});
  const [dueBy, setDueBy] = useState<Dayjs | null>(null);
  const [pageIndex, setPageIndex] = useState(1);
  const searchParams = { ...filters, dueBy: dueBy?.format('YYYY-MM-DD') };
  const query = useQuery({
    queryKey: ['paymentPlan', searchParams, pageIndex, lang],
    queryFn: async () => {
      const answer = await request<Plan>(LIST_PLAN, { searchParams, pageIndex, pageRows: PAGE_ROWS });
      return { ...(answer.data as Plan), count: answer.page?.count ?? 0 };
    },
  });
  const set = (patch: PlanFilters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPageIndex(1);
  };

  const start = useMutation({
    mutationFn: (body: Required<Omit<PlanFilters, 'supplierId' | 'orgId'>> & { supplierId: number; orgId: number }) =>
      post<Record<string, unknown>>(START_PAYMENT, body),
    onSuccess: (doc) => {
      void queryClient.invalidateQueries({ queryKey: ['paymentPlan'] });
      message.success(fill(x.started, { number: String(doc.paymentNumber) }));
      void navigate(editPath(paymentScreens, { id: doc.paymentId, mode: 'edit' }));
    },
    onError: (error) => message.error(errorText(error)),
  });

  /** Asks with the sum of what the application will take, read from the server for that party and day. */
  const askToStart = async (row: PlanRow) => {
    const day = searchParams.dueBy ?? row.dueDate;
    const party = { supplierId: row.supplierId, orgId: row.orgId, currencyCode: row.currencyCode };
    const due = await post<Plan>(LIST_PLAN, { searchParams: { ...party, dueBy: day }, pageIndex: 1, pageRows: 1 });
    const total = due.totals[0];
    modal.confirm({
      title: x.confirmTitle,
      content: (
        <span data-testid="plan-start-summary">
          {fill(x.confirmBody, {
            supplier: row.supplierName ?? String(row.supplierId),
            org: row.orgName ?? String(row.orgId),
            dueBy: day,
            count: String(total?.instalments ?? 0),
            amount: money(total?.open ?? '0', row.currencyScale),
            currency: row.currencyCode,
          })}
        </span>
      ),
      okText: x.confirmOk,
      cancelText: x.cancel,
      onOk: () => start.mutateAsync({ ...party, dueBy: day }).catch(() => undefined),
    });
  };

  const columns: ColumnsType<PlanRow> = [
    { key: 'dueDate', title: x.dueDate, dataIndex: 'dueDate', width: 110 },
    {
      key: 'status',
      title: x.status,
      width: 140,
      render: (_, r) =>
        r.overdue ? (
          <Tag color="red" data-testid={`plan-overdue-${r.invoiceId}-${r.seqNum}`}>
            {fill(x.overdue, { days: String(r.daysOverdue) })}
          </Tag>
        ) : r.daysOverdue === 0 ? (
          <Tag color="orange">{x.dueToday}</Tag>
        ) : (
          <Tag>{fill(x.notDue, { days: String(-r.daysOverdue) })}</Tag>
        ),
    },
    { key: 'supplierName', title: x.supplier, dataIndex: 'supplierName', ellipsis: true, width: 200 },
    { key: 'registrationNumber', title: x.invoice, dataIndex: 'registrationNumber', width: 150 },
    { key: 'stageName', title: x.stage, dataIndex: 'stageName', width: 110 },
    { key: 'currencyCode', title: x.currency, dataIndex: 'currencyCode', width: 70 },
    {
      key: 'amount',
      title: x.amount,
      align: 'right',
      width: 120,
      render: (_, r) => money(r.amount, r.currencyScale),
    },
    {
      key: 'open',
      title: x.open,
      align: 'right',
      width: 120,
      render: (_, r) => (
        <span data-testid={`plan-open-${r.invoiceId}-${r.seqNum}`}>{money(r.open, r.currencyScale)}</span>
      ),
    },
    { key: 'orgName', title: x.organisation, dataIndex: 'orgName', ellipsis: true, width: 160 },
    { key: 'statementNumber', title: x.statement, dataIndex: 'statementNumber', width: 150 },
    { key: 'invoiceDate', title: x.invoiceDate, dataIndex: 'invoiceDate', width: 110 },
    {
      key: 'action',
      title: x.action,
      width: 150,
      fixed: 'right',
      render: (_, r) => (
        <Typography.Link onClick={() => void askToStart(r)} data-testid={`plan-start-${r.invoiceId}-${r.seqNum}`}>
          {x.startPayment}
        </Typography.Link>
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="screen-payment-plan">
      <Space wrap>
        <RefFilterSelect
          source="supplier"
          value={filters.supplierId}
          onChange={(supplierId) => set({ supplierId })}
          placeholder={x.supplier}
          testId="plan-supplier"
        />
        <RefFilterSelect
          source="org"
          value={filters.orgId}
          onChange={(orgId) => set({ orgId })}
          placeholder={x.organisation}
          testId="plan-org"
        />
        <LookupSelect
          typeCode="BASE_CURRENCY"
          value={filters.currencyCode ?? null}
          onChange={(v) => set({ currencyCode: typeof v === 'string' ? v : undefined })}
          placeholder={x.currency}
          style={{ width: 120 }}
          data-testid="plan-currency"
        />
        <DatePicker
          value={dueBy}
          onChange={(value) => {
            setDueBy(value);
            setPageIndex(1);
          }}
          placeholder={x.dueBy}
          aria-label={x.dueBy}
          data-testid="plan-due-by"
        />
        {canExport && (
          <Button
            onClick={() =>
              void download(EXPORT_PLAN, {
                body: { searchParams },
                fallbackName: `payment-plan-${query.data?.today ?? ''}.xlsx`,
              })
            }
            data-testid="plan-export"
          >
            {x.export}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{x.hint}</Typography.Text>
      {query.isError ? <Alert type="error" showIcon title={errorText(query.error)} /> : null}
      <Table<PlanRow>
        size="small"
        rowKey={(r) => `${r.invoiceId}-${r.seqNum}`}
        loading={query.isFetching}
        columns={columns}
        dataSource={query.data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={x.empty} /> }}
        pagination={{
          current: pageIndex,
          pageSize: PAGE_ROWS,
          total: query.data?.count ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPageIndex,
        }}
        data-testid="plan-table"
      />
      {(query.data?.totals ?? []).map((t) => (
        <Typography.Text strong key={t.currencyCode} data-testid={`plan-total-${t.currencyCode}`}>
          {fill(x.totalOf, {
            currency: t.currencyCode,
            open: money(t.open, t.currencyScale),
            overdue: money(t.overdue, t.currencyScale),
            count: String(t.instalments),
          })}
        </Typography.Text>
      ))}
    </Space>
  );
}
