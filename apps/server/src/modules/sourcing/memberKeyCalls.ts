import { t } from '@srm/core';
import { keyFingerprint } from '@srm/core/sourcing/sealing';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL } from '../../platform/access/rules.ts';
import { users } from '../../platform/auth/schema.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { type ActionDef, defineAction, noBody } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idSchema } from '../../platform/http/fieldSchemas.ts';
import { isP256PublicKey } from './committeeAccess.ts';
import { memberKeys, tenderCommittee } from './sealingSchema.ts';
import { tenders } from './tenderSchema.ts';

/*
 * A committee member's key (开标密钥, issue 17 item 4). The member's browser makes the key pair and wraps the
 * private key with a PIN only the member knows (packages/core sourcing/sealing createMemberKey); the server
 * keeps the public key, its fingerprint and the wrapped private key, which it cannot open. The buyer's
 * browser fetches the members' public keys to seal a tender (publicKeys). Internal users only.
 *
 * A new key replaces the old one, which would strand the shares sealed to it: while the member sits on the
 * committee of a sealed tender not yet opened (or withdrawn), the key cannot be replaced.
 */

const at = { server: 'srmServer' as const, entity: 'srmSrcMemberKey' };

/** Tender states after which the member's share is no longer needed. */
const DONE_STATES = ['OPENED', 'EVALUATED', 'AWARDED', 'COMPLETED', 'ABOLISHED'];

const internalUser = (user: SessionUser | null): SessionUser => {
  if (!user || user.supplierId != null) throw new AppError(403, 'error.forbidden');
  return user;
};

const keyRecord = (row: typeof memberKeys.$inferSelect) => ({
  userId: row.userId,
  publicKey: row.publicKey,
  wrappedPrivateKey: row.wrappedPrivateKey,
  fingerprint: row.fingerprint,
  creationDate: row.creationDate,
  lastUpdateDate: row.lastUpdateDate,
});

const mine = defineAction({
  ...at,
  action: 'mine',
  summary:
    'The caller’s own committee key (public key, fingerprint and the PIN-wrapped private key its browser unlocks), or null when it has none; internal users only',
  auth: INTERNAL,
  body: noBody,
  handler: async ({ deps, user }) => {
    const me = internalUser(user);
    const [row] = await deps.db.select().from(memberKeys).where(eq(memberKeys.userId, me.userId));
    return { data: row ? keyRecord(row) : null };
  },
});

/** Base64 text of at most `max` characters. */
const base64 = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'field.required')
    .max(max)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/);

const save = defineAction({
  ...at,
  action: 'save',
  summary:
    'Registers or replaces the caller’s committee key {publicKey (SPKI P-256, base64), wrappedPrivateKey (opaque), fingerprint (sha256 hex of the SPKI)}; refused (409) while the caller sits on the committee of a sealed tender not yet opened or withdrawn; internal users only',
  auth: INTERNAL,
  mutates: true,
  body: z.object({
    publicKey: base64(1000),
    // The wrapped key is the crypto's own package (JSON or base64): the server never reads it.
    wrappedPrivateKey: z.string().trim().min(1, 'field.required').max(4000),
    fingerprint: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{64}$/),
  }),
  handler: async ({ deps, body, lang, user }) => {
    const me = internalUser(user);
    if (!(await isP256PublicKey(body.publicKey))) {
      throw fieldErrors([{ field: 'publicKey', message: t('memberKey.badKey', lang) }]);
    }
    if ((await keyFingerprint(body.publicKey)) !== body.fingerprint) {
      throw fieldErrors([{ field: 'fingerprint', message: t('memberKey.badFingerprint', lang) }]);
    }
    const row = await deps.db.transaction(async (tx) => {
      // A seal running at this very moment may still take the old key: the submit's seal check
      // (tenderChecks.sealProblem) compares every share's fingerprint with the member's key then.
      const sealed = await tx
        .select({ tenderNumber: tenders.tenderNumber })
        .from(tenderCommittee)
        .innerJoin(tenders, eq(tenders.id, tenderCommittee.tenderId))
        .where(
          and(
            eq(tenderCommittee.userId, me.userId),
            isNotNull(tenderCommittee.encryptedShare),
            notInArray(tenders.status, DONE_STATES),
          ),
        );
      if (sealed.length > 0) {
        throw new AppError(409, 'memberKey.inUse', {
          numbers: sealed
            .map((s) => s.tenderNumber)
            .slice(0, 10)
            .join(', '),
        });
      }
      const values = {
        publicKey: body.publicKey,
        wrappedPrivateKey: body.wrappedPrivateKey,
        fingerprint: body.fingerprint,
        lastUpdatedBy: me.userId,
        lastUpdateDate: sql`now()`,
      };
      const [stored] = await tx
        .insert(memberKeys)
        .values({ ...values, userId: me.userId, createdBy: me.userId })
        .onConflictDoUpdate({
          target: memberKeys.userId,
          set: { ...values, version: sql`${memberKeys.version} + 1` },
        })
        .returning();
      return stored;
    });
    return { data: keyRecord(row), msg: 'ok.saved' };
  },
});

const publicKeys = defineAction({
  ...at,
  action: 'publicKeys',
  summary:
    'The committee keys of some users, for sealing a tender in the browser: [{userId, userName, userFullName, publicKey, fingerprint}] of those who have one (users without a key are left out); internal users only',
  auth: INTERNAL,
  body: z.object({ userIds: z.array(idSchema).min(1).max(255) }),
  handler: async ({ deps, body, user }) => {
    internalUser(user);
    const rows = await deps.db
      .select({
        userId: memberKeys.userId,
        userName: users.userName,
        userFullName: users.userFullName,
        publicKey: memberKeys.publicKey,
        fingerprint: memberKeys.fingerprint,
      })
      .from(memberKeys)
      .innerJoin(users, eq(users.id, memberKeys.userId))
      .where(inArray(memberKeys.userId, body.userIds));
    const order = new Map(body.userIds.map((id, i) => [id, i]));
    return { data: rows.sort((a, b) => order.get(a.userId)! - order.get(b.userId)!) };
  },
});

export const memberKeyActions = [mine, save, publicKeys] as unknown as ActionDef[];
