import { GATEWAY_TAG, type Lang } from '@srm/core';
import { eq } from 'drizzle-orm';
import { responsibilitiesOf } from '../../platform/access/menus.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { supplierNameById } from '../../platform/suppliers/directory.ts';
import { userDefaults } from './account.ts';
import { organizations } from './schema.ts';
import { supplierFacts } from './supplierFacts.ts';

type UserBasics = {
  userId: number;
  userName: string;
  userFullName: string;
  userType: string;
  supplierId: number | null;
  orgId: number | null;
  personId: number | null;
  responsibilityId: number | null;
  authorizationCode: string;
};

/** The current-user record of spec §3 (plus the responsibilities to switch between). */
export async function buildUserInfo(db: DbOrTx, user: UserBasics, lang: Lang) {
  const responsibilities = await responsibilitiesOf(db, user.userId, lang);
  const org = user.orgId
    ? (await db.select().from(organizations).where(eq(organizations.id, user.orgId)))[0]
    : undefined;
  const supplier = user.supplierId ? await supplierNameById(db, user.supplierId) : null;
  return {
    userId: user.userId,
    userName: user.userName,
    userFullName: user.userFullName,
    userType: user.userType,
    orgId: user.orgId,
    orgNumber: org?.orgCode ?? null,
    supplierId: user.supplierId,
    supplierNum: supplier?.supplierNumber ?? null,
    supplierName: supplier?.supplierName ?? null,
    earlyWarningList: user.supplierId ? await supplierFacts().qualificationWarnings(db, user.supplierId) : [],
    /** Blacklisted, frozen or quit: the message the supplier's home shows (sourcing and orders refuse it). */
    tradeBlock: user.supplierId ? await supplierFacts().tradeBlock(db, user.supplierId, lang) : null,
    authorizationCode: user.authorizationCode,
    gatewayTag: GATEWAY_TAG,
    /** What a new document of this user starts with: requester, organisation, department (account.ts). */
    documentDefaults: await userDefaults(db, user, lang),
    responsibilities,
    currentResponsibility: responsibilities.find((r) => r.responsibilityId === user.responsibilityId) ?? null,
  };
}
export type UserInfo = Awaited<ReturnType<typeof buildUserInfo>>;
