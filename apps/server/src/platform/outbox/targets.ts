import type { Lang } from '@srm/core';
import type { ProfileCode } from '../profiles/profiles.ts';

/*
 * The external systems the integration outbox delivers to. One entry per system: the profile holding
 * its URL (an administrator sets it; empty = messages wait), how often a message is tried before it is
 * FAILED, and the prefix of the Idempotency-Key the receiver sees (a delivery whose answer was lost is
 * sent again, so the receiver must recognise it).
 */
export type OutboxTarget = {
  name: Record<Lang, string>;
  urlProfile: ProfileCode;
  maxAttempts: number;
  keyPrefix: string;
};

export const OUTBOX_TARGETS = {
  OA: {
    name: { CN: 'OA 审批系统', EN: 'OA approval system' },
    urlProfile: 'OA_APPROVAL_URL',
    maxAttempts: 5,
    keyPrefix: 'srm-oa',
  },
  SAP: {
    name: { CN: 'SAP 供应商主数据', EN: 'SAP vendor master' },
    urlProfile: 'SAP_VENDOR_URL',
    maxAttempts: 5,
    keyPrefix: 'srm-sap',
  },
} as const satisfies Record<string, OutboxTarget>;

export type OutboxTargetCode = keyof typeof OUTBOX_TARGETS;
export const OUTBOX_TARGET_CODES = Object.keys(OUTBOX_TARGETS) as OutboxTargetCode[];
