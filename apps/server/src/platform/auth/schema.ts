import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../db/columns.ts';
import { gramIndex, searchTextColumn, searchTextIndex } from '../db/search.ts';

/** Login accounts. Internal users link to a person; supplier users (userType EX…) to a supplier. */
export const users = pgTable(
  'base_users',
  {
    id: idColumn(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    userFullName: varchar('user_full_name', { length: 128 }).notNull(),
    userType: varchar('user_type', { length: 20 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    email: varchar('email', { length: 128 }),
    phone: varchar('phone', { length: 32 }),
    personId: integer('person_id'),
    supplierId: integer('supplier_id'),
    orgId: integer('org_id'),
    /** An administrator sees every menu (DOMAIN-NOTES). */
    adminFlag: varchar('admin_flag', { length: 1 }).notNull().default('N'),
    enabledFlag: varchar('enabled_flag', { length: 1 }).notNull().default('Y'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    ...whoColumns,
    searchText: searchTextColumn(['user_name', 'user_full_name']),
  },
  (t) => [
    searchTextIndex('base_users_search_grams', t.searchText, [t.userName, t.userFullName]),
    gramIndex('base_users_user_full_name_grams', t.userFullName),
    gramIndex('base_users_user_name_grams', t.userName),
    uniqueIndex('base_users_name_uq').on(t.userName),
  ],
);

/** Opaque session tokens, stored as their SHA-256 so a leaked table does not leak sessions. */
export const sessions = pgTable(
  'base_session',
  {
    id: idColumn(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    authorizationCode: varchar('authorization_code', { length: 64 }).notNull(),
    userId: integer('user_id').notNull(),
    responsibilityId: integer('responsibility_id'),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('base_session_token_uq').on(t.tokenHash), index('base_session_user_ix').on(t.userId)],
);

/** Failed login attempts, per account and per address, for throttling and the captcha rule. */
export const loginFailures = pgTable(
  'base_login_failure',
  {
    id: idColumn(),
    kind: varchar('kind', { length: 10 }).notNull(), // 'user' | 'ip'
    key: varchar('key', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('base_login_failure_key_ix').on(t.kind, t.key, t.createdAt)],
);

/**
 * The login log: one row per successful login (the home page's login-count chart reads those), and one
 * 'FAILURE_BURST' row each time an account reaches another BURST_FAILURES failed logins (throttle.ts), so
 * administrators see guessing on an account.
 */
export const loginRecords = pgTable(
  'base_login_record',
  {
    id: idColumn(),
    userId: integer('user_id').notNull(),
    userType: varchar('user_type', { length: 20 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    /** LOGIN_OUTCOMES: 'SUCCESS' or 'FAILURE_BURST'. */
    outcome: varchar('outcome', { length: 16 }).notNull().default('SUCCESS'),
    /** FAILURE_BURST: the account's failed logins in the window so far; `ip` is the address of the last one. */
    failureCount: integer('failure_count'),
    loginDate: timestamp('login_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('base_login_record_date_ix').on(t.loginDate),
    // The users list shows each user's last login: one index probe per user, not a scan of the log.
    index('base_login_record_user_ix').on(t.userId, t.loginDate),
    // One user's logins newest first (the login log by user name, My account's logins): read in order, not sorted.
    index('base_login_record_user_list_ix').on(t.userId, t.id),
  ],
);

export const LOGIN_OUTCOMES = ['SUCCESS', 'FAILURE_BURST'] as const;

/** Issued captchas; kept in the database so any instance can check an answer. */
export const captchas = pgTable('base_captcha', {
  id: varchar('id', { length: 36 }).primaryKey(),
  answer: varchar('answer', { length: 16 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Email verification codes (forgot password, later registration). */
export const emailCodes = pgTable(
  'base_email_code',
  {
    id: idColumn(),
    userId: integer('user_id'),
    email: varchar('email', { length: 128 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('base_email_code_user_ix').on(t.userId, t.purpose)],
);
