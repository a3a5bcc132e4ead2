import { DeleteOutlined, EditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { App, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ColumnConfig,
  DataTable,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { LookupSelect } from '../../../components/LookupSelect/index.ts';
import { Section } from './Section.tsx';

/** A sample row of `baseGallery` (1 200 generated rows on the server). */
export type GalleryRow = {
  id: number;
  itemCode: string;
  itemName: string;
  status: string;
  quantity: string;
  price: string;
  amount: string;
  enabledFlag: 'Y' | 'N';
  needDate: string;
  email: string;
};

/** The columns of the sample rows, shared by the paged table and the select dialog. */
export function useGalleryColumns(): ColumnConfig<GalleryRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'itemCode',
        title: t('gallery.itemCode'),
        width: 120,
        sortable: true,
        fixedStyle: 'left',
        resizable: true,
      },
      { key: 'itemName', title: t('gallery.itemName'), width: 240, resizable: true },
      { key: 'status', title: t('gallery.status'), width: 110, editType: 'select', typeCode: 'DOC_STATUS' },
      {
        key: 'quantity',
        title: t('gallery.quantity'),
        width: 100,
        editType: 'number',
        isSummary: true,
        sortable: true,
      },
      { key: 'price', title: t('gallery.price'), width: 110, editType: 'price', precision: 2 },
      {
        key: 'amount',
        title: t('gallery.amount'),
        width: 140,
        editType: 'amount',
        precision: 2,
        isSummary: true,
        sortable: true,
      },
      { key: 'enabledFlag', title: t('gallery.enabledFlag'), width: 90, editType: 'checkbox' },
      { key: 'needDate', title: t('gallery.needDate'), width: 120, editType: 'date', sortable: true },
      { key: 'email', title: t('gallery.email'), width: 200, editType: 'email', columnsDisplay: 'N' },
    ],
    [t],
  );
}

/** A server-paged DataTable over the named api 'baseGallery', with search, export, summary and buttons. */
export function TableSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const columns = useGalleryColumns();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const searchParams = useMemo(
    () => ({ keyword: keyword || undefined, status: status || undefined }),
    [keyword, status],
  );

  const toolbarButtons = useMemo<ToolbarButton<GalleryRow>[]>(
    () => [
      {
        key: 'add',
        label: t('gallery.add'),
        icon: <PlusOutlined />,
        resourceCode: 'btnAdd',
        onClick: () => {
          message.info(t('gallery.demoOnly'));
        },
      },
      {
        key: 'submit',
        label: t('gallery.submit'),
        kind: 'save',
        icon: <SendOutlined />,
        resourceCode: 'btnSubmit',
        needsSelection: true,
        onClick: ({ selectedRows }) => {
          message.success(t('gallery.submitted', { count: selectedRows.length }));
        },
      },
      {
        key: 'hidden',
        label: t('gallery.noPermission'),
        resourceCode: 'btnNotGranted',
        onClick: () => undefined,
      },
    ],
    [t, message],
  );
  const rowButtons = useMemo<RowButton<GalleryRow>[]>(
    () => [
      {
        key: 'edit',
        label: t('gallery.edit'),
        icon: <EditOutlined />,
        resourceCode: 'btnEdit',
        disabled: (row) => row.status !== 'DRAFT' && row.status !== 'REJECTED',
        onClick: (row) => {
          message.info(t('gallery.editRow', { code: row.itemCode }));
        },
      },
      {
        key: 'delete',
        label: t('gallery.delete'),
        kind: 'delete',
        icon: <DeleteOutlined />,
        resourceCode: 'btnDelete',
        hidden: (row) => row.status === 'CLOSED',
        confirm: t('gallery.deleteConfirm'),
        onClick: (row) => {
          message.success(t('gallery.deletedRow', { code: row.itemCode }));
        },
      },
    ],
    [t, message],
  );

  return (
    <Section name="table" title={t('gallery.table')} intro={t('gallery.tableIntro')}>
      <DataTable<GalleryRow>
        api="baseGallery"
        searchParams={searchParams}
        columns={columns}
        rowKey="id"
        selectable
        pageSelectionKey="id"
        tableKey="gallery.items"
        exportable
        exportFileName={t('gallery.exportName')}
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={170}
        height={360}
        toolbarExtra={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('gallery.keyword')}
              onSearch={setKeyword}
              style={{ width: 220 }}
              data-testid="gallery-table-search"
            />
            <LookupSelect
              typeCode="DOC_STATUS"
              value={status}
              onChange={(value) => setStatus((value as string | null) ?? null)}
              placeholder={t('gallery.status')}
              style={{ width: 150 }}
            />
          </Space>
        }
      />
    </Section>
  );
}
