import type { TreeNode } from '@srm/core/tree/build-tree';
import { App, Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, post } from '../../app/api/client.ts';
import { useMenuResources } from '../../app/menu/useMenuResources.ts';
import { exportTable } from '../../components/DataTable/export.ts';
import { FormModal } from '../../components/FormModal/index.ts';
import { ImportModal } from '../../components/MasterList/ImportModal.tsx';
import { baseApi, ENTITY } from './api.ts';
import { type CategoryRow, useCategoryTree } from './CategoryTreeSelect.tsx';

type Node = TreeNode<CategoryRow>;
type Values = { categoryCode: string; categoryName: string; categoryNameEn?: string };
type Editing = { row: CategoryRow | null; parent: CategoryRow | null };

/** antd's tree table wants `children` absent on leaves (else every leaf shows an expand icon). */
const forTable = (nodes: Node[]): (Node & { children?: Node[] })[] =>
  nodes.map(
    (n) => (n.children.length ? { ...n, children: forTable(n.children) } : { ...n, children: undefined }) as Node,
  );

/**
 * Base data → Purchase categories (htmlUrl purchaseClassification): the tree; add a top category or a
 * child, edit, enable / disable (children first), delete a leaf no material uses, import (parent by
 * code) and export. Levels are kept by the server.
 */
export default function CategoryScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { has } = useMenuResources();
  const { tree, refetch, isLoading } = useCategoryTree();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [importing, setImporting] = useState(false);

  const act = async (action: string, body: object) => {
    try {
      await post(baseApi(ENTITY.category, action), body);
      message.success(t('adminCommon.saved'));
    } catch (error) {
      message.error(error instanceof ApiError ? error.msg : String(error));
    }
    refetch();
  };
  const submit = async (values: Values) => {
    const row = editing?.row;
    await post(baseApi(ENTITY.category, 'saveOrUpdate'), {
      ...values,
      parentCategoryId: row ? row.parentCategoryId : (editing?.parent?.categoryId ?? null),
      // No flag: a new category is enabled, an edit keeps the stored flag (enabling is the status button's).
      ...(row ? { categoryId: row.categoryId, version: row.version } : {}),
    });
    refetch();
  };
  const exportAll = async () => {
    try {
      await exportTable({
        requestUrl: baseApi(ENTITY.category, 'listTree'),
        searchParams: {},
        columns: [
          { key: 'categoryCode', title: t('baseData.category.code') },
          { key: 'categoryName', title: t('baseData.category.name') },
          { key: 'categoryNameEn', title: t('baseData.nameEn') },
          { key: 'levelId', title: t('baseData.category.level') },
          { key: 'enabledFlag', title: t('baseData.status'), lookupType: 'YES_NO' },
        ],
        fileName: t('baseData.category.title'),
      });
    } catch (error) {
      message.error(error instanceof ApiError ? error.msg : String(error));
    }
  };

  const columns = [
    { key: 'categoryCode', dataIndex: 'categoryCode', title: t('baseData.category.code'), width: 260 },
    {
      key: 'title',
      dataIndex: 'title',
      title: t('baseData.category.name'),
      width: 220,
      render: (_: unknown, n: Node) => n.title.replace(`${n.categoryCode} `, ''),
    },
    { key: 'levelId', dataIndex: 'levelId', title: t('baseData.category.level'), width: 70 },
    {
      key: 'enabledFlag',
      dataIndex: 'enabledFlag',
      title: t('baseData.status'),
      width: 90,
      render: (v: string) =>
        v === 'Y' ? <Tag color="green">{t('adminCommon.enabled')}</Tag> : <Tag>{t('adminCommon.disabled')}</Tag>,
    },
    {
      key: 'actions',
      title: t('adminCommon.actions'),
      width: 300,
      render: (_: unknown, n: Node) => (
        <Space size={4}>
          {has('btnAdd') && n.enabledFlag === 'Y' ? (
            <Button
              size="small"
              type="link"
              onClick={() => setEditing({ row: null, parent: n })}
              data-testid={`category-add-child-${n.categoryCode}`}
            >
              {t('baseData.category.addChild')}
            </Button>
          ) : null}
          {has('btnEdit') ? (
            <Button size="small" type="link" onClick={() => setEditing({ row: n, parent: null })}>
              {t('adminCommon.edit')}
            </Button>
          ) : null}
          {has('btnEdit') ? (
            <Popconfirm
              title={n.enabledFlag === 'Y' ? t('baseData.disableConfirm') : t('baseData.enableConfirm')}
              onConfirm={() =>
                act('changeStatus', {
                  categoryId: n.categoryId,
                  enabledFlag: n.enabledFlag === 'Y' ? 'N' : 'Y',
                  version: n.version,
                })
              }
            >
              <Button size="small" type="link">
                {n.enabledFlag === 'Y' ? t('adminCommon.disable') : t('adminCommon.enable')}
              </Button>
            </Popconfirm>
          ) : null}
          {has('btnDelete') && !n.children?.length ? (
            <Popconfirm
              title={t('adminCommon.deleteConfirm')}
              onConfirm={() => act('delete', { categoryId: n.categoryId })}
            >
              <Button size="small" type="link" danger>
                {t('adminCommon.delete')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  const row = editing?.row ?? null;
  return (
    <Card
      data-testid="screen-category"
      size="small"
      title={t('baseData.category.title')}
      extra={
        <Space>
          {has('btnAdd') ? (
            <Button
              type="primary"
              onClick={() => setEditing({ row: null, parent: null })}
              data-testid="category-add-root"
            >
              {t('baseData.category.addRoot')}
            </Button>
          ) : null}
          {has('btnImport') ? (
            <Button onClick={() => setImporting(true)} data-testid="category-import-button">
              {t('baseData.import')}
            </Button>
          ) : null}
          {has('btnExport') ? <Button onClick={exportAll}>{t('table.export')}</Button> : null}
        </Space>
      }
    >
      <Table<Node>
        rowKey="categoryId"
        size="small"
        loading={isLoading}
        columns={columns}
        dataSource={forTable(tree)}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={tree.length}
        data-testid="category-tree"
      />
      <FormModal<Values>
        open={editing !== null}
        title={
          row
            ? t('baseData.category.editTitle', { code: row.categoryCode })
            : editing?.parent
              ? t('baseData.category.addChildTitle', { parent: editing.parent.categoryCode })
              : t('baseData.category.addTitle')
        }
        initialValues={
          row
            ? {
                categoryCode: row.categoryCode,
                categoryName: row.categoryName,
                categoryNameEn: row.categoryNameEn ?? undefined,
              }
            : {}
        }
        onSubmit={submit}
        onClose={() => setEditing(null)}
        testId="category-form"
      >
        <Form.Item
          name="categoryCode"
          label={t('baseData.category.code')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={64} data-testid="category-form-code" />
        </Form.Item>
        <Form.Item
          name="categoryName"
          label={t('baseData.category.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={128} data-testid="category-form-name" />
        </Form.Item>
        <Form.Item name="categoryNameEn" label={t('baseData.nameEn')}>
          <Input maxLength={128} />
        </Form.Item>
      </FormModal>
      {importing ? (
        <ImportModal
          entity={ENTITY.category}
          what={t('baseData.category.title')}
          testId="category"
          onClose={() => setImporting(false)}
          onImported={() => refetch()}
        />
      ) : null}
    </Card>
  );
}
