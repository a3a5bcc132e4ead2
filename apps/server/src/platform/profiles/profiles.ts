import type { Lang } from '@srm/core';
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.ts';
import { profiles } from './schema.ts';

/**
 * System parameters with their defaults (used when no row exists). This is the one place that reads
 * them; the administration screen (baseProfileRestful) writes them.
 */
export const PROFILE_DEFAULTS = {
  /** Spec §5: the password complexity flag is enabled in configuration. */
  PASSWORD_COMPLEXITY_FLAG: 'Y',
  /** Ask for a captcha at every login, not only after failures. */
  CAPTCHA_ALWAYS_FLAG: 'N',
  /** Idle lifetime of a session. */
  SESSION_LIFETIME_MINUTES: '480',
  /**
   * Spec §5/§9: the largest attachment, in KB (the spec compares it with the file size / 1024).
   * 51 200 KB = 50 MB; the old default 2 097 152 (= 2 GiB) let a supplier store a 300 MB file.
   */
  ATTACHMENT_MAX_SIZE: '51200',
  /** What all users of one supplier may keep stored in attachments together, in MB (2 048 MB = 2 GB). */
  SUPPLIER_STORAGE_QUOTA_MB: '2048',
  LARGE_FILE_FLAG: 'N',
  ATTACHMENT_PERMISSION_CHECK_FLAG: 'Y',
  /** Purchase requisitions above this total need a second approval (the default process's gateway reads it). */
  PUR_REQ_SECOND_APPROVAL_AMOUNT: '50000',
  /** Where "send to an OA approval system" delivers its payloads; empty = nothing is delivered. */
  OA_APPROVAL_URL: '',
  /** Where the SAP vendor-master messages of the integration outbox go; empty = nothing is delivered. */
  SAP_VENDOR_URL: '',
  /** How far (percent of the ordered quantity) delivery notes may ship beyond an order line's quantity. */
  PUR_OVER_DELIVERY_TOLERANCE_PERCENT: '0',
} as const;
export type ProfileCode = keyof typeof PROFILE_DEFAULTS;

export type ProfileValueType = 'FLAG' | 'NUMBER' | 'TEXT';
export type ProfileScopeType = 'SYSTEM' | 'ORG' | 'USER';
export const PROFILE_SCOPE_TYPES = ['SYSTEM', 'ORG', 'USER'] as const;

/**
 * What the administration screen shows and checks for each profile: its name, the type of its value
 * and the scopes it may be set at. Profiles read before anyone is signed in (the captcha flag) or
 * that guard the whole installation are system-wide only.
 */
export const PROFILE_META: Record<
  ProfileCode,
  {
    name: Record<Lang, string>;
    valueType: ProfileValueType;
    scopes: readonly ProfileScopeType[];
    /** NUMBER: the accepted range (a session of 1 minute or of a year is a typing mistake). */
    min?: number;
    max?: number;
  }
