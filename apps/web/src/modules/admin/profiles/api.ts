import { restPath } from '@srm/core/api';

/** The calls of Administration → Profiles (apps/server/src/modules/admin/profiles.ts). */
export const PROFILE_API = {
  list: restPath('baseServer', 'baseProfile', 'listByPage'),
  save: restPath('baseServer', 'baseProfile', 'saveOrUpdate'),
  remove: restPath('baseServer', 'baseProfile', 'delete'),
  scopeTargets: restPath('baseServer', 'baseProfile', 'listScopeTargets'),
} as const;

export type ValueType = 'FLAG' | 'NUMBER' | 'TEXT';
export type ScopeType = 'SYSTEM' | 'ORG' | 'USER';

export type ProfileOverride = {
  profileId: number;
  scopeType: Exclude<ScopeType, 'SYSTEM'>;
  scopeId: number;
  scopeCode: string | null;
  scopeName: string | null;
  scopeNameEn: string | null;
  profileValue: string;
  lastUpdateDate: string;
  version: number;
};

export type ProfileRow = {
  profileCode: string;
  profileName: string;
  profileNameEn: string;
  valueType: ValueType;
  scopes: ScopeType[];
  defaultValue: string;
  systemValue: string;
  systemProfileId: number | null;
  systemVersion: number | null;
  overrides: ProfileOverride[];
};

export type ScopeTarget = {
  scopeId: number;
  scopeCode: string;
  scopeName: string;
  scopeNameEn: string | null;
};

/**
 * Bounds of the number profiles offered by the editor (the server asks for a positive integer). A
 * session shorter than 5 minutes or longer than 30 days, or an attachment limit above 20 GB, is
 * almost surely a typing mistake.
 */
export const NUMBER_LIMITS: Record<string, { min: number; max: number }> = {
  SESSION_LIFETIME_MINUTES: { min: 5, max: 43_200 },
  ATTACHMENT_MAX_SIZE: { min: 1, max: 20_971_520 },
  SUPPLIER_STORAGE_QUOTA_MB: { min: 1, max: 1_048_576 },
};
export const DEFAULT_NUMBER_LIMITS = { min: 1, max: 999_999_999_999_999 };
export const limitsOf = (code: string) => NUMBER_LIMITS[code] ?? DEFAULT_NUMBER_LIMITS;
