import { Select } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../app/lookup/useLookup.ts';

/** Props of LookupSelect. `value` is the lookupCode (or codes in multiple mode); the user sees the meaning. */
export type LookupSelectProps = {
  /** The lookup type (值集), e.g. `SLC_SUPPLIER_STATUS`. */
  typeCode: string;
  /** The chosen lookupCode; in multiple mode an array of them. */
  value?: string | string[] | null;
  /** Called with the lookupCode (or codes), or null when cleared. */
  onChange?: (value: string | string[] | null) => void;
  /** Several values (an array of codes). */
  multiple?: boolean;
  /** A clear button (default true). */
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** antd's validation status: 'error' gives the red outline. */
  status?: 'error' | 'warning';
  /** Narrows the offered values (e.g. by parentLookupValuesId); the current value always shows its meaning. */
  filter?: (lookupCode: string, meaning: string) => boolean;
  size?: 'small' | 'middle' | 'large';
  style?: CSSProperties;
  className?: string;
  /** Overrides the test id (default `lookup-select`). */
  'data-testid'?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  onBlur?: () => void;
  /** Focuses the select when it mounts. */
  autoFocus?: boolean;
  /** Opens the dropdown when it mounts (a table cell that became an editor on a click). */
  defaultOpen?: boolean;
};

/**
 * A select over the values of one lookup type (spec §1 "a lookup-based select"), read from the
 * BASE_lookup cache through useLookup. It shows the meaning in the current language and stores the
 * lookupCode. Disabled values (enabledFlag N) are not offered, but a record that already holds one
 * still shows its meaning rather than a bare code.
 */
export function LookupSelect({
  typeCode,
  value,
  onChange,
  multiple = false,
  allowClear = true,
  disabled,
  placeholder,
  status,
  filter,
  size,
  style,
  className,
  'data-testid': testId = 'lookup-select',
  'aria-label': ariaLabel,
  onBlur,
  autoFocus,
  defaultOpen,
}: LookupSelectProps) {
  const { t } = useTranslation();
  const lookup = useLookup(typeCode);
  const { meaning } = lookup;
  const options = useMemo(
    () =>
      lookup.enabled
        .filter((item) => !filter || filter(item.lookupCode, item.meaning))
        .map((item) => ({ value: item.lookupCode, label: item.meaning })),
    [lookup.enabled, filter],
  );
  // The meaning of a selected code even when it is disabled (not among the options).
  const labelRender = useCallback(
    (props: { value?: string | number; label?: ReactNode }) => meaning(String(props.value ?? '')),
    [meaning],
  );
  const normalized = value === '' || value === undefined ? null : value;
  return (
    <Select<string | string[] | null>
      mode={multiple ? 'multiple' : undefined}
      value={multiple && typeof normalized === 'string' ? normalized.split(',') : normalized}
      onChange={(next) => onChange?.(Array.isArray(next) ? next : (next ?? null))}
      onBlur={onBlur}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      options={options}
      labelRender={labelRender}
      loading={lookup.isLoading}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder ?? t('table.selectPlaceholder')}
      status={status}
      size={size}
      style={{ width: '100%', ...style }}
      className={className}
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      data-testid={testId}
      aria-label={ariaLabel}
    />
  );
}
