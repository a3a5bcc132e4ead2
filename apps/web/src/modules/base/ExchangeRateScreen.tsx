import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnConfig } from '../../components/DataTable/index.ts';
import { LookupSelect } from '../../components/LookupSelect/index.ts';
import { MasterScreen } from '../../components/MasterList/MasterScreen.tsx';
import { ENTITY, type MasterRow } from './api.ts';

type RateRow = MasterRow & {
  exchangeRateId: number;
  fromCurrency: string;
  toCurrency: string;
  rateType: string;
  rateDate: string;
  rate: string;
};
type RateValues = { fromCurrency: string; toCurrency: string; rateType: string; rateDate: Dayjs; rate: string };

/** Base data → Exchange rates (htmlUrl exchangeRateList): one rate per currency pair, type and date. */
export default function ExchangeRateScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnConfig<RateRow>[]>(
    () => [
      {
        key: 'fromCurrency',
        title: t('baseData.rate.from'),
        width: 110,
        editType: 'select',
        typeCode: 'BASE_CURRENCY',
      },
      { key: 'toCurrency', title: t('baseData.rate.to'), width: 110, editType: 'select', typeCode: 'BASE_CURRENCY' },
      { key: 'rateType', title: t('baseData.rate.type'), width: 110, editType: 'select', typeCode: 'BASE_RATE_TYPE' },
      { key: 'rateDate', title: t('baseData.rate.date'), width: 120, editType: 'date' },
      {
        key: 'rate',
        title: t('baseData.rate.rate'),
        width: 140,
        render: (value) => (
          <span style={{ display: 'block', textAlign: 'right' }}>{String(value).replace(/\.?0+$/, '')}</span>
        ),
      },
    ],
    [t],
  );
  const required = (field: string) => [{ required: true, message: t('adminCommon.selectRequired', { field }) }];
  return (
    <MasterScreen<RateRow, RateValues>
      testId="exchange-rate"
      entity={ENTITY.rate}
      idKey="exchangeRateId"
      title={t('baseData.rate.title')}
      columns={columns}
      importWhat={t('baseData.rate.title')}
      noKeyword
      filters={
        <>
          <Form.Item name="fromCurrency" label={t('baseData.rate.from')}>
            <LookupSelect typeCode="BASE_CURRENCY" style={{ width: 110 }} data-testid="rate-filter-from" />
          </Form.Item>
          <Form.Item name="rateType" label={t('baseData.rate.type')}>
            <LookupSelect typeCode="BASE_RATE_TYPE" style={{ width: 110 }} data-testid="rate-filter-type" />
          </Form.Item>
        </>
      }
      formTitle={(row) => (row ? t('baseData.rate.editTitle') : t('baseData.rate.addTitle'))}
      formWidth={560}
      initialValues={(row) =>
        row
          ? { ...row, rateDate: dayjs(row.rateDate), rate: row.rate.replace(/\.?0+$/, '') }
          : { toCurrency: 'CNY', rateType: 'SPOT', rateDate: dayjs() }
      }
      toBody={(values) => ({ ...values, rateDate: values.rateDate.format('YYYY-MM-DD') })}
      form={() => (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          <Form.Item name="fromCurrency" label={t('baseData.rate.from')} rules={required(t('baseData.rate.from'))}>
            <LookupSelect typeCode="BASE_CURRENCY" data-testid="rate-form-from" />
          </Form.Item>
          <Form.Item name="toCurrency" label={t('baseData.rate.to')} rules={required(t('baseData.rate.to'))}>
            <LookupSelect typeCode="BASE_CURRENCY" data-testid="rate-form-to" />
          </Form.Item>
          <Form.Item name="rateType" label={t('baseData.rate.type')} rules={required(t('baseData.rate.type'))}>
            <LookupSelect typeCode="BASE_RATE_TYPE" data-testid="rate-form-type" />
          </Form.Item>
          <Form.Item name="rateDate" label={t('baseData.rate.date')} rules={required(t('baseData.rate.date'))}>
            <DatePicker style={{ width: '100%' }} data-testid="rate-form-date" />
          </Form.Item>
          <Form.Item
            name="rate"
            label={t('baseData.rate.rate')}
            rules={[
              { required: true, message: t('adminCommon.required', { field: t('baseData.rate.rate') }) },
              {
                validator: async (_, v) =>
                  v && !(Number(v) > 0) ? Promise.reject(t('baseData.rate.ratePositive')) : undefined,
              },
            ]}
          >
            <Input inputMode="decimal" data-testid="rate-form-rate" />
          </Form.Item>
        </div>
      )}
    />
  );
}
