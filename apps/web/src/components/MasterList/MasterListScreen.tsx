import type { MasterFieldDef, MasterListDef } from '@srm/core/masters/types';
import { Form, type FormRule, Input, InputNumber } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/i18n/index.ts';
import type { ColumnConfig } from '../DataTable/index.ts';
import { LookupSelect } from '../LookupSelect/index.ts';
import { YNCheckbox } from '../YNCheckbox/index.ts';
import { type MasterRow, MasterScreen, type MasterScreenConfig } from './MasterScreen.tsx';

/** A row of a declared list as the screen holds it (its fields and what the server presents besides). */
export type MasterListRow = MasterRow & Record<string, unknown>;
type Row = MasterListRow;

/**
 * What a declared list's screen adds to the declaration where a field needs more than its type gives
 * (the sourcing rule setup's pickers, lines and cross-field checks): all optional, keyed by field.
 */
export type MasterFormExtras = {
  /** The input of a field instead of the declared one (a picker for a `ref`). */
  inputs?: Record<string, ReactNode>;
  /** Checks of a field besides the declared ones (rules across fields, said before sending). */
  fieldRules?: Record<string, FormRule[]>;
  /** A field shown only while the form's values say so (weights of a weighted score only). */
  showIf?: Record<string, (values: Record<string, unknown>) => boolean>;
};

/**
 * The list-and-form screen of a declared master list (packages/core/src/masters): the list's columns,
 * the form's fields and their checks, and the buttons all come from the declaration the server binds,
 * so the screen and the server never disagree about a field or a button.
 */
export function MasterListScreen({
  def,
  testId,
  rootTestId,
  onSaved,
  extras,
  moreColumns,
  formExtra,
  editValues,
  toBody,
  formWidth,
  rowButtons,
}: {
  def: MasterListDef;
  /** The prefix of the screen's test ids (`<testId>-form`, `<testId>-keyword`). */
  testId: string;
  rootTestId?: string;
  onSaved?: () => void;
  extras?: MasterFormExtras;
  /** List columns after the declared ones (names the server presents: an organisation's, a template's). */
  moreColumns?: ColumnConfig<Row>[];
  /** Form items after the declared ones (lines, several references). */
  formExtra?: (row: Row | null) => ReactNode;
  /** The form's values of an edited row besides its fields (ids of its lines' references). */
  editValues?: (row: Row) => Record<string, unknown>;
  /** The save body from the form's values (default: the values). */
  toBody?: (values: Record<string, unknown>, row: Row | null) => object;
  formWidth?: number;
  /** Row buttons of the list's own after the common ones (an auto-reconcile rule's "run now"). */
  rowButtons?: MasterScreenConfig<Row, Record<string, unknown>>['rowButtons'];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo<ColumnConfig<Row>[]>(
    () =>
      def.fields
        .filter((f) => f.column !== false)
        .map((f) => ({
          key: f.key,
          title: f.label[lang],
          width: f.column || 160,
          ...(f.type === 'integer' ? { editType: 'number' as const } : {}),
          ...(f.type === 'decimal'
            ? { editType: f.money ? ('amount' as const) : ('number' as const), precision: f.precision }
            : {}),
          ...(f.type === 'yn' ? { editType: 'checkbox' as const } : {}),
          ...(f.type === 'lookup' && f.lookupType ? { editType: 'select' as const, typeCode: f.lookupType } : {}),
        })),
    [def, lang],
  );
  const listColumns = useMemo(() => [...columns, ...(moreColumns ?? [])], [columns, moreColumns]);
  const defaults = useMemo(
    () =>
      Object.fromEntries(def.fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.key, f.defaultValue])),
    [def],
  );
  return (
    <MasterScreen<Row, Record<string, unknown>>
      testId={testId}
      rootTestId={rootTestId}
      server={def.server}
      entity={def.entity}
      buttons={def.buttons}
      idKey={def.idKey}
      title={def.name[lang]}
      help={def.help?.[lang]}
      importWhat={def.buttons.import ? def.name[lang] : undefined}
      columns={listColumns}
      onSaved={onSaved}
      formWidth={formWidth}
      toBody={toBody}
      rowButtons={rowButtons}
      formTitle={(row) =>
        row
          ? t('masterList.editOne', { one: def.one[lang], title: row.title ?? String(row[def.codeKey]) })
          : t('masterList.addOne', { one: def.one[lang] })
      }
      initialValues={(row) => (row ? { ...row, ...editValues?.(row) } : { enabledFlag: 'Y', ...defaults })}
      form={(row) => (
        <>
          <MasterFormItems def={def} row={row} testId={testId} {...extras} />
          {formExtra?.(row)}
        </>
      )}
    />
  );
}

