import { USER_TYPE_INSIDE, USER_TYPE_SUPPLIER } from '@srm/core/constants/identity';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RespRow } from './api.ts';

const DATA_SCOPES = ['PERMITTED', 'OWN_ORG', 'ALL'] as const;

export type RespValues = Pick<
  RespRow,
  | 'responsibilityCode'
  | 'responsibilityName'
  | 'responsibilityNameEn'
  | 'systemCode'
  | 'userType'
  | 'dataScope'
  | 'enabledFlag'
>;

/** What a new responsibility starts with (the declaration's defaults: packages/core/src/masters/access.ts). */
export const RESP_DEFAULTS: Partial<RespValues> = {
  systemCode: 'SRM',
  userType: USER_TYPE_INSIDE,
  dataScope: 'PERMITTED',
  enabledFlag: 'Y',
};

/**
 * The items of the responsibility form (the master-list screen's form, ResponsibilityScreen): code, names
 * CN/EN, system code, user class, data scope; the enabled box is the screen's.
 */
export function ResponsibilityFormItems({ editing }: { editing: RespRow | null }) {
  const { t } = useTranslation();
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
    <>
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
    </>
  );
}
