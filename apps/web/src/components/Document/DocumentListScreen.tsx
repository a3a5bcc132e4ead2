import { IMPORT_RESOURCE } from '@srm/core/documents/standardActions';
import type { FieldDef } from '@srm/core/documents/types';
import { App, Button, DatePicker, Form, Input, Select } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSupplier, useSession } from '../../app/auth/session.ts';
import { useLang } from '../../app/i18n/index.ts';
import { useScreen } from '../../app/screens/ScreenContext.ts';
import { DataTable } from '../DataTable/index.ts';
import type { ColumnConfig, DataTableHandle, Row, RowButton, ToolbarButton } from '../DataTable/types.ts';
import { FilterForm } from '../FilterForm/FilterForm.tsx';
import { LookupSelect } from '../LookupSelect/LookupSelect.tsx';
import { type DocumentScreenConfig, editPath } from './config.ts';
import { ImportModal } from './ImportModal.tsx';
import { printPath } from './PrintScreen.tsx';
import { RefSelect } from './RefSelect.tsx';
import { StatusTag } from './StatusTag.tsx';

const STATUS_FIELD = 'status';
const WIDTHS: Partial<Record<FieldDef['type'], number>> = { date: 110, ref: 130, textarea: 180 };

/**
 * A column at least as wide as its title in bold (CJK characters about 15 px, others about 8 px at 14 px, plus
 * the cell's padding), so an English title such as "Applied on" is not cut to "Applie…" by a date's width.
 */
function titleWidth(title: string): number {
  let width = 32;
  for (const ch of title) width += ch.charCodeAt(0) > 0x2e80 ? 15 : 8;
  return width;
}

