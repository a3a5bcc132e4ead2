import { USER_TYPE_INSIDE, USER_TYPE_SUPPLIER } from '@srm/core/constants/identity';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import { RESP_API, type RespRow } from './api.ts';

const DATA_SCOPES = ['PERMITTED', 'OWN_ORG', 'ALL'] as const;

type Values = Pick<
  RespRow,
  | 'responsibilityCode'
  | 'responsibilityName'
  | 'responsibilityNameEn'
  | 'systemCode'
  | 'userType'
  | 'dataScope'
  | 'enabledFlag'
>;

/** Add or edit a responsibility: code, names CN/EN, system code, user class, data scope, enabled. */
export function ResponsibilityFormModal({
  editing,
  open,
  onClose,
  onSaved,
}: {
  /** The row being edited; null to add one. */
  editing: RespRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<Values>>(
    () =>
      editing
        ? {
            responsibilityCode: editing.responsibilityCode,
            responsibilityName: editing.responsibilityName,
            responsibilityNameEn: editing.responsibilityNameEn ?? '',
            systemCode: editing.systemCode,
            userType: editing.userType,
            dataScope: editing.dataScope,
            enabledFlag: editing.enabledFlag,
          }
        : { systemCode: 'SRM', userType: USER_TYPE_INSIDE, dataScope: 'PERMITTED', enabledFlag: 'Y' },
    [editing],
  );
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('adminCommon.required', { field }) },
  ];
  const userTypes = [
    { value: USER_TYPE_INSIDE, label: t('adminResp.inside') },
    { value: USER_TYPE_SUPPLIER, label: t('adminResp.supplier') },
  ];
  // A responsibility of another external class (EX_…) keeps its own code.
  if (editing && !userTypes.some((o) => o.value === editing.userType))
    userTypes.push({ value: editing.userType, label: editing.userType });

  return (
    <FormModal<Values>
      open={open}
      title={editing ? t('adminResp.editTitle') : t('adminResp.addTitle')}
      initialValues={initialValues}
      testId="resp-form"
      onClose={onClose}
      onSubmit={async (values) => {
        await post(RESP_API.save, {
          ...values,
          responsibilityNameEn: values.responsibilityNameEn?.trim() || undefined,
          ...(editing ? { responsibilityId: editing.responsibilityId, version: editing.version } : {}),
        });
        onSaved();
      }}
    >
      <Form.Item name="responsibilityCode" label={t('adminResp.code')} rules={required(t('adminResp.code'))}>
        <Input maxLength={64} data-testid="resp-form-code" />
      </Form.Item>
      <Form.Item name="responsibilityName" label={t('adminResp.nameCn')} rules={required(t('adminResp.nameCn'))}>
        <Input maxLength={128} data-testid="resp-form-name" />
      </Form.Item>
      <Form.Item name="responsibilityNameEn" label={t('adminResp.nameEn')}>
        <Input maxLength={128} data-testid="resp-form-name-en" />
      </Form.Item>
      <Form.Item name="systemCode" label={t('adminResp.systemCode')} rules={required(t('adminResp.systemCode'))}>
        <Input maxLength={32} data-testid="resp-form-system" />
      </Form.Item>
      <Form.Item name="userType" label={t('adminResp.userType')} extra={t('adminResp.userTypeHelp')}>
        <Select options={userTypes} data-testid="resp-form-user-type" />
      </Form.Item>
      <Form.Item name="dataScope" label={t('adminResp.dataScope')} extra={t('adminResp.dataScopeHelp')}>
        <Select
          data-testid="resp-form-data-scope"
          options={DATA_SCOPES.map((scope) => ({ value: scope, label: t(`adminResp.scope${scope}`) }))}
        />
      </Form.Item>
      <Form.Item name="enabledFlag" style={{ marginBottom: 0 }}>
        <YNCheckbox data-testid="resp-form-enabled">{t('adminCommon.enabled')}</YNCheckbox>
      </Form.Item>
    </FormModal>
  );
}
