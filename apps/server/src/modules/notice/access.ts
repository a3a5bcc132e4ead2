import { isSupplierUserType } from '@srm/core';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../../platform/access/scope.ts';
import { scopeWhere } from '../../platform/access/scope.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { listsAttachment, registerReadableAttachments } from '../../platform/files/attachments.ts';
import { unguarded } from '../../platform/files/guards.ts';
import { attachments } from '../../platform/files/schema.ts';
import { supplierDirectory } from '../../platform/suppliers/directory.ts';
import { commonFiles, notices } from './schema.ts';

/*
 * Who reads what (spec §3 Notice, ARCHITECTURE §10). Written as plain SQL on the table names where it is
 * used inside subqueries, so a one-table select (drizzle leaves its columns unqualified) cannot rebind it.
 */

export const AUDIENCES = ['ALL', 'INTERNAL', 'SUPPLIER', 'CHOSEN'] as const;
export const NOTICE_STATUSES = ['DRAFT', 'PUBLISHED', 'REVOKED'] as const;

export const isSupplierUser = (user: SessionUser) => isSupplierUserType(user.userType) || user.supplierId != null;

/** The audiences a caller belongs to (CHOSEN is decided by the receivers). */
export const audiencesOf = (user: SessionUser) =>
  isSupplierUser(user) ? (['ALL', 'SUPPLIER'] as const) : (['ALL', 'INTERNAL'] as const);

/**
 * Supplier addressing of the notice whose id is `noticeId` (an SQL reference): a notice with no chosen
 * suppliers and no groups is for every supplier of its audience; otherwise the caller's supplier must be
 * chosen or belong to a chosen group. CHOSEN notices are never "untargeted".
 */
export function supplierAddressed(noticeId: SQL, audience: SQL, supplierId: number | null): SQL {
  const chosenSupplier = (sid: number) =>
    sql`exists (select 1 from srm_base_notice_supplier ns where ns.notice_id = ${noticeId} and ns.supplier_id = ${sid})`;
  const chosenGroup = (sid: number) =>
    sql`exists (select 1 from srm_base_notice_receiver nr where nr.owner_type = 'NOTICE' and nr.owner_id = ${noticeId} and nr.receiver_type = 'GROUP' and nr.receiver_id in (${supplierDirectory().groupIdsOfSupplierSql(sid)}))`;
  const untargeted = sql`(${audience} in ('ALL', 'SUPPLIER') and not exists (select 1 from srm_base_notice_supplier ns where ns.notice_id = ${noticeId}) and not exists (select 1 from srm_base_notice_receiver nr where nr.owner_type = 'NOTICE' and nr.owner_id = ${noticeId} and nr.receiver_type = 'GROUP'))`;
  if (supplierId == null) return untargeted;
  return sql`(${untargeted} or (${audience} in ('ALL', 'SUPPLIER', 'CHOSEN') and (${chosenSupplier(supplierId)} or ${chosenGroup(supplierId)})))`;
}

/** A chosen organisation of a CHOSEN notice is the caller's own or lies inside its organisation scope. */
function orgAddressed(user: SessionUser, scope: DataScope): SQL {
  const own = user.orgId == null ? sql`false` : sql`nr.receiver_id = ${user.orgId}`;
  const orgIds = scope.kind === 'INTERNAL' ? scope.orgIds : [];
  const scoped =
    orgIds === 'ALL'
      ? sql`true`
      : orgIds.length === 0
        ? sql`false`
        : sql`nr.receiver_id in (${sql.join(
            orgIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  return sql`exists (select 1 from srm_base_notice_receiver nr where nr.owner_type = 'NOTICE' and nr.owner_id = "srm_base_notice"."id" and nr.receiver_type = 'ORG' and (${own} or ${scoped}))`;
}

const NOTICE_ID = sql`"srm_base_notice"."id"`;
const NOTICE_AUDIENCE = sql`"srm_base_notice"."audience"`;

/** The published notices a caller may read (audience, receivers, organisation scope, supplier targeting). */
export function readableNotices(user: SessionUser, scope: DataScope): SQL {
  const published = eq(notices.status, 'PUBLISHED');
  if (isSupplierUser(user) || scope.kind === 'SUPPLIER') {
    return and(published, supplierAddressed(NOTICE_ID, NOTICE_AUDIENCE, user.supplierId))!;
  }
  const broad = and(inArray(notices.audience, [...audiencesOf(user)]), scopeWhere(scope, { orgId: notices.orgId }))!;
  const chosen = and(eq(notices.audience, 'CHOSEN'), orgAddressed(user, scope))!;
  return and(published, or(broad, chosen))!;
}

/** The enabled public documents a caller's class may read. */
export function readableCommonFiles(user: SessionUser): SQL {
  return and(eq(commonFiles.enabledFlag, 'Y'), inArray(commonFiles.audience, [...audiencesOf(user)]))!;
}

/**
 * Supplier users see only their own supplier's attachments; the files of a public document or of a
 * published notice they may read are readable too (download and preview, never delete). Internal users
 * already read every attachment.
 */
registerReadableAttachments((user) => {
  if (!isSupplierUser(user)) return undefined;
  const addressed = supplierAddressed(sql`n.id`, sql`n.audience`, user.supplierId);
  return sql`(exists (select 1 from srm_base_common_file cf where cf.enabled_flag = 'Y' and cf.audience in ('ALL', 'SUPPLIER') and ${listsAttachment('cf.file_ids')}) or exists (select 1 from srm_base_notice n where n.status = 'PUBLISHED' and ${addressed} and ${listsAttachment('n.file_ids')}) or exists (select 1 from srm_base_notification_batch b join srm_base_notification x on x.batch_id = b.id where x.recipient_user_id = ${user.userId} and x.withdrawn_flag = 'N' and ${listsAttachment('b.file_ids')}))`;
});

/** Parses a comma list of attachment ids ("12,34"). */
export function fileIdList(fileIds: string | null | undefined): number[] {
  if (!fileIds) return [];
  return fileIds
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,10}$/.test(s))
    .map(Number);
}

/** The live attachments of a comma list, in its order: what a reader downloads. */
export async function filesOf(
  db: DbOrTx,
  fileIds: string | null | undefined,
): Promise<{ id: number; originalFileName: string; fileSize: number }[]> {
  const ids = fileIdList(fileIds);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: attachments.id, originalFileName: attachments.originalFileName, fileSize: attachments.fileSize })
    .from(attachments)
    // Files sealed for anyone (a supplier's quote files, platform/files/guards.ts) are never listed here.
    .where(and(inArray(attachments.id, ids), eq(attachments.deletedFlag, 'N'), unguarded(null)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