> = {
  PASSWORD_COMPLEXITY_FLAG: {
    name: { CN: '密码复杂度校验', EN: 'Password complexity check' },
    valueType: 'FLAG',
    scopes: ['SYSTEM'],
  },
  CAPTCHA_ALWAYS_FLAG: {
    name: { CN: '登录始终需要验证码', EN: 'Captcha at every login' },
    valueType: 'FLAG',
    scopes: ['SYSTEM'],
  },
  SESSION_LIFETIME_MINUTES: {
    name: { CN: '会话有效期（分钟）', EN: 'Session lifetime (minutes)' },
    valueType: 'NUMBER',
    scopes: PROFILE_SCOPE_TYPES,
    min: 5,
    max: 43_200,
  },
  ATTACHMENT_MAX_SIZE: {
    name: { CN: '单个附件大小上限（KB，1 MB = 1024 KB）', EN: 'Largest attachment, in KB (1 MB = 1024 KB)' },
    valueType: 'NUMBER',
    scopes: PROFILE_SCOPE_TYPES,
    min: 1,
    max: 20 * 1024 * 1024,
  },
  SUPPLIER_STORAGE_QUOTA_MB: {
    name: { CN: '每个供应商附件存储配额（MB）', EN: 'Attachment storage quota per supplier, in MB' },
    valueType: 'NUMBER',
    scopes: ['SYSTEM'],
    min: 1,
    max: 1024 * 1024,
  },
  LARGE_FILE_FLAG: {
    name: { CN: '启用大文件上传', EN: 'Large-file upload' },
    valueType: 'FLAG',
    scopes: PROFILE_SCOPE_TYPES,
  },
  ATTACHMENT_PERMISSION_CHECK_FLAG: {
    name: { CN: '附件按钮权限校验', EN: 'Attachment button permission check' },
    valueType: 'FLAG',
    scopes: PROFILE_SCOPE_TYPES,
  },
  PUR_REQ_SECOND_APPROVAL_AMOUNT: {
    name: { CN: '采购申请二级审批金额', EN: 'Requisition amount needing a second approval' },
    valueType: 'NUMBER',
    scopes: ['SYSTEM', 'ORG'],
  },
  OA_APPROVAL_URL: {
    name: { CN: 'OA 审批系统接收地址', EN: 'OA approval system URL' },
    valueType: 'TEXT',
    scopes: ['SYSTEM'],
  },
  SAP_VENDOR_URL: {
    name: { CN: 'SAP 供应商主数据接收地址', EN: 'SAP vendor master URL' },
    valueType: 'TEXT',
    scopes: ['SYSTEM'],
  },
  PUR_OVER_DELIVERY_TOLERANCE_PERCENT: {
    name: { CN: '超交容差（%）', EN: 'Over-delivery tolerance (%)' },
    valueType: 'NUMBER',
    scopes: ['SYSTEM', 'ORG'],
    min: 0,
    max: 100,
  },
};

export const isProfileCode = (code: string): code is ProfileCode => Object.hasOwn(PROFILE_DEFAULTS, code);

/**
 * Whose value to read: a user's own override wins over the organisation's, which wins over the system
 * value, which wins over the default. Without a scope only the system value (or the default) counts.
 */
export type ProfileScope = { userId?: number | null; orgId?: number | null };

const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
const cache = new WeakMap<object, Map<string, { value: string; at: number }>>();

/**
 * The value of a profile for a scope (see ProfileScope); cached for a few seconds so per-request reads
 * stay cheap. `getProfile(db, code)` is the system-wide value.
 */
export async function getProfile(db: DbOrTx, code: ProfileCode, scope: ProfileScope = {}): Promise<string> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const userId = scope.userId ?? null;
  const orgId = scope.orgId ?? null;
  const key = `${code}|${userId ?? ''}|${orgId ?? ''}`;
  const hit = perDb.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const allowed = PROFILE_META[code].scopes;
  const scopes = [and(eq(profiles.scopeType, 'SYSTEM'), eq(profiles.scopeId, 0))];
  if (orgId != null && allowed.includes('ORG'))
    scopes.push(and(eq(profiles.scopeType, 'ORG'), eq(profiles.scopeId, orgId)));
  if (userId != null && allowed.includes('USER'))
    scopes.push(and(eq(profiles.scopeType, 'USER'), eq(profiles.scopeId, userId)));
  const rows = await db
    .select({ scopeType: profiles.scopeType, value: profiles.profileValue })
    .from(profiles)
    .where(and(eq(profiles.profileCode, code), or(...scopes)));
  const byScope = new Map(rows.map((r) => [r.scopeType, r.value]));
  const value = byScope.get('USER') ?? byScope.get('ORG') ?? byScope.get('SYSTEM') ?? PROFILE_DEFAULTS[code];
  if (perDb.size >= CACHE_MAX) perDb.clear();
  perDb.set(key, { value, at: Date.now() });
  return value;
}

export const profileFlag = async (db: DbOrTx, code: ProfileCode, scope?: ProfileScope) =>
  (await getProfile(db, code, scope)) === 'Y';
export const profileNumber = async (db: DbOrTx, code: ProfileCode, scope?: ProfileScope) =>
  Number(await getProfile(db, code, scope));

/** Forget cached values, after an administrator changes a profile (and in tests). */
export function clearProfileCache(db: DbOrTx): void {
  cache.delete(db);
}
