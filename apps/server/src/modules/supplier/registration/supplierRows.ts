import type { RegistrationForm } from '@srm/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { attachments } from '../../../platform/files/schema.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { supplierAddresses, supplierBankAccounts, supplierCategories, supplierContacts, suppliers } from '../schema.ts';

/** Attachments uploaded for a registration carry these (see upload.ts). */
export const REGISTRATION_FUNCTION_ID = 'SUPPLIER_REGISTER';
export const registrationBusinessId = (registrationId: number) => `REG${registrationId}`;

/**
 * Is the name taken by another supplier that is still alive (a rejected registration frees its name)?
 * Compared without case and surrounding spaces.
 */
export async function nameTaken(db: DbOrTx, supplierName: string, exceptSupplierId?: number | null) {
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        sql`lower(trim(${suppliers.supplierName})) = ${supplierName.trim().toLowerCase()}`,
        ne(suppliers.supplierStatus, 'REJECTED'),
        exceptSupplierId ? ne(suppliers.id, exceptSupplierId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Every file id of the form must be a live attachment uploaded for this registration. */
export async function checkFilesBelong(db: DbOrTx, registrationId: number, fileIds: number[]) {
  if (fileIds.length === 0) return;
  const rows = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        inArray(attachments.id, fileIds),
        eq(attachments.functionId, REGISTRATION_FUNCTION_ID),
        eq(attachments.businessId, registrationBusinessId(registrationId)),
        eq(attachments.deletedFlag, 'N'),
      ),
    );
  if (rows.length !== new Set(fileIds).size) throw new AppError(400, 'registration.fileNotOwn');
}

/**
 * Writes the company as a POTENTIAL, self-registered supplier with its contacts, bank account, address and
 * categories offered; on a resubmit the children are replaced by the edited form. The supplier number is
 * the registration number until approval gives it an S number.
 */
export async function writePotentialSupplier(
  tx: DbOrTx,
  form: RegistrationForm,
  registration: { supplierId: number | null; registrationNumber: string; applicantEmail: string },
): Promise<number> {
  const values = {
    supplierName: form.supplierName,
    supplierShortName: form.supplierShortName ?? null,
    supplierNameEn: form.supplierNameEn ?? null,
    supplierType: form.supplierType ?? null,
    creditCode: form.creditCode,
    legalPerson: form.legalPerson,
    registeredCapital: form.registeredCapital || null,
    establishDate: form.establishDate || null,
    districtCode: form.districtCode,
    registeredAddress: form.registeredAddress,
    businessScope: form.businessScope ?? null,
    website: form.website ?? null,
    phone: form.phone ?? null,
    email: registration.applicantEmail,
    licenceFileIds: form.licenceFileIds.join(','),
    otherFileIds: form.otherFileIds.join(',') || null,
    lastUpdateDate: new Date(),
  };
  let supplierId = registration.supplierId;
  if (supplierId == null) {
    const [row] = await tx
      .insert(suppliers)
      .values({
        ...values,
        supplierNumber: registration.registrationNumber,
        supplierStatus: 'POTENTIAL',
        sourceType: 'SELF_REGISTER',
        purchaseFlag: 'N',
        paymentFlag: 'N',
      })
      .returning({ id: suppliers.id });
    supplierId = row.id;
  } else {
    await tx
      .update(suppliers)
      .set({ ...values, version: sql`${suppliers.version} + 1` })
      .where(eq(suppliers.id, supplierId));
    for (const child of [supplierContacts, supplierBankAccounts, supplierAddresses, supplierCategories]) {
      await tx.delete(child).where(eq(child.supplierId, supplierId));
    }
  }
  await tx.insert(supplierContacts).values(
    form.contacts.map((c, i) => ({
      supplierId,
      contactName: c.contactName,
      position: c.position ?? null,
      mobile: c.mobile,
      email: c.email || null,
      primaryFlag: i === 0 ? 'Y' : 'N',
    })),
  );
  await tx.insert(supplierBankAccounts).values({
    supplierId,
    bankName: form.bank.bankName,
    branchName: form.bank.branchName ?? null,
    branchCode: form.bank.branchCode ?? null,
    accountName: form.bank.accountName,
    accountNumber: form.bank.accountNumber,
    currency: form.bank.currency,
    primaryFlag: 'Y',
  });
  await tx.insert(supplierAddresses).values({
    supplierId,
    addressType: 'REGISTERED',
    districtCode: form.districtCode,
    addressDetail: form.registeredAddress,
  });
  await tx
    .insert(supplierCategories)
    .values([...new Set(form.categoryIds)].map((categoryId) => ({ supplierId, categoryId })));
  return supplierId;
}
