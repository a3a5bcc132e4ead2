import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { useLang } from '../../../app/i18n/index.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import { LOOKUP_API, type LookupTypeRow, type LookupValueRow, localName } from './api.ts';
import { useTypeOptions } from './useTypeOptions.ts';

type ValueForm = {
  lookupCode: string;
  meaning: string;
  meaningEn?: string;
  description?: string;
  enabledFlag: 'Y' | 'N';
  seqNum: number;
  parentLookupTypeId?: number | null;
  parentLookupValuesId?: number | null;
  systemCode: string;
  buOrgId?: number | null;
};

type BusinessUnit = { orgId: number; orgCode: string; orgName: string; orgNameEn: string | null; orgType: string };

/** The values of a (parent) type as options `CODE · meaning`. */
function useParentValues(lookupTypeId: number | null | undefined) {
  const lang = useLang();
  const query = useQuery({
    queryKey: ['adminLookup', 'parentValues', lookupTypeId],
    queryFn: () =>
      post<LookupValueRow[]>(LOOKUP_API.listValues, { searchParams: { lookupTypeId }, pageIndex: 1, pageRows: 500 }),
    enabled: !!lookupTypeId,
  });
  const options = useMemo(
    () =>
      (query.data ?? []).map((value) => ({
        value: value.lookupValuesId,
        label: `${value.lookupCode} · ${localName(lang, value.meaning, value.meaningEn)}`,
      })),
    [query.data, lang],
  );
  return { options, isLoading: query.isLoading && !!lookupTypeId };
}

/** The business units (top organisations) for the value's organisation. */
function useBusinessUnits() {
  const lang = useLang();
  const query = useQuery({
    queryKey: ['adminLookup', 'businessUnits'],
    queryFn: () => post<BusinessUnit[]>(LOOKUP_API.businessUnits, { treeType: 'BU', enabledFlag: 'Y' }),
    staleTime: 60_000,
    retry: false,
  });
  const options = useMemo(
    () =>
      (query.data ?? [])
        .filter((org) => org.orgType === 'BU')
        .map((org) => ({ value: org.orgId, label: `${org.orgCode} · ${localName(lang, org.orgName, org.orgNameEn)}` })),
    [query.data, lang],
  );
  return { options, isLoading: query.isLoading, failed: query.isError };
}

/** Adds a value to `type`, or edits `value`, with every field of spec §3 "Lookup value". */
export function LookupValueFormModal({
  open,
  type,
  value,
  onClose,
  onSaved,
}: {
  open: boolean;
  type: LookupTypeRow;
  value: LookupValueRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const types = useTypeOptions();
  const units = useBusinessUnits();
  const initialValues = useMemo<Partial<ValueForm>>(
    () =>
      value
        ? {
            lookupCode: value.lookupCode,
            meaning: value.meaning,
            meaningEn: value.meaningEn ?? undefined,
            description: value.description ?? undefined,
            enabledFlag: value.enabledFlag,
            seqNum: value.seqNum,
            parentLookupTypeId: value.parentLookupTypeId,
            parentLookupValuesId: value.parentLookupValuesId,
            systemCode: value.systemCode,
            buOrgId: value.buOrgId,
          }
        : {
            enabledFlag: 'Y',
            seqNum: 0,
            systemCode: type.systemCode || 'BASE',
            parentLookupTypeId: type.parentLookupTypeId,
          },
    [value, type],
  );
  const required = (field: string) => ({ required: true, message: t('adminCommon.required', { field }) });
  const parentTypes = types.options.filter((option) => option.value !== type.lookupTypeId);

  return (
    <FormModal<ValueForm>
      open={open}
      width={720}
      title={
        value
          ? t('adminLookup.editValue', { code: value.lookupCode })
          : `${t('adminLookup.addValue')} · ${type.lookupType}`
      }
      initialValues={initialValues}
      testId="lookup-value-form"
      onClose={onClose}
      onSubmit={async (values) => {
        await post(LOOKUP_API.saveValue, {
          ...values,
          lookupTypeId: type.lookupTypeId,
          parentLookupTypeId: values.parentLookupValuesId ? (values.parentLookupTypeId ?? null) : null,
          parentLookupValuesId: values.parentLookupValuesId ?? null,
          buOrgId: values.buOrgId ?? null,
          lookupValuesId: value?.lookupValuesId,
          version: value?.version,
        });
        onSaved();
      }}
    >
      {(form) => (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="lookupCode"
              label={t('adminLookup.lookupCode')}
              rules={[required(t('adminLookup.lookupCode'))]}
            >
              <Input maxLength={64} data-testid="lookup-value-code" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="seqNum" label={t('adminLookup.seqNum')}>
              <InputNumber
                min={0}
                max={1_000_000_000}
                precision={0}
                style={{ width: '100%' }}
                data-testid="lookup-value-seq"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="meaning" label={t('adminLookup.meaningCn')} rules={[required(t('adminLookup.meaningCn'))]}>
              <Input maxLength={256} data-testid="lookup-value-meaning" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="meaningEn" label={t('adminLookup.meaningEn')}>
              <Input maxLength={256} data-testid="lookup-value-meaning-en" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="parentLookupTypeId" label={t('adminLookup.parentTypeOfValue')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={types.isLoading}
                options={parentTypes}
                placeholder={t('table.selectPlaceholder')}
                onChange={() => form.setFieldValue('parentLookupValuesId', null)}
                data-testid="lookup-value-parent-type"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item noStyle dependencies={['parentLookupTypeId']}>
              {() => (
                <ParentValueItem
                  parentTypeId={form.getFieldValue('parentLookupTypeId') as number | null | undefined}
                  excludeId={value?.lookupValuesId}
                />
              )}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="buOrgId"
              label={t('adminLookup.buOrg')}
              extra={units.failed ? t('adminLookup.buOrgUnavailable') : undefined}
            >
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={units.isLoading}
                disabled={units.failed}
                options={units.options}
                placeholder={t('table.selectPlaceholder')}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="systemCode"
              label={t('adminLookup.systemCode')}
              rules={[required(t('adminLookup.systemCode'))]}
            >
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="enabledFlag" label={t('adminCommon.enabledFlag')}>
              <YNCheckbox data-testid="lookup-value-enabled">{t('adminCommon.enabled')}</YNCheckbox>
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t('adminLookup.description')}>
              <Input.TextArea maxLength={512} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </FormModal>
  );
}

function ParentValueItem({ parentTypeId, excludeId }: { parentTypeId: number | null | undefined; excludeId?: number }) {
  const { t } = useTranslation();
  const parents = useParentValues(parentTypeId);
  return (
    <Form.Item
      name="parentLookupValuesId"
      label={t('adminLookup.parentValue')}
      extra={t('adminLookup.parentValueHelp')}
    >
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        disabled={!parentTypeId}
        loading={parents.isLoading}
        options={parents.options.filter((option) => option.value !== excludeId)}
        placeholder={t('table.selectPlaceholder')}
        data-testid="lookup-value-parent"
      />
    </Form.Item>
  );
}
