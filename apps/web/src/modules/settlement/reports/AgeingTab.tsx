import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { errorText, request } from '../../../app/api/client.ts';
import { useDownload } from '../../../app/api/download.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { useMenuResources } from '../../../app/menu/useMenuResources.ts';
import { ChartBox } from '../../../components/ChartBox/index.ts';
import { ageingChartOption } from './ageingChart.ts';
import { type Ageing, type AgeingRow, BUCKETS, EXPORT_AGEING, money, PAYABLES_AGEING } from './reportApi.ts';
import { fill, reportTexts } from './reportTexts.ts';

const PAGE_ROWS = 20;

/**
 * Payables ageing: what is unpaid on confirmed invoices as of a day, per supplier and currency, by age — a stacked
 * bar per supplier of the page, the table of buckets with a total row per currency (the server's totals: sums of
 * the rounded buckets, exact), and the Excel export for those holding the page's btnExport.
 */
export function AgeingTab() {
  const lang = useLang();
  const x = reportTexts[lang];
  const [asOf, setAsOf] = useState<Dayjs>(() => dayjs());
  const [pageIndex, setPageIndex] = useState(1);
  const day = asOf.format('YYYY-MM-DD');
  const canExport = useMenuResources().has('btnExport');
  const download = useDownload();
  const [exporting, setExporting] = useState(false);
  const query = useQuery({
    queryKey: ['settlementReports', 'ageing', day, pageIndex, lang],
    queryFn: async () => {
      const answer = await request<Ageing>(PAYABLES_AGEING, {
        searchParams: { asOf: day },
        pageIndex,
        pageRows: PAGE_ROWS,
      });
      return { ...(answer.data as Ageing), count: answer.page?.count ?? 0 };
    },
  });
  const rows = query.data?.rows ?? [];
  const totals = query.data?.totals ?? [];
  const option = useMemo(() => ageingChartOption(rows, x), [rows, x]);
  const columns = useMemo<ColumnsType<AgeingRow>>(() => {
    const amount = (key: (typeof BUCKETS)[number] | 'total', title: string) => ({
      key,
      title,
      align: 'right' as const,
      width: 130,
      render: (_: unknown, r: AgeingRow) => (
        <span data-testid={`ageing-${key}-${r.supplierId}-${r.currencyCode}`}>{money(r[key], r.currencyScale)}</span>
      ),
    });
    return [
      { key: 'supplierName', title: x.supplier, dataIndex: 'supplierName', ellipsis: true },
      { key: 'currencyCode', title: x.currency, dataIndex: 'currencyCode', width: 80 },
      { key: 'invoiceCount', title: x.invoiceCount, dataIndex: 'invoiceCount', width: 90, align: 'right' as const },
      ...BUCKETS.map((b) => amount(b, x[b])),
      amount('total', x.total),
    ];
  }, [x]);

  const exportFile = async () => {
    setExporting(true);
    await download(EXPORT_AGEING, {
      body: { searchParams: { asOf: day } },
      fallbackName: `payables-ageing-${day}.xlsx`,
    });
    setExporting(false);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="report-ageing">
      <Space wrap>
        <span>{x.asOf}</span>
        <DatePicker
          allowClear={false}
          value={asOf}
          onChange={(value) => {
            if (!value) return;
            setAsOf(value);
            setPageIndex(1);
          }}
          aria-label={x.asOf}
          data-testid="ageing-as-of"
        />
        {canExport && (
          <Button onClick={exportFile} loading={exporting} data-testid="ageing-export">
            {x.export}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{x.ageingHint}</Typography.Text>
      {query.isError ? <Alert type="error" showIcon title={errorText(query.error)} /> : null}
      <ChartBox
        height={Math.max(220, 60 + rows.length * 36)}
        loading={query.isLoading}
        option={option}
        emptyText={x.noAgeing}
        data-testid="ageing-chart"
      />
      <Table<AgeingRow>
        size="small"
        rowKey={(r) => `${r.supplierId}-${r.currencyCode}`}
        loading={query.isFetching}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={x.noAgeing} /> }}
        pagination={{
          current: pageIndex,
          pageSize: PAGE_ROWS,
          total: query.data?.count ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPageIndex,
        }}
        summary={() =>
          totals.length === 0 ? null : (
            <Table.Summary fixed>
              {totals.map((total) => (
                <Table.Summary.Row key={total.currencyCode} data-testid={`ageing-total-${total.currencyCode}`}>
                  <Table.Summary.Cell index={0}>
                    <Typography.Text strong>{fill(x.totalOf, { currency: total.currencyCode })}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1}>{total.currencyCode}</Table.Summary.Cell>
                  <Table.Summary.Cell index={2} />
                  {[...BUCKETS, 'total' as const].map((key, i) => (
                    <Table.Summary.Cell key={key} index={3 + i} align="right">
                      <Typography.Text strong data-testid={`ageing-total-${key}-${total.currencyCode}`}>
                        {money(total[key], total.currencyScale)}
                      </Typography.Text>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              ))}
            </Table.Summary>
          )
        }
        data-testid="ageing-table"
      />
    </Space>
  );
}
