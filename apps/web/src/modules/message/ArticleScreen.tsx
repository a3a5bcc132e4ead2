import { App, Form, Input, Select, Space, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../../components/DataTable/index.ts';
import { FilterForm } from '../../components/FilterForm/FilterForm.tsx';
import { FormModal } from '../../components/FormModal/index.ts';
import { API, type Article } from './api.ts';
import { StatusTag } from './pickers.tsx';

const CATEGORIES = ['NEWS', 'KNOWLEDGE', 'POLICY'] as const;
const AUDIENCES = ['ALL', 'INTERNAL', 'SUPPLIER'] as const;
type Values = { title: string; category: Article['category']; audience: Article['audience']; body: string };

/** Articles (htmlUrl 'articleManagementList'): news and knowledge for internal users, suppliers or both. */
export default function ArticleScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const catOptions = CATEGORIES.map((c) => ({ value: c, label: t(`message.category${c}`) }));
  const audOptions = AUDIENCES.map((a) => ({ value: a, label: t(`message.audience${a}`) }));

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'title', title: t('message.title'), width: 300 },
      {
        key: 'category',
        title: t('message.category'),
        width: 100,
        render: (v) => <Tag>{t(`message.category${v as 'NEWS'}`)}</Tag>,
      },
      { key: 'audience', title: t('message.audience'), width: 110, render: (v) => t(`message.audience${v as 'ALL'}`) },
      { key: 'status', title: t('message.status'), width: 110, render: (v) => <StatusTag status={String(v)} /> },
      { key: 'publishDate', title: t('message.publishDate'), width: 170, editType: 'datetime' },
      { key: 'createdByName', title: t('message.sender'), width: 110 },
    ],
    [t],
  );
  const act = async (path: string, row: Article, ok?: string) => {
    try {
      await post(path, { articleId: row.articleId });
      if (ok) message.success(ok);
    } catch (error) {
      message.error(errorText(error));
    }
    table.current?.reload();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: act only reads stable refs
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'edit',
        label: t('message.edit'),
        resourceCode: 'btnEdit',
        hidden: (r) => (r as Article).status === 'PUBLISHED',
        onClick: (r) => setEditing(r as Article),
      },
      {
        key: 'publish',
        label: t('message.publish'),
        kind: 'save',
        resourceCode: 'btnPublish',
        hidden: (r) => (r as Article).status === 'PUBLISHED',
        onClick: (r) => act(API.publishArticle, r as Article, t('message.statusPUBLISHED')),
      },
      {
        key: 'unpublish',
        label: t('message.unpublish'),
        resourceCode: 'btnUnpublish',
        hidden: (r) => (r as Article).status !== 'PUBLISHED',
        onClick: (r) => act(API.unpublishArticle, r as Article, t('message.statusUNPUBLISHED')),
      },
      {
        key: 'delete',
        label: t('message.delete'),
        kind: 'delete',
        resourceCode: 'btnDelete',
        hidden: (r) => (r as Article).status === 'PUBLISHED',
        confirm: t('message.deleteConfirm'),
        onClick: (r) => act(API.deleteArticle, r as Article),
      },
    ],
    [t],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [{ key: 'add', label: t('message.addArticle'), resourceCode: 'btnAdd', onClick: () => setEditing('new') }],
    [t],
  );
  const current = editing === 'new' ? null : editing;

  return (
    <div data-testid="screen-articleManagementList">
      <FilterForm form={form} onSearch={setFilters}>
        <Form.Item name="title" label={t('message.title')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="category" label={t('message.category')}>
          <Select allowClear style={{ width: 110 }} options={catOptions} />
        </Form.Item>
        <Form.Item name="status" label={t('message.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={['DRAFT', 'PUBLISHED', 'UNPUBLISHED'].map((s) => ({
              value: s,
              label: t(`message.status${s as 'DRAFT'}`),
            }))}
          />
        </Form.Item>
      </FilterForm>
      <DataTable
        ref={table}
        api={API.articles}
        searchParams={filters}
        columns={columns}
        rowKey="articleId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={200}
      />
      <FormModal<Values>
        open={editing != null}
        title={current ? t('message.editArticle') : t('message.addArticle')}
        initialValues={
          current
            ? { title: current.title, category: current.category, audience: current.audience, body: current.body }
            : { category: 'NEWS', audience: 'ALL', body: '' }
        }
        onSubmit={async (v) => {
          await post(API.saveArticle, {
            articleId: current?.articleId,
            version: current?.version,
            ...v,
            body: v.body ?? '',
          });
          table.current?.reload();
        }}
        onClose={() => setEditing(null)}
        successMessage={t('message.saved')}
        width={720}
        testId="article-form"
      >
        <Form.Item
          name="title"
          label={t('message.title')}
          rules={[{ required: true, whitespace: true, message: t('message.required') }]}
        >
          <Input maxLength={256} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="category" label={t('message.category')}>
            <Select style={{ width: 140 }} options={catOptions} />
          </Form.Item>
          <Form.Item name="audience" label={t('message.audience')}>
            <Select style={{ width: 160 }} options={audOptions} />
          </Form.Item>
        </Space>
        <Form.Item name="body" label={t('message.body')}>
          <Input.TextArea rows={8} maxLength={100_000} />
        </Form.Item>
      </FormModal>
    </div>
  );
}
