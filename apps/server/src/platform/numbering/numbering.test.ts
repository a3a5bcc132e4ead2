import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { datePart, type NumberRule, nextNumber } from './numbering.ts';

const PR: NumberRule = { prefix: 'PR-', datePattern: 'yyMMdd', digits: 4 };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('document numbers', () => {
  it('formats the date parts', () => {
    const d = new Date(2026, 10, 2, 9, 30);
    expect(datePart('yyMMdd', d)).toBe('261102');
    expect(datePart('yyyyMMdd', d)).toBe('20261102');
    expect(datePart('yyyyMM', d)).toBe('202611');
    expect(datePart('', d)).toBe('');
  });

  it('counts per bill type and restarts with the date part', async () => {
    const db = t.database.db;
    const day1 = new Date(2026, 10, 22, 10);
    const day2 = new Date(2026, 10, 23, 10);
    expect(await nextNumber(db, 'PR', PR, day1)).toBe('PR-2611220001');
    expect(await nextNumber(db, 'PR', PR, day1)).toBe('PR-2611220002');
    expect(await nextNumber(db, 'PO', { prefix: 'PO', datePattern: 'yyyyMM', digits: 5 }, day1)).toBe('PO20261100001');
    expect(await nextNumber(db, 'PR', PR, day2)).toBe('PR-2611230001');
    expect(await nextNumber(db, 'PR', PR, day1)).toBe('PR-2611220003');
  });

  it('keeps all digits when the counter outgrows its width', async () => {
    const rule: NumberRule = { prefix: 'X', datePattern: '', digits: 1 };
    const numbers = [];
    for (let i = 0; i < 11; i++) numbers.push(await nextNumber(t.database.db, 'X', rule));
    expect(numbers.slice(-2)).toEqual(['X10', 'X11']);
  });

  it('gives a rolled-back document’s number back', async () => {
    const db = t.database.db;
    const day = new Date(2026, 0, 5);
    await expect(
      db.transaction(async (tx) => {
        expect(await nextNumber(tx, 'RB', PR, day)).toBe('PR-2601050001');
        throw new Error('document refused');
      }),
    ).rejects.toThrow('document refused');
    expect(await nextNumber(db, 'RB', PR, day)).toBe('PR-2601050001');
  });

  it('never gives two concurrent documents the same number', async () => {
    const day = new Date(2026, 5, 1);
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => t.database.db.transaction((tx) => nextNumber(tx, 'CC', PR, day))),
    );
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort().at(-1)).toBe('PR-2606010020');
  });
});
