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
