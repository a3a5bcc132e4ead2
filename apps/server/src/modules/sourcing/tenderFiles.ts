import { isSupplierUserType } from '@srm/core';
import { sql } from 'drizzle-orm';
import { listsAttachment, registerReadableAttachments } from '../../platform/files/attachments.ts';
import { tenders } from './tenderSchema.ts';
import { supplierTenderWhere } from './tenderSupplierAccess.ts';

/*
 * The buyer's files of a tender — the tender documents, the lines' drawings, the change letters' files — are
 * read by the suppliers that may read the tender itself (tenderSupplierAccess.ts: taking part once
 * published, or a public one open for bids), download and preview only. Without this rule a supplier sees
 * only its own uploads (platform/files visibleTo), and the tender documents it bids on would answer 404.
 */
registerReadableAttachments((user) => {
  if (!isSupplierUserType(user.userType) || user.supplierId == null) return undefined;
  return sql`exists (select 1 from ${tenders} where ${supplierTenderWhere(user.supplierId)} and (${listsAttachment('"srm_src_tender"."file_ids"')} or exists (select 1 from srm_src_tender_line l where l.tender_id = "srm_src_tender"."id" and ${listsAttachment('l.file_ids')}) or exists (select 1 from srm_src_tender_change c where c.tender_id = "srm_src_tender"."id" and ${listsAttachment('c.file_ids')})))`;
});
