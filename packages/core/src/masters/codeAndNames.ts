import type { Label } from '../documents/types.ts';
import type { MasterFieldDef } from './types.ts';

/** The English name's label, the same on every list. */
export const nameEnLabel: Label = { CN: '英文名称', EN: 'English name' };

/**
 * The code, name and English name most catalogues start with, at the lengths of their tables' columns
 * (varchar 64, 128, 128): one place for them instead of three lines in every declaration.
 */
export function codeAndNames(
  keys: { code: string; name: string; nameEn: string },
  labels: { code: Label; name: Label },
  columns: { code?: number; name?: number; nameEn?: number | false } = {},
): MasterFieldDef[] {
  const column = (width: number | false | undefined) => (width === undefined ? {} : { column: width });
  return [
    { key: keys.code, label: labels.code, type: 'code', required: true, maxLength: 64, ...column(columns.code) },
    { key: keys.name, label: labels.name, type: 'text', required: true, maxLength: 128, ...column(columns.name) },
    { key: keys.nameEn, label: nameEnLabel, type: 'text', maxLength: 128, ...column(columns.nameEn) },
  ];
}
