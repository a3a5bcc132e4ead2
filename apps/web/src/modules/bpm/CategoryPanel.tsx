import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Menu, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import { FormModal } from '../../components/FormModal/index.ts';
import { API, type CategoryRow } from './api.ts';

const ALL = 'all';

/** The process categories at the left of Process models: pick one to filter; add, edit, delete. */
export function CategoryPanel({
  selected,
  onSelect,
}: {
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { has } = useMenuResources();
  const [editing, setEditing] = useState<Partial<CategoryRow> | null>(null);
  const list = useCategories();
  const current = list.data?.find((c) => c.categoryId === selected) ?? null;

  const remove = async () => {
    if (!current) return;
    try {
      await post(API.deleteCategory, { categoryId: current.categoryId });
      message.success(t('adminCommon.deleted'));
      onSelect(null);
      void list.refetch();
    } catch (error) {
      message.error(errorText(error));
    }
  };

  return (
    <Card
      size="small"
      title={t('bpm.categories')}
      style={{ height: '100%' }}
      extra={
        <Space size={4}>
          {has('btnAdd') && (
            <Button size="small" data-testid="category-add" onClick={() => setEditing({})}>
              {t('adminCommon.add')}
            </Button>
          )}
          {has('btnEdit') && (
            <Button size="small" disabled={!current} data-testid="category-edit" onClick={() => setEditing(current)}>
              {t('adminCommon.edit')}
            </Button>
          )}
          {has('btnDelete') && (
            <Popconfirm title={t('adminCommon.deleteConfirm')} onConfirm={remove} disabled={!current}>
              <Button size="small" danger disabled={!current} data-testid="category-delete">
                {t('adminCommon.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Menu
        mode="inline"
        style={{ borderInlineEnd: 'none' }}
        data-testid="category-list"
        selectedKeys={[selected == null ? ALL : String(selected)]}
        onClick={({ key }) => onSelect(key === ALL ? null : Number(key))}
        items={[
          { key: ALL, label: t('bpm.allCategories') },
          ...(list.data ?? []).map((c) => ({ key: String(c.categoryId), label: c.title })),
        ]}
      />
      {editing && (
        <FormModal<Partial<CategoryRow>>
          open
          title={editing.categoryId ? t('adminCommon.edit') : t('bpm.newCategory')}
          initialValues={editing}
          testId="category-form"
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            await post(API.saveCategory, { ...values, categoryId: editing.categoryId, version: editing.version });
            void list.refetch();
          }}
        >
          <Form.Item
            name="categoryCode"
            label={t('bpm.categoryCode')}
            rules={[{ required: true, message: t('adminCommon.required', { field: t('bpm.categoryCode') }) }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="categoryName"
            label={t('bpm.categoryName')}
            rules={[{ required: true, message: t('adminCommon.required', { field: t('bpm.categoryName') }) }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="categoryNameEn" label={t('bpm.categoryNameEn')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="orderNo" label={t('bpm.orderNo')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="description" label={t('bpm.description')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </FormModal>
      )}
    </Card>
  );
}

/** The enabled and disabled categories, in display order. */
export function useCategories() {
  return useQuery({
    queryKey: ['bpmCategories'],
    queryFn: () => post<CategoryRow[]>(API.categories, { searchParams: {}, pageIndex: 1, pageRows: 500 }),
  });
}
