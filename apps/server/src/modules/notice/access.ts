import { isSupplierUserType } from '@srm/core';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../../platform/access/scope.ts';
import { scopeWhere } from '../../platform/access/scope.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { registerReadableAttachments } from '../../platform/files/attachments.ts';
import { attachments } from '../../platform/files/schema.ts';
import { commonFiles, notices } from './schema.ts';

/*
 * Who reads what (spec §3 Notice, ARCHITECTURE §10). Written as plain SQL on the table names where it is
 * used inside subqueries, so a one-table select (drizzle leaves its columns unqualified) cannot rebind it.
 */

export const AUDIENCES = ['ALL', 'INTERNAL', 'SUPPLIER'] as const;
export const NOTICE_STATUSES = ['DRAFT', 'PUBLISHED', 'REVOKED'] as const;

export const isSupplierUser = (user: SessionUser) => isSupplierUserType(user.userType) || user.supplierId != null;

/** The audiences a caller belongs to. */
export const audiencesOf = (user: SessionUser) =>
  isSupplierUser(user) ? (['ALL', 'SUPPLIER'] as const) : (['ALL', 'INTERNAL'] as const);

/** Supplier targeting: no target rows = every supplier; otherwise the caller's supplier must be listed. */
function supplierTargeted(supplierId: number | null): SQL {
  const untargeted = sql`not exists (select 1 from srm_base_notice_supplier ns where ns.notice_id = "srm_base_notice"."id")`;
  if (supplierId == null) return untargeted;
  return sql`(${untargeted} or exists (select 1 from srm_base_notice_supplier ns where ns.notice_id = "srm_base_notice"."id" and ns.supplier_id = ${supplierId}))`;
}

/** The published notices a caller may read (audience, organisation scope, supplier targeting). */
export function readableNotices(user: SessionUser, scope: DataScope): SQL {
  const published = eq(notices.status, 'PUBLISHED');
  const audience = inArray(notices.audience, [...audiencesOf(user)]);
  if (isSupplierUser(user) || scope.kind === 'SUPPLIER') {
    return and(published, audience, supplierTargeted(user.supplierId))!;
  }
  return and(published, audience, scopeWhere(scope, { orgId: notices.orgId }))!;
}

/** The enabled public documents a caller's class may read. */
export function readableCommonFiles(user: SessionUser): SQL {
  return and(eq(commonFiles.enabledFlag, 'Y'), inArray(commonFiles.audience, [...audiencesOf(user)]))!;
}

/** `"base_attachment"."id"` appears in the comma list `column` (spaces ignored). */
const listsAttachment = (column: string) =>
  sql.raw(
    `position(',' || "base_attachment"."id"::text || ',' in ',' || replace(coalesce(${column}, ''), ' ', '') || ',') > 0`,
  );

/**
 * Supplier users see only their own supplier's attachments; the files of a public document or of a
 * published notice they may read are readable too (download and preview, never delete). Internal users
 * already read every attachment.
 */
registerReadableAttachments((user) => {
  if (!isSupplierUser(user)) return undefined;
  const sid = user.supplierId;
  const targeted =
    sid == null
      ? sql`not exists (select 1 from srm_base_notice_supplier ns where ns.notice_id = n.id)`
      : sql`(not exists (select 1 from srm_base_notice_supplier ns where ns.notice_id = n.id) or exists (select 1 from srm_base_notice_supplier ns where ns.notice_id = n.id and ns.supplier_id = ${sid}))`;
  return sql`(exists (select 1 from srm_base_common_file cf where cf.enabled_flag = 'Y' and cf.audience in ('ALL', 'SUPPLIER') and ${listsAttachment('cf.file_ids')}) or exists (select 1 from srm_base_notice n where n.status = 'PUBLISHED' and n.audience in ('ALL', 'SUPPLIER') and ${targeted} and ${listsAttachment('n.file_ids')}))`;
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
    .where(and(inArray(attachments.id, ids), eq(attachments.deletedFlag, 'N')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