/**
 * The form's items of a declared list (also for screens that keep a layout of their own around the form):
 * each field's input, label, hint and checks; the code is fixed once the row exists.
 */
export function MasterFormItems({
  def,
  row,
  testId,
  only,
  testIds,
  inputs,
  fieldRules,
  showIf,
}: MasterFormExtras & {
  def: MasterListDef;
  row: object | null;
  testId: string;
  /** Only these fields, in this order (a form that lays out its pickers itself: the organisation structure's). */
  only?: readonly string[];
  /** A field's test id where a screen had its own before the declaration (`<testId>-form-<field>` otherwise). */
  testIds?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const fields = only ? only.map((key) => def.fields.find((f) => f.key === key)!) : def.fields;
  return fields.map((f) => {
    const item = (
      <Form.Item
        key={f.key}
        name={f.key}
        label={f.type === 'yn' ? undefined : f.label[lang]}
        rules={[...rulesOf(f, f.label[lang], t), ...(fieldRules?.[f.key] ?? [])]}
        extra={f.hint?.[lang] ?? (f.key === def.codeKey && !row ? String(t('masterList.codeHint')) : undefined)}
        style={f.type === 'yn' ? { marginBottom: 4 } : undefined}
      >
        {inputs?.[f.key] ??
          inputOf(f, {
            fixed: f.key === def.codeKey && row !== null,
            testId: testIds?.[f.key] ?? `${testId}-form-${f.key}`,
            label: f.label[lang],
          })}
      </Form.Item>
    );
    const shown = showIf?.[f.key];
    if (!shown) return item;
    // Shown while the other values say so; re-evaluated on every change of the form.
    return (
      <Form.Item key={f.key} noStyle shouldUpdate>
        {(form) => (shown(form.getFieldsValue(true)) ? item : null)}
      </Form.Item>
    );
  });
}

/** The form's checks of a field: the server's own (required, code pattern, length, bounds), said before sending. */
function rulesOf(f: MasterFieldDef, label: string, t: TFunction): FormRule[] {
  const rules: FormRule[] = [];
  if (f.required)
    rules.push({
      required: true,
      // Blank text is no value; numbers and ids (integer, ref) are checked as numbers (the validator's
      // default type is text, which a number never passes).
      ...(f.type === 'integer' || f.type === 'ref' ? { type: 'number' as const } : { whitespace: true }),
      message: t('adminCommon.required', { field: label }),
    });
  if (f.type === 'code') rules.push({ pattern: /^[A-Za-z0-9_.-]+$/, message: t('masterList.codePattern') });
  if (f.maxLength && f.type !== 'integer') rules.push({ max: f.maxLength });
  if (f.type === 'decimal') {
    rules.push({ pattern: /^\s*[+-]?\d+(\.\d+)?\s*$/, message: t('masterList.decimal') });
    if (f.precision !== undefined) {
      const most = new RegExp(`^\\s*[+-]?\\d+(\\.\\d{1,${f.precision}})?\\s*$`);
      rules.push({ pattern: most, message: t('masterList.decimals', { precision: f.precision }) });
    }
  }
  return rules;
}

function inputOf(f: MasterFieldDef, o: { fixed: boolean; testId: string; label: string }) {
  switch (f.type) {
    case 'yn':
      return <YNCheckbox data-testid={o.testId}>{o.label}</YNCheckbox>;
    case 'integer':
      return <InputNumber min={f.min} max={f.max} precision={0} data-testid={o.testId} style={{ width: 160 }} />;
    case 'decimal':
      // Text, not a number input: the value goes to the server as typed (decimal text, never a float).
      return <Input inputMode="decimal" data-testid={o.testId} style={{ width: 200 }} />;
    case 'textarea':
      return <Input.TextArea maxLength={f.maxLength} rows={3} data-testid={o.testId} />;
    case 'lookup':
      return <LookupSelect typeCode={f.lookupType ?? ''} data-testid={o.testId} />;
    default:
      return <Input maxLength={f.maxLength} disabled={o.fixed} data-testid={o.testId} />;
  }
}
