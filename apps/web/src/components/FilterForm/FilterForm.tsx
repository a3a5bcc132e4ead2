import { Button, Form, type FormInstance, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Filter values as a list sends them: text trimmed, empty choices left out (= no filter). */
export function cleanFilters<V extends object>(values: V): Partial<V> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const v = typeof value === 'string' ? value.trim() : value;
    if (v !== undefined && v !== null && v !== '') out[key] = v;
  }
  return out as Partial<V>;
}

type Props<V> = {
  form: FormInstance<V>;
  /** Called with the cleaned values on Search (or Enter), and with {} on Reset. */
  onSearch: (filters: Partial<V>) => void;
  /** The Form.Items of the filters. */
  children: ReactNode;
  testId?: string;
  searchTestId?: string;
  resetTestId?: string;
};

/** The filter row above an administration list: inline fields, then Search and Reset. */
export function FilterForm<V extends object>({
  form,
  onSearch,
  children,
  testId,
  searchTestId,
  resetTestId,
}: Props<V>) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch(cleanFilters(values))}
      style={{ marginBottom: 12, rowGap: 8 }}
      data-testid={testId}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid={searchTestId}>
            {t('adminCommon.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
            data-testid={resetTestId}
          >
            {t('adminCommon.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
