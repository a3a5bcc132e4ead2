import { Checkbox } from 'antd';
import type { ReactNode } from 'react';

/** A Y/N flag value as the API carries it (ARCHITECTURE §4). */
export type YNFlag = 'Y' | 'N';

/** Props of YNCheckbox. */
export type YNCheckboxProps = {
  /** 'Y' is checked; 'N', null and anything else unchecked. */
  value?: YNFlag | string | null;
  /** Called with 'Y' or 'N'. */
  onChange?: (value: YNFlag) => void;
  disabled?: boolean;
  /** A label beside the box. */
  children?: ReactNode;
  /** Overrides the test id (default `yn-checkbox`). */
  'data-testid'?: string;
  'aria-label'?: string;
  className?: string;
};

/**
 * The checkbox of spec §1 for the spec's Y/N flags (enabledFlag, inspectFlag…): forms and tables
 * keep 'Y' / 'N' as the server does, and only this component turns them into checked / unchecked.
 */
export function YNCheckbox({
  value,
  onChange,
  disabled,
  children,
  'data-testid': testId = 'yn-checkbox',
  'aria-label': ariaLabel,
  className,
}: YNCheckboxProps) {
  return (
    <Checkbox
      checked={value === 'Y'}
      onChange={(event) => onChange?.(event.target.checked ? 'Y' : 'N')}
      disabled={disabled}
      data-testid={testId}
      aria-label={ariaLabel}
      className={className}
    >
      {children}
    </Checkbox>
  );
}
