import type { FieldDef } from '@srm/core/documents/types';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/i18n/index.ts';
import { DataTable } from '../DataTable/index.ts';
import type { ColumnConfig, DataTableHandle, EditType, Row, ToolbarButton } from '../DataTable/types.ts';
import { RefSelect } from './RefSelect.tsx';

/** The local key of a line (its id once saved), for the table's edits and the test ids. */
export const LINE_KEY = '_key';

type Props = {
  fields: readonly FieldDef[];
  lines: Row[];
  editable: boolean;
  testId: string;
  tableRef: Ref<DataTableHandle>;
  onAdd: () => void;
  onRemove: (keys: unknown[]) => void;
  onCellChange: (row: Row, key: string, value: unknown) => void;
};

const EDIT_TYPE: Record<FieldDef['type'], EditType> = {
  text: 'text',
  textarea: 'textarea',
  number: 'number',
  price: 'price',
  amount: 'amount',
  date: 'date',
  datetime: 'datetime',
  lookup: 'select',
  ref: 'slot',
  attachments: 'upload',
};

/** The lines of a document on the editable DataTable (local rows), columns from the line FieldDef[]. */
export function LinesEditor({ fields, lines, editable, testId, tableRef, onAdd, onRemove, onCellChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo<ColumnConfig[]>(
    () =>
      fields.map((field) => {
        const column: ColumnConfig = {
          key: field.key,
          title: field.label[lang],
          editType: EDIT_TYPE[field.type],
          typeCode: field.lookupType,
          min: field.min,
          max: field.max,
          precision: field.precision,
          displayKey: field.displayKey,
          editable: !field.readOnly,
          validate: field.required && !field.readOnly ? 'required' : undefined,
          width: field.type === 'ref' ? 200 : field.key === 'lineNumber' ? 70 : field.type === 'text' ? 200 : 140,
          // The total row sums the money and the quantities (ordered, shipped, received…) of the lines.
          isSummary: field.type === 'amount' || (field.type === 'number' && /^quantity$|Quantity$/.test(field.key)),
        };
        if (field.type === 'ref')
          column.slot = ({ row, rowKey, value, editable: cellEditable, error, onChange }) =>
            cellEditable ? (
              <RefSelect
                field={field}
                value={value}
                displayName={field.displayKey ? row[field.displayKey] : undefined}
                doc={row}
                status={error ? 'error' : undefined}
                testId={`${testId}-line-${field.key}-${String(rowKey)}`}
                onChange={(id, name, fills) => {
                  onChange(id);
                  if (field.displayKey) onCellChange(row, field.displayKey, name);
                  for (const [k, v] of Object.entries(fills)) onCellChange(row, k, v);
                }}
              />
            ) : (
              <span>{String((field.displayKey ? row[field.displayKey] : value) ?? '')}</span>
            );
        if (field.key === 'lineNumber') column.render = (_v, _row, index) => index + 1;
        return column;
      }),
    [fields, lang, testId, onCellChange],
  );
  const toolbarButtons = useMemo<ToolbarButton[]>(
    () =>
      editable
        ? [
            { key: 'addLine', label: t('document.addLine'), onClick: onAdd },
            {
              key: 'removeLine',
              label: t('document.removeLine'),
              kind: 'delete',
              needsSelection: true,
              onClick: (ctx) => onRemove(ctx.selectedKeys),
            },
          ]
        : [],
    [editable, t, onAdd, onRemove],
  );
  return (
    <div data-testid={`${testId}-lines`}>
      <DataTable
        ref={tableRef}
        dataSource={lines}
        columns={columns}
        rowKey={LINE_KEY}
        editable={editable}
        selectable={editable}
        toolbarButtons={toolbarButtons}
        onCellChange={onCellChange}
        height={260}
        size="small"
      />
    </div>
  );
}
