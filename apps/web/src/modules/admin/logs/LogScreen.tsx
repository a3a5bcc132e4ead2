import { Card, DatePicker, Input, Select, Space, Tabs, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnConfig, DataTable } from '../../../components/DataTable/index.ts';

const OPERATION_LOG_API = '/api/baseServer/v1/baseOperationLogRestful/listByPage';
const LOGIN_LOG_API = '/api/baseServer/v1/baseLoginRecordRestful/listByPage';
type Range = [Dayjs | null, Dayjs | null] | null;
const dayOf = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/** Administration → Logs (htmlUrl 'log'): the operation log and the login log, searchable and exportable. */
export default function LogScreen() {
  const { t } = useTranslation();
  return (
    <Card data-testid="screen-log">
      <Tabs
        items={[
          { key: 'operations', label: t('adminLog.operations'), children: <OperationLog /> },
          { key: 'logins', label: t('adminLog.logins'), children: <LoginLog /> },
        ]}
      />
    </Card>
  );
}

function OperationLog() {
  const { t } = useTranslation();
  const [userName, setUserName] = useState('');
  const [route, setRoute] = useState('');
  const [range, setRange] = useState<Range>(null);
  const [failedOnly, setFailedOnly] = useState<'Y' | undefined>();
  const searchParams = useMemo(
    () => ({
      userName: userName || undefined,
      route: route || undefined,
      dateFrom: dayOf(range?.[0]),
      dateTo: dayOf(range?.[1]),
      failedOnly,
    }),
    [userName, route, range, failedOnly],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'createdAt', title: t('adminLog.time'), editType: 'datetime', width: 170 },
      { key: 'userName', title: t('adminLog.user'), width: 110 },
      { key: 'ip', title: t('adminLog.ip'), width: 130 },
      { key: 'summary', title: t('adminLog.action'), width: 280 },
      { key: 'route', title: t('adminLog.route'), width: 320, columnsDisplay: 'N' },
      { key: 'statusCode', title: t('adminLog.status'), width: 80 },
      { key: 'message', title: t('adminLog.message'), width: 220 },
      { key: 'durationMs', title: t('adminLog.duration'), editType: 'number', width: 130 },
    ],
    [t],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('adminLog.user')}
          onSearch={setUserName}
          style={{ width: 160 }}
          data-testid="log-filter-user"
        />
        <Input.Search allowClear placeholder={t('adminLog.route')} onSearch={setRoute} style={{ width: 220 }} />
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as Range)} />
        <Select
          allowClear
          placeholder={t('adminLog.outcome')}
          style={{ width: 140 }}
          value={failedOnly}
          onChange={setFailedOnly}
          options={[{ value: 'Y', label: t('adminLog.failedOnly') }]}
        />
      </Space>
      <DataTable
        api={OPERATION_LOG_API}
        searchParams={searchParams}
        columns={columns}
        exportable
        exportFileName={t('adminLog.operations')}
        tableKey="admin.operationLog"
      />
    </Space>
  );
}

function LoginLog() {
  const { t } = useTranslation();
  const [userName, setUserName] = useState('');
  const [userType, setUserType] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<string | undefined>();
  const [range, setRange] = useState<Range>(null);
  const searchParams = useMemo(
    () => ({
      userName: userName || undefined,
      userType,
      outcome,
      dateFrom: dayOf(range?.[0]),
      dateTo: dayOf(range?.[1]),
    }),
    [userName, userType, outcome, range],
  );
  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'loginDate', title: t('adminLog.time'), editType: 'datetime', width: 170 },
      { key: 'userName', title: t('adminLog.user'), width: 120 },
      { key: 'userFullName', title: t('adminLog.fullName'), width: 140 },
      { key: 'userType', title: t('adminLog.userType'), width: 120 },
      { key: 'ip', title: t('adminLog.ip'), width: 140 },
      {
        key: 'outcome',
        title: t('adminLog.outcome'),
        width: 300,
        // A burst is guessing on the account: every client now needs a captcha for it (nobody is locked out).
        render: (value, row) =>
          value === 'FAILURE_BURST' ? (
            <Tag color="red" data-testid="login-burst">
              {t('adminLog.failureBurst', { count: Number((row as { failureCount?: number }).failureCount) })}
            </Tag>
          ) : (
            t('adminLog.loggedIn')
          ),
      },
    ],
    [t],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search allowClear placeholder={t('adminLog.user')} onSearch={setUserName} style={{ width: 160 }} />
        <Select
          allowClear
          placeholder={t('adminLog.userType')}
          style={{ width: 160 }}
          value={userType}
          onChange={setUserType}
          options={[
            { value: 'INSIDE', label: t('adminLog.inside') },
            { value: 'EX_SUPPLIER', label: t('adminLog.supplier') },
          ]}
        />
        <Select
          allowClear
          placeholder={t('adminLog.outcome')}
          style={{ width: 200 }}
          value={outcome}
          onChange={setOutcome}
          data-testid="login-log-outcome"
          options={[
            { value: 'SUCCESS', label: t('adminLog.loggedIn') },
            { value: 'FAILURE_BURST', label: t('adminLog.failureBursts') },
          ]}
        />
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as Range)} />
      </Space>
      <DataTable
        api={LOGIN_LOG_API}
        searchParams={searchParams}
        columns={columns}
        exportable
        exportFileName={t('adminLog.logins')}
        tableKey="admin.loginLog"
      />
    </Space>
  );
}
