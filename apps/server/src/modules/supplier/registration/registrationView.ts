import { type Lang, type MessageKey, t } from '@srm/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { attachments } from '../../../platform/files/schema.ts';
import { districtFullName } from '../../base/index.ts';
import type { RegistrationRow } from '../registrationSchema.ts';
import { REGISTRATION_FUNCTION_ID, registrationBusinessId } from './supplierRows.ts';

/** The files uploaded for a registration (name and size only; the bytes are read through the file server). */
export async function registrationFiles(db: DbOrTx, registrationId: number) {
  return db
    .select({
      id: attachments.id,
      originalFileName: attachments.originalFileName,
      suffixName: attachments.suffixName,
      fileSize: attachments.fileSize,
      creationDate: attachments.creationDate,
    })
    .from(attachments)
    .where(
      and(
        eq(attachments.functionId, REGISTRATION_FUNCTION_ID),
        eq(attachments.businessId, registrationBusinessId(registrationId)),
        eq(attachments.deletedFlag, 'N'),
      ),
    )
    .orderBy(attachments.id);
}

/** A registration as both the applicant and the buyer see it (never the password hash or the token). */
export async function registrationView(db: DbOrTx, row: RegistrationRow) {
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    status: row.status,
    applicantEmail: row.applicantEmail,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    creditCode: row.creditCode,
    form: row.formData ?? null,
    /** "江苏省/苏州市/虎丘区" for the form's district code. */
    districtName: districtFullName((row.formData as { districtCode?: string } | null)?.districtCode),
    decisionReason: row.decisionReason,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
    version: row.version,
    files: await registrationFiles(db, row.id),
  };
}

/** A registration status in the reader's language, for messages. */
export const statusText = (status: string, lang: Lang) => t(`registration.status.${status}` as MessageKey, lang);
