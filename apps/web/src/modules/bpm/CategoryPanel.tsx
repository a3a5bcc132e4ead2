import { processCategoryList } from '@srm/core/masters/processCategory';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Menu, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import { FormModal } from '../../components/FormModal/index.ts';
import { MasterFormItems } from '../../components/MasterList/MasterListScreen.tsx';
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
          title={editing.categoryId ? `${t('adminCommon.edit')} · ${editing.title}` : t('bpm.newCategory')}
          initialValues={editing}
          testId="category-form"
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            await post(API.saveCategory, { ...values, categoryId: editing.categoryId, version: editing.version });
            void list.refetch();
          }}
        >
          <MasterFormItems def={processCategoryList} row={editing.categoryId ? editing : null} testId="category" />
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
