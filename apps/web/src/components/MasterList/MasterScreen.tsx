import { restPath, type ServerName } from '@srm/core/api';
import type { MasterButtons } from '@srm/core/masters/types';
import { Alert, App, Card, Form, Input, Tag } from 'antd';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, post } from '../../app/api/client.ts';
import {
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
  type RowButton,
  type ToolbarButton,
} from '../DataTable/index.ts';
import { EnabledSelect } from '../EnabledSelect/EnabledSelect.tsx';
import { FilterForm } from '../FilterForm/FilterForm.tsx';
import { FormModal } from '../FormModal/index.ts';
import { YNCheckbox } from '../YNCheckbox/index.ts';
import { ImportModal } from './ImportModal.tsx';

/** The fields every master list's rows have. */
export type MasterRow = { enabledFlag: 'Y' | 'N'; version: number; title?: string };

/** The buttons of base data (spec §6: btnAdd, btnEdit, btnDelete, btnImport on the screen's menu). */
const BASE_BUTTONS: MasterButtons = {
  add: 'btnAdd',
  edit: 'btnEdit',
  status: 'btnEdit',
  delete: 'btnDelete',
  import: 'btnImport',
};

export type MasterScreenConfig<R extends MasterRow, V extends object> = {
  /** data-testid of the screen: `screen-<testId>` (or `rootTestId`); of its form `<testId>-form`. */
  testId: string;
  rootTestId?: string;
  /** The REST path's server (base data's when absent) and entity. */
  server?: ServerName;
  entity: string;
  /**
   * The button resources of the screen's menu (base data's when absent). Without a status button, the
   * enabled flag is a box in the form; without a delete or import button, that action is not offered.
   */
  buttons?: MasterButtons;
  /** A note above the list (what the catalogue is for). */
  help?: ReactNode;
  /** After a save (screens around the list refresh what depends on it). */
  onSaved?: () => void;
  /** The list action (listByPage unless the screen has its own, e.g. listForAdmin). */
  listAction?: string;
  idKey: keyof R & string;
  title: string;
  columns: ColumnConfig<R>[];
  /** Filter fields besides the keyword and the status (Form.Items). */
  filters?: ReactNode;
  /** No keyword filter (lists filtered by their own fields only). */
  noKeyword?: boolean;
  /** The form's items for a new row (null) or an edited one. */
  form: (row: R | null) => ReactNode;
  formTitle: (row: R | null) => string;
  formWidth?: number;
  initialValues: (row: R | null) => Partial<V>;
  /** The save body from the form's values (default: the values). */
  toBody?: (values: V, row: R | null) => object;
  /** Adds the Import button (the import button resource). */
  importWhat?: string;
  /** What the import's rows mean (shown in the import dialog). */
  importHint?: string;
  /** A short label of the row for the messages (the code). */
  rowTitle?: (row: R) => string;
  /** What the delete's confirmation says, where the common question would say less (what stays as it is). */
  deleteConfirm?: string;
  /** Row buttons of the list's own after the common ones (a responsibility's grants). */
  rowButtons?: RowButton<R>[];
  /** What the screen opens besides the form (a drawer), rendered inside it; given the list's reload. */
  children?: (reload: () => void) => ReactNode;
};

/**
 * The one screen of a master list (base data by hand, declared lists through MasterListScreen): filters, the table (export through the platform), and
 * add / edit in a form, enable / disable and delete after a confirmation, import — every button shown
 * only to holders of its resource on the screen's menu, and refused by the server to anyone else.
 */
