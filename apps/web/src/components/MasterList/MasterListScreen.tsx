import type { MasterFieldDef, MasterListDef } from '@srm/core/masters/types';
import { Form, type FormRule, Input, InputNumber } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/i18n/index.ts';
import type { ColumnConfig } from '../DataTable/index.ts';
import { LookupSelect } from '../LookupSelect/index.ts';
import { YNCheckbox } from '../YNCheckbox/index.ts';
import { type MasterRow, MasterScreen } from './MasterScreen.tsx';

type Row = MasterRow & Record<string, unknown>;

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
}: {
  def: MasterListDef;
  /** The prefix of the screen's test ids (`<testId>-form`, `<testId>-keyword`). */
  testId: string;
  rootTestId?: string;
  onSaved?: () => void;
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
          ...(f.type === 'yn' ? { editType: 'checkbox' as const } : {}),
          ...(f.type === 'lookup' && f.lookupType ? { editType: 'select' as const, typeCode: f.lookupType } : {}),
        })),
    [def, lang],
  );
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
      columns={columns}
      onSaved={onSaved}
      formTitle={(row) =>
        row
          ? t('masterList.editOne', { one: def.one[lang], title: row.title ?? String(row[def.codeKey]) })
          : t('masterList.addOne', { one: def.one[lang] })
      }
      initialValues={(row) => (row ? { ...row } : { enabledFlag: 'Y', ...defaults })}
      form={(row) => <MasterFormItems def={def} row={row} testId={testId} />}
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
}: {
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
  return fields.map((f) => (
    <Form.Item
      key={f.key}
      name={f.key}
      label={f.type === 'yn' ? undefined : f.label[lang]}
      rules={rulesOf(f, f.label[lang], t)}
      extra={f.hint?.[lang] ?? (f.key === def.codeKey && !row ? String(t('masterList.codeHint')) : undefined)}
      style={f.type === 'yn' ? { marginBottom: 4 } : undefined}
    >
      {inputOf(f, {
        fixed: f.key === def.codeKey && row !== null,
        testId: testIds?.[f.key] ?? `${testId}-form-${f.key}`,
        label: f.label[lang],
      })}
    </Form.Item>
  ));
}

/** The form's checks of a field: the server's own (required, code pattern, length, bounds), said before sending. */
function rulesOf(f: MasterFieldDef, label: string, t: TFunction): FormRule[] {
  const rules: FormRule[] = [];
  if (f.required)
    rules.push({
      required: true,
      whitespace: f.type !== 'integer',
      message: t('adminCommon.required', { field: label }),
    });
  if (f.type === 'code') rules.push({ pattern: /^[A-Za-z0-9_.-]+$/, message: t('masterList.codePattern') });
  if (f.maxLength && f.type !== 'integer') rules.push({ max: f.maxLength });
  return rules;
}

function inputOf(f: MasterFieldDef, o: { fixed: boolean; testId: string; label: string }) {
  switch (f.type) {
    case 'yn':
      return <YNCheckbox data-testid={o.testId}>{o.label}</YNCheckbox>;
    case 'integer':
      return <InputNumber min={f.min} max={f.max} precision={0} data-testid={o.testId} style={{ width: 160 }} />;
    case 'textarea':
      return <Input.TextArea maxLength={f.maxLength} rows={3} data-testid={o.testId} />;
    case 'lookup':
      return <LookupSelect typeCode={f.lookupType ?? ''} data-testid={o.testId} />;
    default:
      return <Input maxLength={f.maxLength} disabled={o.fixed} data-testid={o.testId} />;
  }
}
