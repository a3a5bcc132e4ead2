import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/i18n/index.ts';
import { LookupSelect } from '../../../components/LookupSelect/index.ts';
import { issuesOn } from './templateRules.ts';

/** The criterion lines as the form holds them. */
export type CriterionValues = {
  criterionName?: string;
  criterionNameEn?: string | null;
  criterionKind?: string;
  weight?: string;
  maxScore?: string;
};

const DECIMAL = /^\s*\d+(\.\d{1,2})?\s*$/;

/**
 * A template's scoring criteria in its form: one row per criterion (name, English name, kind, weight,
 * max score), added and removed in place; the sums per kind checked with the rest of the form (core's rule).
 */
export function CriteriaLines() {
  const { t } = useTranslation();
  const lang = useLang();
  const form = Form.useFormInstance();
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('adminCommon.required', { field }),
  });
  const decimal = { pattern: DECIMAL, message: t('masterList.decimals', { precision: 2 }) };
  const cell = { marginBottom: 8 };
  return (
    <Form.Item label={t('sourcing.rules.criteria')} extra={t('sourcing.rules.criteriaHint')} required={false}>
      <Form.List
        name="criteria"
        rules={[
          {
            validator: async () => {
              const issues = issuesOn(form, 'criteria', lang);
              if (issues.length) throw new Error(issues.join('; '));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div data-testid="template-criteria">
            {fields.length ? (
              <div style={{ display: 'grid', gridTemplateColumns: '2fr 2fr 1.2fr 1fr 1fr auto', columnGap: 8 }}>
                {(
                  [
                    ['name', t('sourcing.rules.criterionName')],
                    ['nameEn', t('sourcing.rules.criterionNameEn')],
                    ['kind', t('sourcing.rules.criterionKind')],
                    ['weight', t('sourcing.rules.weight')],
                    ['maxScore', t('sourcing.rules.maxScore')],
                    ['remove', ''],
                  ] as const
                ).map(([key, title]) => (
                  <Typography.Text key={key} type="secondary" style={{ fontSize: 12 }}>
                    {title}
                  </Typography.Text>
                ))}
                {fields.map((field) => (
                  <div key={field.key} style={{ display: 'contents' }}>
                    <Form.Item
                      name={[field.name, 'criterionName']}
                      style={cell}
                      rules={[required(t('sourcing.rules.criterionName'))]}
                    >
                      <Input maxLength={128} data-testid={`template-criteria-${field.name}-name`} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'criterionNameEn']} style={cell}>
                      <Input maxLength={128} data-testid={`template-criteria-${field.name}-nameEn`} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'criterionKind']}
                      style={cell}
                      rules={[required(t('sourcing.rules.criterionKind'))]}
                    >
                      <LookupSelect
                        typeCode="SRC_CRITERION_KIND"
                        allowClear={false}
                        data-testid={`template-criteria-${field.name}-kind`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'weight']}
                      style={cell}
                      rules={[required(t('sourcing.rules.weight')), decimal]}
                    >
                      <Input inputMode="decimal" data-testid={`template-criteria-${field.name}-weight`} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'maxScore']}
                      style={cell}
                      rules={[required(t('sourcing.rules.maxScore')), decimal]}
                    >
                      <Input inputMode="decimal" data-testid={`template-criteria-${field.name}-maxScore`} />
                    </Form.Item>
                    <Button
                      type="link"
                      danger
                      onClick={() => remove(field.name)}
                      data-testid={`template-criteria-${field.name}-remove`}
                    >
                      {t('sourcing.rules.remove')}
                    </Button>
                  </div>
                ))}
              </div>
            ) : null}
            <Button
              type="dashed"
              onClick={() => add({ criterionKind: 'TECHNICAL', maxScore: '100' })}
              data-testid="template-criteria-add"
            >
              {t('sourcing.rules.addCriterion')}
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
