import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** A required field, with the shared '请输入{{field}}' message. */
export const required = (t: TFunction, field: string): FormRule => ({
  required: true,
  whitespace: true,
  message: t('adminCommon.required', { field }),
});

/** A required choice, with the shared '请选择{{field}}' message. */
export const selectRequired = (t: TFunction, field: string): FormRule => ({
  required: true,
  message: t('adminCommon.selectRequired', { field }),
});

/** A code as the server accepts it: required, letters, digits and - _ . only, at most 64 characters. */
export const codeRules = (t: TFunction, field: string): FormRule[] => [
  required(t, field),
  { pattern: /^[A-Za-z0-9_.-]+$/, message: t('adminOrg.codePattern') },
  { max: 64 },
];
