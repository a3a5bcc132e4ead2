import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, post } from '../../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type RowButton,
  type ToolbarButton,
} from '../../../components/DataTable/index.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { type ButtonRow, MENU_API } from './api.ts';

type Values = { resourceCode: string; resourceName: string; resourceNameEn?: string; resIcon?: string };

/** The button resources of a page menu: add, edit, delete (refused while granted, with the server's message). */
export function MenuButtons({ menuId }: { menuId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form, setForm] = useState<{ open: boolean; editing: ButtonRow | null }>({ open: false, editing: null });
  const query = useQuery({
    queryKey: ['adminMenu', 'buttons', menuId],
    queryFn: () => post<ButtonRow[]>(MENU_API.buttons, { menuId, pageRows: 500 }),
  });
  const { refetch } = query;

  const columns = useMemo<ColumnConfig[]>(
    () => [
      { key: 'resourceCode', title: t('adminMenu.buttonCode'), width: 170 },
      { key: 'resourceName', title: t('adminMenu.buttonName'), width: 150 },
      { key: 'resourceNameEn', title: t('adminMenu.buttonNameEn'), width: 170 },
      { key: 'resIcon', title: t('adminMenu.buttonIcon'), width: 110, columnsDisplay: 'N' },
      { key: 'grantedCount', title: t('adminMenu.grantedCount'), editType: 'number', width: 110 },
    ],
    [t],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      {
        key: 'addButton',
        label: t('adminMenu.addButton'),
        resourceCode: 'btnAdd',
        onClick: () => setForm({ open: true, editing: null }),
      },
    ],
    [t],
  );
  const rowButtons = useMemo<RowButton[]>(
    () => [
      {
        key: 'editButton',
        label: t('adminCommon.edit'),
        resourceCode: 'btnEdit',
        onClick: (row) => setForm({ open: true, editing: row as ButtonRow }),
      },
      {
        key: 'deleteButton',
        label: t('adminCommon.delete'),
        kind: 'delete',
        resourceCode: 'btnDelete',
        confirm: t('adminCommon.deleteConfirm'),
        onClick: async (row) => {
          try {
            await post(MENU_API.removeButton, { resourceId: (row as ButtonRow).resourceId });
            message.success(t('adminCommon.deleted'));
            void refetch();
          } catch (error) {
            message.error(errorText(error));
          }
        },
      },
    ],
    [t, message, refetch],
  );

  const editing = form.editing;
  const initialValues = useMemo<Partial<Values>>(
    () =>
      editing
        ? {
            resourceCode: editing.resourceCode,
            resourceName: editing.resourceName,
            resourceNameEn: editing.resourceNameEn ?? '',
            resIcon: editing.resIcon ?? '',
          }
        : {},
    [editing],
  );
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('adminCommon.required', { field }) },
  ];

  if (query.error)
    return <Alert type="error" showIcon title={t('adminMenu.loadFailed', { message: errorText(query.error) })} />;
  return (
    <>
      <DataTable
        dataSource={query.data ?? []}
        columns={columns}
        rowKey="resourceId"
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        height={240}
        className="menu-buttons-table"
      />
      <FormModal<Values>
        open={form.open}
        title={editing ? t('adminMenu.editButton') : t('adminMenu.addButton')}
        initialValues={initialValues}
        testId="menu-button-form"
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSubmit={async (values) => {
          await post(MENU_API.saveButton, {
            menuId,
            resourceId: editing?.resourceId,
            version: editing?.version,
            resourceCode: values.resourceCode,
            resourceName: values.resourceName,
            resourceNameEn: values.resourceNameEn?.trim() || undefined,
            resIcon: values.resIcon?.trim() || undefined,
          });
          void refetch();
        }}
      >
        <Form.Item name="resourceCode" label={t('adminMenu.buttonCode')} rules={required(t('adminMenu.buttonCode'))}>
          <Input maxLength={64} placeholder="btnExample" data-testid="menu-button-form-code" />
        </Form.Item>
        <Form.Item name="resourceName" label={t('adminMenu.buttonName')} rules={required(t('adminMenu.buttonName'))}>
          <Input maxLength={128} data-testid="menu-button-form-name" />
        </Form.Item>
        <Form.Item name="resourceNameEn" label={t('adminMenu.buttonNameEn')}>
          <Input maxLength={128} data-testid="menu-button-form-name-en" />
        </Form.Item>
        <Form.Item name="resIcon" label={t('adminMenu.buttonIcon')}>
          <Input maxLength={64} />
        </Form.Item>
      </FormModal>
    </>
  );
}
