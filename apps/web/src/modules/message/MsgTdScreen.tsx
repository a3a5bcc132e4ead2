import { Form, Input, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable/index.ts';
import { FilterForm } from '../../components/FilterForm/FilterForm.tsx';
import { API } from './api.ts';
import { instanceColumns } from './instanceColumns.tsx';

/** To-do messages (htmlUrl 'msgTd'): the reminders the reminder job sent for open interior to-dos. */
export default function MsgTdScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const columns = useMemo(
    () =>
      instanceColumns(t, [
        { key: 'pendingTitle', title: t('message.todo'), width: 220 },
        { key: 'todoReceiver', title: t('message.receivers'), width: 110 },
        {
          key: 'todoState',
          title: t('message.todoState'),
          width: 100,
          render: (v) =>
            v ? <Tag color={v === 'OPEN' ? 'gold' : 'default'}>{t(`message.todoState${v as 'OPEN'}`)}</Tag> : '-',
        },
      ]).filter((c) => c.key !== 'sourceName' && c.key !== 'senderName'),
    [t],
  );
  return (
    <div data-testid="screen-msgTd">
      <FilterForm form={form} onSearch={setFilters}>
        <Form.Item name="title" label={t('message.title')}>
          <Input allowClear style={{ width: 220 }} />
        </Form.Item>
      </FilterForm>
      <DataTable api={API.todoMessages} searchParams={filters} columns={columns} rowKey="instanceId" />
    </div>
  );
}
