import type { FieldDef } from '@srm/core/documents/types';
import { Descriptions, Form, type FormInstance } from 'antd';
import { useLang } from '../../app/i18n/index.ts';
import type { Row } from '../DataTable/types.ts';
import { DisplayField, type DisplayType } from '../DisplayField/index.ts';

type Props = {
  form: FormInstance<Row>;
  fields: readonly FieldDef[];
  testId: string;
};

const DISPLAY: Record<FieldDef['type'], DisplayType> = {
  text: 'text',
  textarea: 'text',
  number: 'number',
  price: 'price',
  amount: 'amount',
  date: 'date',
  datetime: 'datetime',
  lookup: 'lookup',
  ref: 'text',
  attachments: 'text',
};

/**
 * The header of a document the user may not edit (view mode, or a state it cannot be edited in), as a
 * description layout (issue 15): each value written as the lists write it, an empty one as '—', with no
 * required marks and no placeholders that could be taken for values. The values are the edit form's
 * (the screen fills one form either way), so switching to editing shows the same document.
 */
export function HeaderDescriptions({ form, fields, testId }: Props) {
  const lang = useLang();
  const values: Row = Form.useWatch([], { form, preserve: true }) ?? {};
  return (
    // The form stays connected (it holds the document for the actions) without rendering an element.
    <Form form={form} component={false}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        data-testid={`${testId}-header`}
        data-readonly="true"
        items={fields
          .filter((f) => f.type !== 'attachments')
          .map((field) => {
            // A reference shows the chosen record's name, kept beside its id.
            const value = field.type === 'ref' && field.displayKey ? values[field.displayKey] : values[field.key];
            return {
              key: field.key,
              label: field.label[lang],
              span: field.type === 'textarea' ? ('filled' as const) : 1,
              children: (
                <DisplayField
                  value={value}
                  type={DISPLAY[field.type]}
                  typeCode={field.lookupType}
                  precision={field.precision}
                  align="left"
                  data-testid={`${testId}-field-${field.key}`}
                />
              ),
            };
          })}
      />
    </Form>
  );
}
