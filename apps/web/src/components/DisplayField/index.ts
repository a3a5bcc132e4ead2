/**
 * DisplayField: a read-only value formatted by type.
 *
 * ```tsx
 * <DisplayField value="1234567.5" type="amount" precision={2} />   // 1,234,567.50, right-aligned
 * <DisplayField value={row.needDate} type="date" />                 // 2026-03-05
 * <DisplayField value={row.status} type="lookup" typeCode="SLC_SUPPLIER_STATUS" />
 * <DisplayField value={null} />                                     // —
 * ```
 *
 * Test id `display-field` (with `data-empty="true"` when empty). Props: see {@link DisplayFieldProps}.
 * `displayText` is the same formatting as a string, for code that is not rendering a field.
 */
export { DisplayField, type DisplayFieldProps } from './DisplayField.tsx';
export { type DisplayOptions, type DisplayType, displayText, EMPTY_TEXT, isNumericType } from './format.ts';
