import type { Row } from '../DataTable/types.ts';

/**
 * A declared confirmation with the document's figures in it (ActionDef.confirm): `{key}` becomes the
 * document's value of that field — an amount with thousands separators, as the form shows it.
 */
export function summaryOf(text: string, doc: Row): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = doc[key];
    if (value == null || value === '') return whole;
    if (typeof value === 'string' && /^-?\d+\.\d+$/.test(value)) {
      const decimals = value.split('.')[1].length;
      return Number(value).toLocaleString('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    }
    return String(value);
  });
}
