import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../app/lookup/useLookup.ts';
import { type DisplayType, displayText, EMPTY_TEXT, isNumericType } from './format.ts';

/** Props of DisplayField. */
export type DisplayFieldProps = {
  value: unknown;
  /** How to write the value: amounts with thousands separators, dates YYYY-MM-DD, lookups by meaning… */
  type?: DisplayType;
  /** The lookup type of a `lookup` value. */
  typeCode?: string;
  /** Decimals of numbers, rounded half up. */
  precision?: number;
  /** Shown when the value is empty (default '—'). */
  emptyText?: string;
  /** Right-aligns the value (default: numbers right, others left). */
  align?: 'left' | 'right';
  style?: CSSProperties;
  className?: string;
  /** Overrides the test id (default `display-field`). */
  'data-testid'?: string;
};

type InnerProps = Omit<DisplayFieldProps, 'typeCode'> & { meaning?: (code: string) => string };

function Text({
  value,
  type = 'text',
  precision,
  emptyText = EMPTY_TEXT,
  align,
  style,
  className,
  meaning,
  'data-testid': testId = 'display-field',
}: InnerProps) {
  const { t } = useTranslation();
  const text = displayText(value, type, { precision, meaning, yes: t('table.yes'), no: t('table.no') });
  const right = (align ?? (isNumericType(type) ? 'right' : 'left')) === 'right';
  return (
    <span
      className={className}
      style={{
        display: 'inline-block',
        minWidth: right ? '100%' : undefined,
        textAlign: right ? 'right' : undefined,
        fontVariantNumeric: isNumericType(type) ? 'tabular-nums' : undefined,
        color: text ? undefined : 'rgba(0, 0, 0, 0.45)',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        ...style,
      }}
      data-testid={testId}
      data-empty={text ? undefined : 'true'}
    >
      {text || emptyText}
    </span>
  );
}

/** A lookup value: the hook only runs for lookups, so other fields never ask for a lookup type. */
function LookupText({ typeCode, ...props }: DisplayFieldProps & { typeCode: string }) {
  const { meaning } = useLookup(typeCode);
  return <Text {...props} meaning={meaning} />;
}

/**
 * A read-only value (spec §1 "a read-only display field") written as the lists write it: amounts
 * right-aligned with thousands separators, dates YYYY-MM-DD, date-times YYYY-MM-DD HH:mm:ss, lookup
 * codes by their meaning, Y/N as Yes/No; '—' when empty.
 */
export function DisplayField(props: DisplayFieldProps) {
  if (props.type === 'lookup' && props.typeCode) return <LookupText {...props} typeCode={props.typeCode} />;
  const { typeCode: _typeCode, ...rest } = props;
  return <Text {...rest} />;
}
