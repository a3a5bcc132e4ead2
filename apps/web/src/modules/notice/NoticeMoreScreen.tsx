import { Button, DatePicker, Form, Input, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { type ColumnConfig, DataTable } from '../../components/DataTable/index.ts';
import { LookupSelect } from '../../components/LookupSelect/index.ts';
import { API, NOTICE_TYPE_LOOKUP, type NoticeSummary, screenPath } from './api.ts';
import { UnreadTitle } from './common.tsx';

/** Every notice the user may read (htmlUrl 'notice/noticeMore?types='), unread in bold. */
export default function NoticeMoreScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screen = useScreen();
  const types = useLookup(NOTICE_TYPE_LOOKUP);
  const typesParam = screen?.query.types ?? '';
  const fixedTypes = useMemo(
    () =>
      typesParam
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    [typesParam],
  );
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const searchParams = useMemo(
    () => ({
      includeExpired: true,
      ...filters,
      noticeType: (filters.noticeType as string | undefined) || fixedTypes.join(',') || undefined,
    }),
    [filters, fixedTypes],
  );

  const columns = useMemo<ColumnConfig[]>(
    () => [
      {
        key: 'noticeTitle',
        title: t('notice.title'),
        width: 420,
        render: (v, row) => {
          const r = row as NoticeSummary;
          return (
            <Typography.Link
              onClick={() => void navigate(screenPath('noticeDesc', { id: r.noticeId }))}
              data-testid={`notice-row-${r.noticeId}`}
            >
              <UnreadTitle text={String(v)} unread={r.selfCount === 0} top={r.topFlag === 'Y'} />
            </Typography.Link>
          );
        },
      },
      { key: 'noticeType', title: t('notice.type'), width: 160, render: (v) => types.meaning(v as string) },
      { key: 'creationDate', title: t('notice.publishDate'), editType: 'datetime', width: 170 },
      { key: 'viewCount', title: t('notice.viewCount'), editType: 'number', width: 90 },
      {
        key: 'selfCount',
        title: t('notice.readFlag'),
        width: 90,
        render: (v) => (v === 0 ? t('notice.unread') : t('notice.read')),
      },
    ],
    [t, types.meaning, navigate],
  );

  const apply = () => {
    const v = form.getFieldsValue();
    const range = v.range as [Dayjs, Dayjs] | null | undefined;
    setFilters({
      noticeTitle: v.noticeTitle || undefined,
      noticeType: v.noticeType || undefined,
      dateFrom: range?.[0]?.format('YYYY-MM-DD'),
      dateTo: range?.[1]?.format('YYYY-MM-DD'),
    });
  };

  return (
    <div data-testid="screen-noticeMore">
      <Form form={form} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={apply}>
        <Form.Item name="noticeTitle" label={t('notice.title')}>
          <Input allowClear style={{ width: 200 }} data-testid="notice-more-title" />
        </Form.Item>
        <Form.Item name="noticeType" label={t('notice.type')}>
          <LookupSelect
            typeCode={NOTICE_TYPE_LOOKUP}
            style={{ width: 180 }}
            filter={fixedTypes.length ? (code) => fixedTypes.includes(code) : undefined}
          />
        </Form.Item>
        <Form.Item name="range" label={t('notice.dateRange')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('notice.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
            }}
          >
            {t('notice.reset')}
          </Button>
        </Space>
      </Form>
      <DataTable api={API.summary} searchParams={searchParams} columns={columns} rowKey="noticeId" />
    </div>
  );
}
