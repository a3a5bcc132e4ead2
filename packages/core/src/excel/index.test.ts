import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHEET_MAX_ROW,
  EXPORT_MAX_ROWS,
  EXPORT_PLAIN_MAX_ROWS,
  exportRequestSchema,
  tableConfigSchema,
} from './index.ts';

describe('export request (spec §3)', () => {
  it('reads requestParams and columns given as JSON strings, with spec §9 defaults', () => {
    const parsed = exportRequestSchema.parse({
      requestUrl: '/api/x/v1/yRestful/listByPage?pageRows=500000&pageIndex=1',
      requestParams: '{"searchParams":{"a":1}}',
      columns: '[{"key":"a","title":"A","width":"120"}]',
    });
    expect(parsed.requestParams).toEqual({ searchParams: { a: 1 } });
    expect(parsed.columns).toEqual([{ key: 'a', title: 'A', width: 120 }]);
    expect(parsed.sheetMaxRow).toBe(DEFAULT_SHEET_MAX_ROW);
    expect([EXPORT_MAX_ROWS, EXPORT_PLAIN_MAX_ROWS, DEFAULT_SHEET_MAX_ROW]).toEqual([500_000, 50_000, 500_001]);
  });

  it('leaves emptiness to the service (its messages are spec §8’s) and refuses malformed columns', () => {
    expect(exportRequestSchema.parse({}).columns).toEqual([]);
    expect(exportRequestSchema.parse({ columns: '' }).columns).toEqual([]);
    expect(exportRequestSchema.safeParse({ columns: '[{"title":"no key"}]' }).success).toBe(false);
    expect(exportRequestSchema.safeParse({ columns: 'not json' }).success).toBe(false);
    expect(exportRequestSchema.safeParse({ sheetMaxRow: 1 }).success).toBe(false);
  });
});

describe('table column config (spec §3)', () => {
  it('accepts the column list bare or wrapped, and only the allowed flags', () => {
    const columns = [{ key: 'a', columnsDisplay: 'N', fixedStyle: 'left', width: 80, order: 1 }];
    expect(tableConfigSchema.parse(columns)).toEqual({ columns });
    expect(tableConfigSchema.parse({ columns, pageRows: 50 })).toEqual({ columns, pageRows: 50 });
    expect(tableConfigSchema.safeParse([{ key: 'a', columnsDisplay: 'maybe' }]).success).toBe(false);
    expect(tableConfigSchema.safeParse([{ key: 'a', fixedStyle: 'top' }]).success).toBe(false);
  });
});
