/**
 * YNCheckbox: a checkbox whose value is the API's 'Y' | 'N' flag.
 *
 * ```tsx
 * <YNCheckbox value={row.inspectFlag} onChange={(flag) => set('inspectFlag', flag)} />
 * ```
 *
 * Test id `yn-checkbox`. Props: see {@link YNCheckboxProps}.
 */
export { YNCheckbox, type YNCheckboxProps, type YNFlag } from './YNCheckbox.tsx';
