import { sourcingTender } from '@srm/core/documents/sourcingTender';
import { Alert, Button, Form, Input, Select, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreen } from '../../../app/screens/ScreenContext.ts';
import { DataTable } from '../../../components/DataTable/index.ts';
import type { ColumnConfig, DataTableHandle, Row } from '../../../components/DataTable/types.ts';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';
import { FilterForm } from '../../../components/FilterForm/FilterForm.tsx';
import { Countdown } from '../inquiry/Countdown.tsx';
import { localDateTime } from '../inquiry/time.ts';
import { SUPPLIER_TENDER_BASE, SUPPLIER_TENDER_SCREEN } from './config.ts';

const LIST_COUNTDOWN = { running: 'sourcing.tenderSupplier.list.left', passed: 'sourcing.tenderSupplier.list.closed' };

/**
 * Supplier portal → My tenders: the tenders the supplier is invited to or signed up for, and public ones
 * open for bids that it may sign up to (the server lists nothing else); status, the time left to bid, and
 * its own participation. Each opens in its own tab.
 */
export default function TenderSupplierListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Row>({});
  const table = useRef<DataTableHandle>(null);
  const [empty, setEmpty] = useState(false);
  const open = useCallback(
    (row: Row) => void navigate(`/main/${SUPPLIER_TENDER_SCREEN}?id=${String(row.tenderId)}`),
    [navigate],
  );
  // Opened for one tender (a to-do, a notification: ?id=), the list passes it on to its page once.
  const screen = useScreen();
  const passedOn = useRef(false);
  useEffect(() => {
    if (passedOn.current || !screen) return;
    passedOn.current = true;
    if (screen.query.id) open({ tenderId: screen.query.id });
  }, [screen, open]);
  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        key: 'tenderNumber',
        title: t('sourcing.tenderSupplier.list.number'),
        width: 160,
        render: (v, row) => (
          <Button type="link" size="small" onClick={() => open(row)} data-testid={`supplier-tender-open-${String(v)}`}>
            {String(v)}
          </Button>
        ),
      },
      { key: 'title', title: t('sourcing.tenderSupplier.list.title'), width: 220 },
      { key: 'orgName', title: t('sourcing.tenderSupplier.list.buyer'), width: 160 },
      { key: 'categoryName', title: t('sourcing.tenderSupplier.list.category'), width: 120 },
      {
        key: 'tenderMode',
        title: t('sourcing.tenderSupplier.list.mode'),
        width: 100,
        render: (v) => (v ? t(`sourcing.tenderSupplier.mode.${v as 'INVITE'}`) : ''),
      },
      {
        key: 'status',
        title: t('sourcing.tenderSupplier.list.status'),
        width: 110,
        render: (v) => <StatusTag status={v as string} def={sourcingTender} />,
      },
      {
        key: 'bidDeadline',
        title: t('sourcing.tenderSupplier.list.bidDeadline'),
        width: 230,
        render: (v, row) => (
          <>
            <div>{localDateTime(v)}</div>
            {row.status === 'PUBLISHED' && v ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <Countdown
                  deadline={String(v)}
                  dbNow={row.serverTime as string | undefined}
                  texts={LIST_COUNTDOWN}
                  testId={`supplier-tender-left-${String(row.tenderNumber)}`}
                />
              </Typography.Text>
            ) : null}
          </>
        ),
      },
      {
        key: 'responseStatus',
        title: t('sourcing.tenderSupplier.list.mine'),
        width: 130,
        render: (v, row) => (
          <span data-testid={`supplier-tender-mine-${String(row.tenderNumber)}`}>
            {row.takesPart ? (
              <Tag color={v === 'BID' ? 'green' : v === 'DECLINED' ? 'red' : 'blue'}>
                {t(`sourcing.tenderSupplier.response.${(v as 'INVITED') ?? 'INVITED'}`)}
              </Tag>
            ) : (
              <Tag color="gold">{t('sourcing.tenderSupplier.list.publicOpen')}</Tag>
            )}
          </span>
        ),
      },
    ],
    [t, open],
  );
  return (
    <div data-testid="screen-supplier-tender-list">
      <FilterForm
        form={form}
        onSearch={(values: Row) => {
          setFilters(values);
          table.current?.reload();
        }}
        testId="supplier-tender-filters"
        searchTestId="supplier-tender-search"
      >
        <Form.Item name="keyword" label={t('sourcing.tenderSupplier.list.keyword')}>
          <Input allowClear style={{ width: 200 }} data-testid="supplier-tender-filter-keyword" />
        </Form.Item>
        <Form.Item name="takesPart" label={t('sourcing.tenderSupplier.list.which')}>
          <Select
            allowClear
            style={{ width: 160 }}
            data-testid="supplier-tender-filter-which"
            options={[
              { value: 'Y', label: t('sourcing.tenderSupplier.list.takesPart') },
              { value: 'N', label: t('sourcing.tenderSupplier.list.publicOpen') },
            ]}
          />
        </Form.Item>
      </FilterForm>
      {empty && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('sourcing.tenderSupplier.list.empty')}
          data-testid="supplier-tender-empty"
        />
      )}
      <DataTable
        ref={table}
        api={`${SUPPLIER_TENDER_BASE}/listByPage`}
        searchParams={filters}
        columns={columns}
        rowKey="tenderId"
        tableKey="supplier-tender.list"
        onLoad={(_, total) => setEmpty(total === 0)}
      />
    </div>
  );
}