export function MasterScreen<R extends MasterRow, V extends object>(config: MasterScreenConfig<R, V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle<R>>(null);
  const [filterForm] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [editing, setEditing] = useState<{ row: R | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const reload = useCallback(() => table.current?.reload(), []);
  const { entity, idKey, testId } = config;
  const server = config.server ?? 'baseServer';
  const buttons = config.buttons ?? BASE_BUTTONS;
  const api = useCallback((action: string) => restPath(server, entity, action), [server, entity]);

  const columns = useMemo<ColumnConfig<R>[]>(
    () => [
      ...config.columns,
      {
        key: 'enabledFlag',
        title: t('baseData.status'),
        width: 90,
        render: (value) =>
          value === 'Y' ? <Tag color="green">{t('adminCommon.enabled')}</Tag> : <Tag>{t('adminCommon.disabled')}</Tag>,
      },
      { key: 'lastUpdateDate', title: t('adminCommon.updatedAt'), editType: 'datetime', width: 160 },
    ],
    [config.columns, t],
  );

  const act = useCallback(
    async (action: string, body: object, done: string) => {
      try {
        await post(api(action), body);
        message.success(done);
      } catch (error) {
        message.error(error instanceof ApiError ? error.msg : String(error));
      }
      reload();
    },
    [api, message, reload],
  );

  const toolbarButtons = useMemo<ToolbarButton<R>[]>(
    () => [
      { key: 'add', label: t('adminCommon.add'), resourceCode: buttons.add, onClick: () => setEditing({ row: null }) },
      ...(config.importWhat && buttons.import
        ? [
            {
              key: 'import',
              label: t('baseData.import'),
              resourceCode: buttons.import,
              onClick: () => setImporting(true),
            },
          ]
        : []),
    ],
    [t, config.importWhat, buttons],
  );
  const rowButtons = useMemo<RowButton<R>[]>(
    () => [
      { key: 'edit', label: t('adminCommon.edit'), resourceCode: buttons.edit, onClick: (row) => setEditing({ row }) },
      ...(buttons.status
        ? (['N', 'Y'] as const).map((flag) => ({
            key: flag === 'N' ? 'disable' : 'enable',
            label: flag === 'N' ? t('adminCommon.disable') : t('adminCommon.enable'),
            resourceCode: buttons.status,
            hidden: (row: R) => row.enabledFlag === flag,
            confirm: flag === 'N' ? t('baseData.disableConfirm') : t('baseData.enableConfirm'),
            onClick: (row: R) =>
              act(
                'changeStatus',
                { [idKey]: row[idKey], enabledFlag: flag, version: row.version },
                t('adminCommon.saved'),
              ),
          }))
        : []),
      ...(buttons.delete
        ? [
            {
              key: 'delete',
              label: t('adminCommon.delete'),
              kind: 'delete' as const,
              resourceCode: buttons.delete,
              confirm: config.deleteConfirm ?? t('adminCommon.deleteConfirm'),
              onClick: (row: R) => act('delete', { [idKey]: row[idKey] }, t('adminCommon.deleted')),
            },
          ]
        : []),
      ...(config.rowButtons ?? []),
    ],
    [t, act, idKey, buttons, config.deleteConfirm, config.rowButtons],
  ) as RowButton<R>[];

  const row = editing?.row ?? null;
  const initialValues = useMemo(() => (editing ? config.initialValues(editing.row) : {}), [editing, config]);
  const submit = async (values: V) => {
    const body = config.toBody ? config.toBody(values, row) : values;
    await post(api('saveOrUpdate'), {
      ...body,
      // Enabling is the status buttons' business: an edit sends the row's own flag, never a default.
      ...(row
        ? { [idKey]: row[idKey], version: row.version, ...(buttons.status ? { enabledFlag: row.enabledFlag } : {}) }
        : {}),
    });
    reload();
    config.onSaved?.();
  };

  return (
    <Card data-testid={config.rootTestId ?? `screen-${testId}`} size="small">
      {config.help ? <Alert type="info" showIcon title={config.help} style={{ marginBottom: 12 }} /> : null}
      <FilterForm form={filterForm} onSearch={setFilters} searchTestId={`${testId}-search`}>
        {config.noKeyword ? null : (
          <Form.Item name="keyword" label={t('adminCommon.keyword')}>
            <Input allowClear style={{ width: 180 }} data-testid={`${testId}-keyword`} />
          </Form.Item>
        )}
        {config.filters}
        <Form.Item name="enabledFlag" label={t('baseData.status')}>
          <EnabledSelect placeholder={t('baseData.all')} style={{ width: 110 }} />
        </Form.Item>
      </FilterForm>
      <DataTable<R>
        ref={table}
        api={api(config.listAction ?? 'listByPage')}
        searchParams={filters}
        columns={columns}
        rowKey={idKey}
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        rowButtonsWidth={200}
        tableKey={`base.${testId}`}
        exportable
        exportFileName={config.title}
        title={config.title}
      />
      <FormModal<V>
        open={editing !== null}
        title={config.formTitle(row)}
        initialValues={initialValues}
        onSubmit={submit}
        onClose={() => setEditing(null)}
        width={config.formWidth ?? 640}
        testId={`${testId}-form`}
      >
        {editing ? config.form(row) : null}
        {editing && !buttons.status ? (
          <Form.Item name="enabledFlag">
            <YNCheckbox data-testid={`${testId}-form-enabled`}>{t('adminCommon.enabled')}</YNCheckbox>
          </Form.Item>
        ) : null}
      </FormModal>
      {importing && config.importWhat ? (
        <ImportModal
          server={server}
          entity={entity}
          what={config.importWhat}
          hint={config.importHint}
          testId={testId}
          onClose={() => setImporting(false)}
          onImported={reload}
        />
      ) : null}
      {config.children?.(reload)}
    </Card>
  );
}
