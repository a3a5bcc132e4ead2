import type { FieldDef } from '@srm/core/documents/types';
import { Col, DatePicker, Form, type FormInstance, Row as GridRow, Input, InputNumber } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/i18n/index.ts';
import type { Row } from '../DataTable/types.ts';
import { LookupSelect } from '../LookupSelect/index.ts';
import { RefSelect } from './RefSelect.tsx';

type Props = {
  form: FormInstance<Row>;
  fields: readonly FieldDef[];
  /** False in view mode and in states the document may not be edited in. */
  editable: boolean;
  testId: string;
  onValuesChange?: () => void;
};

/** A ref field inside the form: stores the id, keeps the name (displayKey) and the picked row's fills. */
function RefItem({
  form,
  field,
  editable,
  testId,
}: {
  form: FormInstance<Row>;
  field: FieldDef;
  editable: boolean;
  testId: string;
}) {
  const values = Form.useWatch([], { form, preserve: true }) ?? {};
  const name = field.displayKey ? form.getFieldValue(field.displayKey) : undefined;
  return (
    <RefSelect
      field={field}
      value={values[field.key]}
      displayName={name}
      doc={values}
      disabled={!editable}
      testId={testId}
      onChange={(id, label, fills) => {
        const next: Row = { [field.key]: id ?? null, ...fills };
        if (field.displayKey) next[field.displayKey] = label;
        form.setFieldsValue(next);
        void form.validateFields([field.key]).catch(() => undefined);
      }}
    />
  );
}

/** The header of a document, laid out from its FieldDef[] (attachments are shown in their own section). */
export function HeaderForm({ form, fields, editable, testId, onValuesChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form form={form} layout="vertical" onValuesChange={onValuesChange} data-testid={`${testId}-header`}>
      <GridRow gutter={16}>
        {fields
          .filter((f) => f.type !== 'attachments')
          .map((field) => {
            const label = field.label[lang];
            const id = `${testId}-field-${field.key}`;
            const locked = !editable || field.readOnly;
            const rules =
              field.required && !field.readOnly
                ? [{ required: true, message: t('document.required', { field: label }) }]
                : [];
            let control: React.ReactNode;
            let itemProps: Record<string, unknown> = {};
            switch (field.type) {
              case 'textarea':
                control = <Input.TextArea rows={2} maxLength={field.maxLength} disabled={locked} data-testid={id} />;
                break;
              case 'number':
              case 'price':
              case 'amount':
                control = (
                  // No min / max: antd would replace an out-of-range value on blur (a typed 0 became the
                  // minimum and was saved as such); the server refuses it with its message instead.
                  <InputNumber
                    precision={field.precision}
                    disabled={locked}
                    style={{ width: '100%' }}
                    data-testid={id}
                    formatter={
                      locked
                        ? (v) =>
                            v == null || String(v) === ''
                              ? ''
                              : Number(v).toLocaleString('en-US', {
                                  maximumFractionDigits: field.precision ?? 6,
                                  minimumFractionDigits: field.type === 'amount' ? (field.precision ?? 2) : 0,
                                })
                        : undefined
                    }
                  />
                );
                break;
              case 'date':
                control = <DatePicker disabled={locked} style={{ width: '100%' }} data-testid={id} />;
                itemProps = {
                  getValueProps: (v: unknown) => ({ value: v ? dayjs(String(v)) : null }),
                  normalize: (v: dayjs.Dayjs | null) => (v ? v.format('YYYY-MM-DD') : null),
                };
                break;
              case 'datetime':
                // An instant: picked in the user's local time, sent as ISO 8601 with its offset
                // (2026-11-30T10:00:00+08:00); the server answers it in UTC, shown here in local time again.
                control = (
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format="YYYY-MM-DD HH:mm"
                    disabled={locked}
                    placeholder={locked ? '' : undefined}
                    style={{ width: '100%' }}
                    data-testid={id}
                  />
                );
                itemProps = {
                  getValueProps: (v: unknown) => ({ value: v ? dayjs(String(v)) : null }),
                  normalize: (v: dayjs.Dayjs | null) => (v ? v.second(0).millisecond(0).format() : null),
                };
                break;
              case 'lookup':
                control = <LookupSelect typeCode={field.lookupType ?? ''} disabled={locked} data-testid={id} />;
                break;
              case 'ref':
                return (
                  <Col span={8} key={field.key}>
                    <Form.Item name={field.key} label={label} rules={rules} required={field.required}>
                      <RefItem form={form} field={field} editable={!locked} testId={id} />
                    </Form.Item>
                  </Col>
                );
              default:
                control = <Input maxLength={field.maxLength} disabled={locked} data-testid={id} />;
            }
            return (
              <Col span={field.type === 'textarea' ? 16 : 8} key={field.key}>
                <Form.Item name={field.key} label={label} rules={rules} {...itemProps}>
                  {control}
                </Form.Item>
              </Col>
            );
          })}
      </GridRow>
    </Form>
  );
}
