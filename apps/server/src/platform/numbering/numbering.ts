import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { numberSequences } from './schema.ts';

/**
 * How a bill type numbers its documents (ARCHITECTURE §4): prefix, date part, padded counter that
 * restarts with each date part. `PR-yyMMdd####` → PR-2611220001 on 22 Nov 2026, the next one …0002.
 * DOMAIN-NOTES: tenders ZB-yyMMdd####, inquiries XJ-yyMMdd####, agreements XY-yyyyMMdd###.
 */
export type NumberRule = {
  /** Text before the date, e.g. 'PR'; the separator is part of it when wanted ('PR-'). */
  prefix: string;
  /** The date part: the counter restarts when it changes. '' = one counter for ever. */
  datePattern: 'yyMMdd' | 'yyyyMMdd' | 'yyMM' | 'yyyyMM' | 'yyyy' | '';
  /** Digits of the counter, zero-padded; a counter that outgrows them keeps all its digits. */
  digits: number;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date part of a number, in the server's time zone. */
export function datePart(pattern: NumberRule['datePattern'], date: Date): string {
  const yyyy = String(date.getFullYear());
  const parts: Record<NumberRule['datePattern'], string> = {
    yyMMdd: `${yyyy.slice(2)}${pad(date.getMonth() + 1)}${pad(date.getDate())}`,
    yyyyMMdd: `${yyyy}${pad(date.getMonth() + 1)}${pad(date.getDate())}`,
    yyMM: `${yyyy.slice(2)}${pad(date.getMonth() + 1)}`,
    yyyyMM: `${yyyy}${pad(date.getMonth() + 1)}`,
    yyyy,
    '': '',
  };
  return parts[pattern];
}

/**
 * Takes the next number of a bill type. Safe under concurrency: the upsert increments the counter row
 * atomically and holds its lock until the caller's transaction ends, so two documents never share a
 * number; run it inside the transaction that saves the document.
 */
export async function nextNumber(tx: DbOrTx, billType: string, rule: NumberRule, now = new Date()): Promise<string> {
  const period = datePart(rule.datePattern, now);
  const [row] = await tx
    .insert(numberSequences)
    .values({ billType, periodKey: period, currentValue: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.billType, numberSequences.periodKey],
      set: { currentValue: sql`${numberSequences.currentValue} + 1` },
    })
    .returning({ value: numberSequences.currentValue });
  return `${rule.prefix}${period}${pad(row.value, rule.digits)}`;
}