/** The list of a document type: filters, columns and buttons from its declaration; documents open in a tab. */
export function DocumentListScreen({ config }: { config: DocumentScreenConfig }) {
  const { def, base, testId } = config;
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Row>({});
  const [importing, setImporting] = useState(false);
  const { message } = App.useApp();
  const table = useRef<DataTableHandle>(null);
  const fieldOf = useCallback((key: string) => def.header.find((f) => f.key === key), [def]);
  // A supplier's user sees only its own supplier's documents: its own name as a column or a filter says nothing.
  const supplierSide = isSupplier(useSession().userInfo);
  const listed = useCallback((key: string) => !(supplierSide && key === 'supplierId'), [supplierSide]);
  const open = useCallback(
    (row: Row | null, mode: string) => void navigate(editPath(config, { id: row ? row[def.idKey] : undefined, mode })),
    [navigate, config, def.idKey],
  );

  // Opened through the menu for one document (a to-do, an approval, the start page: `id` and `mode`, or
  // `mode=new`), the list passes it on to the edit page once, in a tab of its own.
  const screen = useScreen();
  const passedOn = useRef(false);
  useEffect(() => {
    if (passedOn.current || !screen) return;
    const { id, mode } = screen.query;
    if (id) open({ [def.idKey]: id }, mode && mode !== 'new' ? mode : 'view');
    else if (mode === 'new') open(null, 'new');
    passedOn.current = true;
  }, [screen, open, def.idKey]);

  const columns = useMemo<ColumnConfig[]>(
    () =>
      def.list.columns.filter(listed).map((key) => {
        if (key === STATUS_FIELD)
          // Exported by its name in the request's language (the record's statusName), as the tag shows it.
          return {
            key,
            title: t('document.status'),
            // Wide enough for the longest English status tag ("Awaiting confirmation").
            width: 160,
            displayKey: 'statusName',
            render: (v) => <StatusTag status={v as string} def={def} />,
          };
        const field = fieldOf(key) as FieldDef;
        const column: ColumnConfig = {
          key,
          title: field.label[lang],
          displayKey: field.displayKey,
          width: Math.max(WIDTHS[field.type] ?? (key === def.numberKey ? 150 : 130), titleWidth(field.label[lang])),
        };
        if (field.type === 'amount')
          Object.assign(column, { editType: 'amount', precision: field.precision, width: 160 });
        if (field.type === 'lookup') Object.assign(column, { editType: 'select', typeCode: field.lookupType });
        // A date is never narrowed to fit the table (fitColumns narrows text only): "2026-1…" reads as no date.
        if (field.type === 'date') column.editType = 'date';
        if (field.type === 'datetime') Object.assign(column, { editType: 'datetime', width: 160 });
        if (key === def.numberKey)
          column.render = (v, row) => (
            <Button
              type="link"
              size="small"
              onClick={() => open(row, 'view')}
              data-testid={`${testId}-open-${String(v)}`}
            >
              {String(v)}
            </Button>
          );
        return column;
      }),
    [def, lang, t, testId, fieldOf, open, listed],
  );

  const rowButtons = useMemo<RowButton[]>(
    () => [
      { key: 'view', label: t('document.view'), onClick: (row) => open(row, 'view') },
      {
        key: 'edit',
        label: t('document.edit'),
        hidden: (row) => !((row._actions as string[] | undefined) ?? []).includes('edit'),
        onClick: (row) => open(row, 'edit'),
      },
    ],
    [t, open],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () => [
      { key: 'add', label: t('document.add'), resourceCode: 'btnAdd', onClick: () => open(null, 'new') },
      {
        key: 'import',
        label: t('documentIo.import'),
        resourceCode: IMPORT_RESOURCE,
        onClick: () => setImporting(true),
      },
      {
        key: 'print',
        label: t('documentIo.print'),
        resourceCode: 'btnPrint',
        hidden: () => !config.printScreen,
        onClick: ({ selectedRows }) => {
          if (selectedRows.length === 0) {
            message.warning(t('documentIo.selectToPrint'));
            return;
          }
          void navigate(
            printPath(
              config,
              selectedRows.map((row) => row[def.idKey]),
            ),
          );
        },
      },
    ],
    [t, open, config, def.idKey, message, navigate],
  );

  const search = (values: Row) => {
    const out: Row = {};
    for (const [key, value] of Object.entries(values)) {
      if (value == null || value === '') continue;
      if (Array.isArray(value) && fieldOf(key)?.type === 'date') {
        out[`${key}From`] = value[0]?.format('YYYY-MM-DD');
        out[`${key}To`] = value[1]?.format('YYYY-MM-DD');
      } else out[key] = value;
    }
    setFilters(out);
    table.current?.reload(); // the same filters again: fetch the list anew
  };

  return (
    <div data-testid={`screen-${testId}-list`}>
      <FilterForm form={form} onSearch={search} testId={`${testId}-filters`} searchTestId={`${testId}-search`}>
        {def.list.filters.filter(listed).map((key) => {
          if (key === STATUS_FIELD)
            return (
              <Form.Item name={key} label={t('document.status')} key={key}>
                <Select
                  allowClear
                  style={{ width: 140 }}
                  data-testid={`${testId}-filter-status`}
                  options={def.statuses.map((s) => ({ value: s, label: <StatusTag status={s} def={def} /> }))}
                />
              </Form.Item>
            );
          const field = fieldOf(key) as FieldDef;
          const label = field.label[lang];
          const id = `${testId}-filter-${key}`;
          if (field.type === 'date')
            return (
              <Form.Item name={key} label={label} key={key}>
                <DatePicker.RangePicker data-testid={id} />
              </Form.Item>
            );
          if (field.type === 'ref')
            return (
              <Form.Item name={key} label={label} key={key}>
                <FilterRef field={field} testId={id} />
              </Form.Item>
            );
          // A lookup is filtered by one of its values (the server compares codes), shown by meaning.
          if (field.type === 'lookup' && field.lookupType)
            return (
              <Form.Item name={key} label={label} key={key}>
                <LookupSelect typeCode={field.lookupType} style={{ width: 160 }} data-testid={id} />
              </Form.Item>
            );
          return (
            <Form.Item name={key} label={label} key={key}>
              <Input allowClear style={{ width: 160 }} data-testid={id} />
            </Form.Item>
          );
        })}
      </FilterForm>
      <DataTable
        ref={table}
        api={`${base}/listByPage`}
        searchParams={filters}
        columns={columns}
        rowKey={def.idKey}
        selectable
        toolbarButtons={toolbarButtons}
        rowButtons={rowButtons}
        exportable
        exportFileName={def.name[lang]}
        tableKey={`${testId}.list`}
      />
      {importing && (
        <ImportModal config={config} onClose={() => setImporting(false)} onImported={() => table.current?.reload()} />
      )}
    </div>
  );
}

/** A ref filter (value/onChange from the Form.Item). */
function FilterRef({
  field,
  testId,
  value,
  onChange,
}: {
  field: FieldDef;
  testId: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) {
  return (
    <div style={{ width: 180 }}>
      <RefSelect field={field} value={value} doc={{}} testId={testId} onChange={(id) => onChange?.(id ?? undefined)} />
    </div>
  );
}
