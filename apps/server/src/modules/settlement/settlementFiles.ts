import { isSupplierUserType, t } from '@srm/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { fieldErrors } from '../../platform/documents/fieldChecks.ts';
import { listsAttachment, parseIds, registerReadableAttachments } from '../../platform/files/attachments.ts';
import { attachments } from '../../platform/files/schema.ts';

/*
 * Files of settlement documents (issue 18 items 2 and 3), and who reads them through the file service (list,
 * download, preview, zip):
 * - A deduction's evidence (its fileIds, uploaded by the buyer) is read by its supplier's users once the deduction
 *   is sent — never the draft's, the approval's, nor while recalled to correct (sent_date, the deduction's own
 *   boundary). Only files no supplier uploaded are opened this way: a buyer listing another supplier's upload on a
 *   deduction does not hand it over.
 * - A statement dispute's files are the supplier's own uploads (checked when it disputes): the buyer reads them as
 *   internal users read every attachment, another supplier never (the file service's own supplier boundary).
 */
registerReadableAttachments((user) => {
  if (!isSupplierUserType(user.userType) || user.supplierId == null) return undefined;
  return sql`"base_attachment"."supplier_id" is null and exists (select 1 from srm_settle_deduction d where d.supplier_id = ${user.supplierId} and d.sent_date is not null and ${listsAttachment('d.file_ids')})`;
});

/**
 * The files a supplier user attaches to its answer: its own live uploads only, or the field is refused — so a
 * dispute never names a file its supplier could not read.
 */
export async function ownUploads(
  db: DbOrTx,
  user: SessionUser,
  field: string,
  fileIds: string | undefined,
  lang: 'CN' | 'EN',
) {
  const ids = parseIds(fileIds ?? '');
  if (ids.length === 0) return null;
  const found = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        inArray(attachments.id, ids),
        eq(attachments.deletedFlag, 'N'),
        eq(attachments.supplierId, user.supplierId ?? -1),
      ),
    );
  if (found.length !== ids.length) throw fieldErrors([{ field, message: t('settlement.fileNotYours', lang) }]);
  return ids.join(',');
}
