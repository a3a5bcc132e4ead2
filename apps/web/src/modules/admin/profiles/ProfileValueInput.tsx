import { Input, InputNumber, Switch, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { limitsOf, type ValueType } from './api.ts';

/**
 * The editor of a profile value by its type: a switch for Y/N flags, a whole number within the
 * profile's bounds, or a text. The form keeps the value as the string the server stores.
 */
export function ProfileValueInput({
  valueType,
  profileCode,
  value,
  onChange,
  'data-testid': testId = 'profile-value',
}: {
  valueType: ValueType;
  profileCode: string;
  value?: string;
  onChange?: (value: string) => void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  if (valueType === 'FLAG')
    return (
      <Switch
        checked={value === 'Y'}
        onChange={(checked) => onChange?.(checked ? 'Y' : 'N')}
        checkedChildren={t('adminProfile.on')}
        unCheckedChildren={t('adminProfile.off')}
        data-testid={testId}
      />
    );
  if (valueType === 'NUMBER') {
    // No min/max on the editor itself: it would clamp silently; the form rule names the range instead.
    const { min, max } = limitsOf(profileCode);
    return (
      <InputNumber<number>
        precision={0}
        placeholder={`${min} – ${max}`}
        value={value === undefined || value === '' ? null : Number(value)}
        onChange={(next) => onChange?.(next === null ? '' : String(next))}
        style={{ width: 220 }}
        data-testid={testId}
      />
    );
  }
  return (
    <Input maxLength={512} value={value} onChange={(event) => onChange?.(event.target.value)} data-testid={testId} />
  );
}

/** The form rules of a profile value: required, and a number within the profile's bounds. */
export function profileValueRules(valueType: ValueType, profileCode: string, t: TFunction): Rule[] {
  const rules: Rule[] = [{ required: true, whitespace: true, message: t('adminProfile.valueRequired') }];
  if (valueType === 'NUMBER') {
    const { min, max } = limitsOf(profileCode);
    rules.push({
      validator: async (_rule, value: string | undefined) => {
        if (value === undefined || value === '') return;
        const n = Number(value);
        if (!Number.isInteger(n) || n < min || n > max) throw new Error(t('adminProfile.valueRange', { min, max }));
      },
    });
  }
  return rules;
}

/** A value as shown in lists: On / Off for flags, the number or text otherwise. */
export function ProfileValueText({ valueType, value }: { valueType: ValueType; value: string }) {
  const { t } = useTranslation();
  if (valueType === 'FLAG')
    return value === 'Y' ? (
      <Tag color="success">{t('adminProfile.on')}</Tag>
    ) : (
      <Tag color="default">{t('adminProfile.off')}</Tag>
    );
  return <span>{value}</span>;
}
