import { describe, expect, it } from 'vitest';
import { type LifecycleStatus, nextStatus } from './transitions.ts';

/** Every status against every entry of the one transition table: where an approved document moves it (null: stays). */
const STATUSES: LifecycleStatus[] = [
  'POTENTIAL',
  'REGISTERED',
  'QUALIFIED',
  'EFFECTIVE',
  'FROZEN',
  'BLACKLIST',
  'QUIT',
];

const TABLE: Record<string, (LifecycleStatus | null)[]> = {
  //                 POTENTIAL    REGISTERED   QUALIFIED    EFFECTIVE FROZEN BLACKLIST QUIT
  SLC_INSPECTION: ['QUALIFIED', 'QUALIFIED', null, null, null, null, null],
  SLC_BATCH_TRIAL: [null, null, 'EFFECTIVE', null, null, null, null],
  SLC_SAMPLE_TRIAL: [null, null, null, null, null, null, null],
  SLC_INSPECTION_PLAN: [null, null, null, null, null, null, null],
  SLC_DAILY_RECORD: [null, null, null, null, null, null, null],
  // The status documents (supplier/status), keyed by their change type.
  BLACKLIST: ['BLACKLIST', 'BLACKLIST', 'BLACKLIST', 'BLACKLIST', 'BLACKLIST', null, null],
  LIFT_BLACKLIST: [null, null, null, null, null, 'EFFECTIVE', null],
  FREEZE: [null, null, 'FROZEN', 'FROZEN', null, null, null],
  UNFREEZE: [null, null, null, null, 'EFFECTIVE', null, null],
  QUIT: ['QUIT', 'QUIT', 'QUIT', 'QUIT', 'QUIT', 'QUIT', null],
};

describe('nextStatus: the lifecycle transitions', () => {
  for (const [billType, row] of Object.entries(TABLE)) {
    for (const [i, from] of STATUSES.entries()) {
      it(`${billType}: ${from} → ${row[i] ?? 'unchanged'}`, () => {
        expect(nextStatus(billType, from)).toBe(row[i]);
      });
    }
  }
});
