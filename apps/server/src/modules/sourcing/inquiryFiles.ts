import { isSupplierUserType } from '@srm/core';
import { sql } from 'drizzle-orm';
import { listsAttachment, registerReadableAttachments } from '../../platform/files/attachments.ts';
import { inquiries } from './inquirySchema.ts';
import { supplierVisibleWhere } from './inquirySupplierAccess.ts';

/*
 * The buyer's files of an inquiry (its attachments and the lines' drawings) are read by the suppliers that
 * may read the inquiry itself (inquirySupplierAccess.ts: taking part once published, or a public one open to
 * sign-up) — download and preview only, never delete. Without this rule a supplier sees only its own uploads
 * (platform/files visibleTo), and the drawings it is asked to quote on would answer 404.
 */
registerReadableAttachments((user) => {
  if (!isSupplierUserType(user.userType) || user.supplierId == null) return undefined;
  return sql`exists (select 1 from ${inquiries} where ${supplierVisibleWhere(user.supplierId)} and (${listsAttachment('"srm_src_inquiry"."file_ids"')} or exists (select 1 from srm_src_inquiry_line l where l.inquiry_id = "srm_src_inquiry"."id" and ${listsAttachment('l.file_ids')})))`;
});
