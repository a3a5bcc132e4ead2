import { and, eq, inArray, isNull, notLike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { supplierDirectory } from '../../platform/suppliers/directory.ts';
import { idSchema } from '../admin/adminKit.ts';
import { noticeReceivers } from './schema.ts';

/*
 * Receivers of notices and notification batches: the audience (ALL, INTERNAL, SUPPLIER, CHOSEN) plus chosen
 * organisations, suppliers, supplier groups and (notifications only) users. ALL / SUPPLIER with suppliers or
 * groups chosen narrows the supplier side to them, as the existing "supplier notice to some suppliers" did.
 */

export type OwnerType = 'NOTICE' | 'NOTIFICATION';
export type Receivers = { orgIds: number[]; supplierIds: number[]; groupIds: number[]; userIds: number[] };
const KINDS = { orgIds: 'ORG', supplierIds: 'SUPPLIER', groupIds: 'GROUP', userIds: 'USER' } as const;

const idList = z.array(idSchema).max(1000).optional().default([]);
/** The receiver fields of a save body. */
export const receiverFields = { orgIds: idList, supplierIds: idList, groupIds: idList, userIds: idList };

const unique = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])];

/** Replaces the receiver rows of one owner (only the kinds given). */
export async function saveReceivers(
  tx: DbOrTx,
  ownerType: OwnerType,
  ownerId: number,
  receivers: Partial<Receivers>,
): Promise<void> {
  for (const [key, receiverType] of Object.entries(KINDS) as [keyof Receivers, string][]) {
    if (receivers[key] === undefined) continue;
    await tx
      .delete(noticeReceivers)
      .where(
        and(
          eq(noticeReceivers.ownerType, ownerType),
          eq(noticeReceivers.ownerId, ownerId),
          eq(noticeReceivers.receiverType, receiverType),
        ),
      );
    const ids = unique(receivers[key]);
    if (ids.length) {
      await tx
        .insert(noticeReceivers)
        .values(ids.map((receiverId) => ({ ownerType, ownerId, receiverType, receiverId })));
    }
  }
}

/** The receiver rows of one owner, by kind. */
export async function receiversOf(db: DbOrTx, ownerType: OwnerType, ownerId: number): Promise<Receivers> {
  const rows = await db
    .select({ receiverType: noticeReceivers.receiverType, receiverId: noticeReceivers.receiverId })
    .from(noticeReceivers)
    .where(and(eq(noticeReceivers.ownerType, ownerType), eq(noticeReceivers.ownerId, ownerId)));
  const out: Receivers = { orgIds: [], supplierIds: [], groupIds: [], userIds: [] };
  for (const r of rows) {
    const key = (Object.keys(KINDS) as (keyof Receivers)[]).find((k) => KINDS[k] === r.receiverType);
    if (key) out[key].push(r.receiverId);
  }
  for (const list of Object.values(out)) list.sort((a, b) => a - b);
  return out;
}

export async function deleteReceivers(tx: DbOrTx, ownerType: OwnerType, ownerId: number): Promise<void> {
  await tx
    .delete(noticeReceivers)
    .where(and(eq(noticeReceivers.ownerType, ownerType), eq(noticeReceivers.ownerId, ownerId)));
}

/** Does a CHOSEN owner name anybody? (Other audiences always address someone.) */
export const hasReceivers = (audience: string, r: Receivers) =>
  audience !== 'CHOSEN' || r.orgIds.length + r.supplierIds.length + r.groupIds.length + r.userIds.length > 0;

/** The suppliers addressed: every supplier for ALL / SUPPLIER without choices, else the chosen ones and groups. */
export async function addressedSuppliers(db: DbOrTx, audience: string, r: Receivers): Promise<number[]> {
  if (audience === 'INTERNAL') return [];
  const narrowed = r.supplierIds.length + r.groupIds.length > 0;
  if (audience !== 'CHOSEN' && !narrowed) return supplierDirectory().allIds(db);
  return unique([...r.supplierIds, ...(await supplierDirectory().membersOfGroups(db, r.groupIds))]);
}

/** The enabled users a notification batch reaches: internal users of the audience / organisations, supplier users of the addressed suppliers, chosen users. */
export async function recipientUsers(db: DbOrTx, audience: string, r: Receivers): Promise<number[]> {
  const internal = and(isNull(users.supplierId), notLike(users.userType, 'EX%'))!;
  const c: SQL[] = [];
  if (audience === 'ALL' || audience === 'INTERNAL') c.push(internal);
  else if (r.orgIds.length) c.push(and(internal, inArray(users.orgId, r.orgIds))!);
  const supplierIds = await addressedSuppliers(db, audience, r);
  if (supplierIds.length) c.push(inArray(users.supplierId, supplierIds));
  if (r.userIds.length) c.push(inArray(users.id, r.userIds));
  if (c.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enabledFlag, 'Y'), or(...c)));
  return rows.map((u) => u.id);
}
