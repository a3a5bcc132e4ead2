/**
 * LookupSelect: a select over one lookup type (值集), values from the BASE_lookup cache.
 *
 * ```tsx
 * <LookupSelect typeCode="SLC_SUPPLIER_STATUS" value={status} onChange={setStatus} />
 * <LookupSelect typeCode="SYS_TOBEDO" multiple value={types} onChange={setTypes} />
 * ```
 *
 * Shows the meaning, stores the lookupCode; disabled values are not offered; `allowClear` (default
 * true); test id `lookup-select`. Props: see {@link LookupSelectProps}.
 */
export { LookupSelect, type LookupSelectProps } from './LookupSelect.tsx';
