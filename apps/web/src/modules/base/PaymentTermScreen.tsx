import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnConfig } from '../../components/DataTable/index.ts';
import { LookupSelect } from '../../components/LookupSelect/index.ts';
import { MasterScreen } from '../../components/MasterList/MasterScreen.tsx';
import { ENTITY, type MasterRow } from './api.ts';

type TermNode = { nodeId?: number; stageName: string; eventCode: string; daysAfter: number; proportion: string };
type TermRow = MasterRow & {
  paymentTermId: number;
  termCode: string;
  termName: string;
  termNameEn: string | null;
  description: string | null;
  nodes: TermNode[];
};
type TermValues = Omit<TermRow, 'paymentTermId' | 'version' | 'title'>;

/** The total shown while typing (the server decides: exactly 100 %, in ten-thousandths). */
const total = (nodes: Partial<TermNode>[] | undefined) =>
  (nodes ?? []).reduce((sum, n) => sum + Math.round(Number(n?.proportion || 0) * 10_000), 0) / 10_000;

/** Base data → Payment terms (htmlUrl paymentProportionList): nodes whose proportions add up to 100 %. */
export default function PaymentTermScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnConfig<TermRow>[]>(
    () => [
      { key: 'termCode', title: t('baseData.term.code'), width: 140, fixedStyle: 'left' },
      { key: 'title', title: t('baseData.term.name'), width: 240 },
      {
        key: 'nodes',
        title: t('baseData.term.nodes'),
        width: 380,
        render: (_, row) => (
          <Space size={[4, 4]} wrap>
            {row.nodes.map((n) => (
              <Tag key={n.nodeId}>
                {n.stageName} {Number(n.proportion)}%
              </Tag>
            ))}
          </Space>
        ),
      },
      { key: 'description', title: t('baseData.description'), width: 200 },
    ],
    [t],
  );
  const required = (field: string) => [{ required: true, message: t('adminCommon.required', { field }) }];
  return (
    <MasterScreen<TermRow, TermValues>
      testId="payment-term"
      entity={ENTITY.term}
      idKey="paymentTermId"
      title={t('baseData.term.title')}
      importWhat={t('baseData.term.title')}
      importHint={t('baseData.term.importHint')}
      columns={columns}
      formTitle={(row) => (row ? t('baseData.term.editTitle', { code: row.termCode }) : t('baseData.term.addTitle'))}
      formWidth={820}
      initialValues={(row) =>
        row
          ? {
              termCode: row.termCode,
              termName: row.termName,
              termNameEn: row.termNameEn,
              description: row.description,
              enabledFlag: row.enabledFlag,
              nodes: row.nodes.map((n) => ({ ...n, proportion: String(Number(n.proportion)) })),
            }
          : { enabledFlag: 'Y', nodes: [{ stageName: '', eventCode: 'INVOICE', daysAfter: 30, proportion: '100' }] }
      }
      form={() => (
        <>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
            <Form.Item name="termCode" label={t('baseData.term.code')} rules={required(t('baseData.term.code'))}>
              <Input maxLength={64} data-testid="term-form-code" />
            </Form.Item>
            <Form.Item name="termName" label={t('baseData.term.name')} rules={required(t('baseData.term.name'))}>
              <Input maxLength={128} data-testid="term-form-name" />
            </Form.Item>
            <Form.Item name="termNameEn" label={t('baseData.nameEn')}>
              <Input maxLength={128} />
            </Form.Item>
            <Form.Item name="description" label={t('baseData.description')}>
              <Input maxLength={512} />
            </Form.Item>
          </div>
          <Typography.Text strong>{t('baseData.term.nodes')}</Typography.Text>
          <Form.List name="nodes">
            {(fields, { add, remove }) => (
              <div data-testid="term-form-nodes" style={{ marginTop: 8 }}>
                {fields.map((field, i) => (
                  <Space key={field.key} align="start" style={{ display: 'flex' }}>
                    <Form.Item name={[field.name, 'stageName']} rules={required(t('baseData.term.stage'))}>
                      <Input
                        placeholder={t('baseData.term.stage')}
                        style={{ width: 180 }}
                        data-testid={`term-node-${i}-stage`}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'eventCode']} rules={required(t('baseData.term.event'))}>
                      <LookupSelect
                        typeCode="BASE_PAYMENT_EVENT"
                        style={{ width: 140 }}
                        data-testid={`term-node-${i}-event`}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'daysAfter']} rules={required(t('baseData.term.days'))}>
                      <InputNumber
                        min={0}
                        max={3650}
                        precision={0}
                        addonAfter={t('baseData.term.days')}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'proportion']} rules={required(t('baseData.term.proportion'))}>
                      <Input
                        inputMode="decimal"
                        suffix="%"
                        style={{ width: 110 }}
                        data-testid={`term-node-${i}-proportion`}
                      />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('adminCommon.delete')}
                    />
                  </Space>
                ))}
                <Space>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ stageName: '', eventCode: 'INVOICE', daysAfter: 0, proportion: '' })}
                    data-testid="term-add-node"
                  >
                    {t('baseData.term.addNode')}
                  </Button>
                  <Form.Item noStyle shouldUpdate>
                    {(form) => {
                      const sum = total(form.getFieldValue('nodes'));
                      return sum === 100 ? (
                        <Tag color="green">{t('baseData.term.totalOk')}</Tag>
                      ) : (
                        <Tag color="orange" data-testid="term-total">
                          {t('baseData.term.total', { sum })}
                        </Tag>
                      );
                    }}
                  </Form.Item>
                </Space>
              </div>
            )}
          </Form.List>
        </>
      )}
    />
  );
}
