import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { LOOKUP_API, type LookupTypeRow } from './api.ts';
import { useTypeOptions } from './useTypeOptions.ts';

type TypeForm = {
  lookupType: string;
  meaning: string;
  meaningEn?: string;
  description?: string;
  systemCode: string;
  parentLookupTypeId?: number | null;
};

/** Adds a lookup type (editing: `type` set; its code stays fixed). */
export function LookupTypeFormModal({
  open,
  type,
  onClose,
  onSaved,
}: {
  open: boolean;
  type: LookupTypeRow | null;
  onClose: () => void;
  onSaved: (saved: LookupTypeRow) => void;
}) {
  const { t } = useTranslation();
  const types = useTypeOptions();
  const initialValues = useMemo<Partial<TypeForm>>(
    () =>
      type
        ? {
            lookupType: type.lookupType,
            meaning: type.meaning,
            meaningEn: type.meaningEn ?? undefined,
            description: type.description ?? undefined,
            systemCode: type.systemCode,
            parentLookupTypeId: type.parentLookupTypeId,
          }
        : { systemCode: 'BASE' },
    [type],
  );
  const parentOptions = types.options.filter((option) => option.value !== type?.lookupTypeId);
  const required = (field: string) => ({ required: true, message: t('adminCommon.required', { field }) });

  return (
    <FormModal<TypeForm>
      open={open}
      title={type ? t('adminLookup.editType', { code: type.lookupType }) : t('adminLookup.addType')}
      initialValues={initialValues}
      testId="lookup-type-form"
      onClose={onClose}
      onSubmit={async (values) => {
        const saved = await post<LookupTypeRow>(LOOKUP_API.saveType, {
          ...values,
          parentLookupTypeId: values.parentLookupTypeId ?? null,
          lookupTypeId: type?.lookupTypeId,
          version: type?.version,
        });
        onSaved(saved);
      }}
    >
      <Form.Item
        name="lookupType"
        label={t('adminLookup.typeCode')}
        rules={[required(t('adminLookup.typeCode'))]}
        extra={type ? t('adminLookup.typeCodeFixed') : t('adminLookup.typeCodeHelp')}
      >
        <Input maxLength={64} disabled={!!type} data-testid="lookup-type-code" />
      </Form.Item>
      <Form.Item name="meaning" label={t('adminLookup.typeNameCn')} rules={[required(t('adminLookup.typeNameCn'))]}>
        <Input maxLength={128} data-testid="lookup-type-meaning" />
      </Form.Item>
      <Form.Item name="meaningEn" label={t('adminLookup.typeNameEn')}>
        <Input maxLength={128} data-testid="lookup-type-meaning-en" />
      </Form.Item>
      <Form.Item name="parentLookupTypeId" label={t('adminLookup.parentType')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={types.isLoading}
          options={parentOptions}
          placeholder={t('table.selectPlaceholder')}
          data-testid="lookup-type-parent"
        />
      </Form.Item>
      <Form.Item name="systemCode" label={t('adminLookup.systemCode')} rules={[required(t('adminLookup.systemCode'))]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="description" label={t('adminLookup.description')}>
        <Input.TextArea maxLength={512} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
