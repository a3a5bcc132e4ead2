import { Button, DatePicker, Form, Input, Select, Space, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isSupplier, useSession } from '../../app/auth/session.ts';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { SupplierTodoButton } from './SupplierTodoButton.tsx';
import { type TodoTab, TodoTable, type TodoVariant } from './TodoTable.tsx';

type Filters = {
  billType?: string;
  pendingTitle?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  supplierName?: string;
};

/**
 * The "more" lists of the home's to-do panel (spec §2 base data: supplier and interior pending and
 * handled lists): to do and done tabs with paging, filtered by bill type, title and received date.
 * Supplier to-dos seen by an internal user also show (and filter on) the supplier, and the toolbar
 * holds the supplier to-do button.
 */
export function PendingMoreScreen({ variant }: { variant: TodoVariant }) {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const [query] = useSearchParams();
  const [tab, setTab] = useState<TodoTab>(query.get('tab') === 'done' ? 'done' : 'todo');
  const billTypes = useLookup('SYS_TOBEDO');
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const internalOnSuppliers = variant === 'supplier' && !isSupplier(userInfo);

  const searchParams = useMemo(() => {
    const [from, to] = filters.dates ?? [];
    return {
      billType: filters.billType || undefined,
      pendingTitle: filters.pendingTitle?.trim() || undefined,
      creationDateFrom: from?.format('YYYY-MM-DD'),
      creationDateTo: to?.format('YYYY-MM-DD'),
    };
  }, [filters]);

  const filterBar = (
    <Form<Filters> form={form} layout="inline" onFinish={setFilters} style={{ rowGap: 8, marginBottom: 12 }}>
      <Form.Item name="billType">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('pending.billType')}
          style={{ width: 180 }}
          options={billTypes.enabled.map((v) => ({ value: v.lookupCode, label: v.meaning }))}
          data-testid="filter-billType"
        />
      </Form.Item>
      <Form.Item name="pendingTitle">
        <Input allowClear placeholder={t('pending.title')} style={{ width: 200 }} data-testid="filter-title" />
      </Form.Item>
      <Form.Item name="dates">
        <DatePicker.RangePicker
          placeholder={[t('pending.dateFrom'), t('pending.dateTo')]}
          aria-label={t('pending.dateRange')}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('pending.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
            }}
          >
            {t('pending.reset')}
          </Button>
          {internalOnSuppliers && <SupplierTodoButton />}
        </Space>
      </Form.Item>
    </Form>
  );

  const table = (key: TodoTab) => (
    <TodoTable
      variant={variant}
      tab={key}
      searchParams={searchParams}
      showSupplier={internalOnSuppliers}
      enabled={tab === key}
    />
  );
  return (
    <div data-testid={`screen-${variant}PendingMore`}>
      {filterBar}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TodoTab)}
        items={[
          { key: 'todo', label: t('pending.todo'), children: table('todo') },
          { key: 'done', label: t('pending.done'), children: table('done') },
        ]}
      />
    </div>
  );
}
