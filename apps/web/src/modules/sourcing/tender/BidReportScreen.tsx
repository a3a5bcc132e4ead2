import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { statusLabel } from '@srm/core/documents/types';
import { formatDecimal } from '@srm/core/format/decimals';
import { Card, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../app/api/download.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { type ColumnConfig, DataTable, type Row, type RowButton } from '../../../components/DataTable/index.ts';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';
import { FilterForm } from '../../../components/FilterForm/FilterForm.tsx';
import { LookupSelect } from '../../../components/LookupSelect/index.ts';
import { localDateTime } from '../inquiry/time.ts';
import { OPENED_STATES, REPORT_BASE } from './config.ts';

type Filters = {
  tenderNumber?: string;
  title?: string;
  status?: string;
  tenderMode?: string;
  bidDeadline?: [Dayjs, Dayjs] | null;
};

const field = (key: string) => sourcingTender.header.find((f) => f.key === key);

/**
 * Sourcing → Bid reports (menu SRC_BID_REPORT): the bid overview of the tenders in my scope — how many
 * suppliers were invited, signed up, bid and were opened, the lowest opened total and its bidder (only once
 * opened: before, the server reads no figure at all), the recommendation and the award state — filtered,
 * exported as the list (spec §7 bidGlance export), and per opened tender its bids exported (bid export).
 */
export default function BidReportScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const download = useDownload();
  const [form] = Form.useForm<Filters>();
  const [searchParams, setSearchParams] = useState<Row>({});

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'tenderNumber', title: field('tenderNumber')?.label[lang] ?? '', width: 140, fixedStyle: 'left' },
      { key: 'title', title: field('title')?.label[lang] ?? '', width: 200 },
      {
        key: 'statusName',
        title: t('sourcing.tender.opening.status'),
        width: 100,
        render: (_, row) => <StatusTag status={String(row.status)} def={sourcingTender} />,
      },
      { key: 'orgName', title: field('orgId')?.label[lang] ?? '', width: 150 },
      { key: 'categoryName', title: field('categoryId')?.label[lang] ?? '', width: 120 },
      {
        key: 'tenderMode',
        title: field('tenderMode')?.label[lang] ?? '',
        width: 100,
        editType: 'select',
        typeCode: 'SRC_INQUIRY_MODE',
      },
      {
        key: 'bidDeadline',
        title: field('bidDeadline')?.label[lang] ?? '',
        width: 140,
        render: (v) => localDateTime(v),
      },
      { key: 'openedDate', title: field('openedDate')?.label[lang] ?? '', width: 140, render: (v) => localDateTime(v) },
      { key: 'invitedCount', title: t('sourcing.tender.report.invited'), width: 80, editType: 'number', precision: 0 },
      {
        key: 'signedUpCount',
        title: t('sourcing.tender.report.signedUp'),
        width: 80,
        editType: 'number',
        precision: 0,
      },
      { key: 'bidCount', title: t('sourcing.tender.report.bids'), width: 80, editType: 'number', precision: 0 },
      { key: 'openedCount', title: t('sourcing.tender.report.opened'), width: 80, editType: 'number', precision: 0 },
      { key: 'currencyCode', title: field('currencyCode')?.label[lang] ?? '', width: 80 },
      {
        key: 'lowestTotalWithTax',
        title: t('sourcing.tender.report.lowest'),
        width: 140,
        render: (v) => (v == null ? t('sourcing.tender.report.sealed') : formatDecimal(String(v), 'amount')),
      },
      { key: 'lowestSupplierName', title: t('sourcing.tender.report.lowestSupplier'), width: 180 },
      { key: 'recommendedSupplierName', title: t('sourcing.tender.report.recommended'), width: 180 },
      { key: 'awardStatus', title: field('awardStatus')?.label[lang] ?? '', width: 100 },
    ],
    [t, lang],
  );

  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'bidExport',
        label: t('sourcing.tender.report.exportBids'),
        kind: 'plain',
        hidden: (row) => !OPENED_STATES.has(String(row.status)),
        onClick: (row) =>
          download(`${REPORT_BASE}/bidExport`, {
            body: { tenderId: row.tenderId },
            fallbackName: `${String(row.tenderNumber)}.xlsx`,
          }),
      },
    ],
    [t, download],
  );

  const statuses = sourcingTender.statuses.map((s) => ({ value: s, label: statusLabel(sourcingTender, s, lang) }));

  return (
    <Card data-testid="screen-bid-report">
      <FilterForm<Filters>
        form={form}
        testId="bid-report-filters"
        searchTestId="bid-report-search"
        onSearch={({ bidDeadline, ...rest }) =>
          setSearchParams({
            ...rest,
            ...(bidDeadline
              ? {
                  bidDeadlineFrom: bidDeadline[0].format('YYYY-MM-DD'),
                  bidDeadlineTo: bidDeadline[1].format('YYYY-MM-DD'),
                }
              : {}),
          })
        }
      >
        <Form.Item name="tenderNumber" label={field('tenderNumber')?.label[lang]}>
          <Input allowClear style={{ width: 160 }} data-testid="bid-report-number" />
        </Form.Item>
        <Form.Item name="title" label={field('title')?.label[lang]}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('sourcing.tender.opening.status')}>
          <Select allowClear style={{ width: 130 }} options={statuses} data-testid="bid-report-status" />
        </Form.Item>
        <Form.Item name="tenderMode" label={field('tenderMode')?.label[lang]}>
          <LookupSelect typeCode="SRC_INQUIRY_MODE" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="bidDeadline" label={field('bidDeadline')?.label[lang]}>
          <DatePicker.RangePicker style={{ width: 240 }} />
        </Form.Item>
      </FilterForm>
      <DataTable
        api={`${REPORT_BASE}/listBidGlance`}
        searchParams={searchParams}
        columns={columns}
        rowKey="tenderId"
        rowButtons={rowButtons}
        rowButtonsWidth={110}
        exportable
        exportFileName={t('sourcing.tender.report.fileName')}
        tableKey="sourcing.bidReport"
      />
    </Card>
  );
}
