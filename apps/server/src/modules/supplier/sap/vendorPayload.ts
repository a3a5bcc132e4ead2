import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { supplierAddresses, supplierBankAccounts, supplierContacts, suppliers } from '../schema.ts';

/*
 * The SAP vendor-master message (documented in docs/api.md "SAP vendor master"): the supplier's base
 * data, the blocks its status implies, its enabled bank accounts, contacts and addresses. SAP keys the
 * vendor by `supplierNumber`; a later message for the same supplier replaces the earlier one.
 */

/** Statuses in which SAP must block purchasing (and the reason why it is sent). */
const BLOCKED = new Set(['FROZEN', 'BLACKLIST', 'QUIT']);

export type SapVendorPayload = {
  reason: string;
  supplierNumber: string;
  supplierName: string;
  supplierNameEn: string | null;
  supplierShortName: string | null;
  creditCode: string | null;
  supplierStatus: string;
  purchaseBlock: boolean;
  paymentBlock: boolean;
  legalPerson: string | null;
  registeredCapital: string | null;
  registeredCurrency: string | null;
  districtCode: string | null;
  registeredAddress: string | null;
  phone: string | null;
  email: string | null;
  bankAccounts: {
    bankName: string;
    branchName: string | null;
    branchCode: string | null;
    accountName: string;
    accountNumber: string;
    currency: string;
    primary: boolean;
  }[];
  contacts: {
    contactName: string;
    mobile: string | null;
    phone: string | null;
    email: string | null;
    primary: boolean;
  }[];
  addresses: { addressType: string; districtCode: string | null; addressDetail: string; postcode: string | null }[];
};

/** The payload of one supplier, or null when it does not exist. */
export async function sapVendorPayload(
  db: DbOrTx,
  supplierId: number,
  reason: string,
): Promise<SapVendorPayload | null> {
  const [s] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId));
  if (!s) return null;
  const [banks, contacts, addresses] = await Promise.all([
    db
      .select()
      .from(supplierBankAccounts)
      .where(eq(supplierBankAccounts.supplierId, supplierId))
      .orderBy(asc(supplierBankAccounts.id)),
    db
      .select()
      .from(supplierContacts)
      .where(eq(supplierContacts.supplierId, supplierId))
      .orderBy(asc(supplierContacts.id)),
    db
      .select()
      .from(supplierAddresses)
      .where(eq(supplierAddresses.supplierId, supplierId))
      .orderBy(asc(supplierAddresses.id)),
  ]);
  return {
    reason,
    supplierNumber: s.supplierNumber,
    supplierName: s.supplierName,
    supplierNameEn: s.supplierNameEn,
    supplierShortName: s.supplierShortName,
    creditCode: s.creditCode,
    supplierStatus: s.supplierStatus,
    purchaseBlock: s.purchaseFlag !== 'Y' || BLOCKED.has(s.supplierStatus),
    paymentBlock: s.paymentFlag !== 'Y',
    legalPerson: s.legalPerson,
    registeredCapital: s.registeredCapital,
    registeredCurrency: s.registeredCurrency,
    districtCode: s.districtCode,
    registeredAddress: s.registeredAddress,
    phone: s.phone,
    email: s.email,
    bankAccounts: banks
      .filter((b) => b.enabledFlag === 'Y')
      .map((b) => ({
        bankName: b.bankName,
        branchName: b.branchName,
        branchCode: b.branchCode,
        accountName: b.accountName,
        accountNumber: b.accountNumber,
        currency: b.currency,
        primary: b.primaryFlag === 'Y',
      })),
    contacts: contacts
      .filter((c) => c.enabledFlag === 'Y')
      .map((c) => ({
        contactName: c.contactName,
        mobile: c.mobile,
        phone: c.phone,
        email: c.email,
        primary: c.primaryFlag === 'Y',
      })),
    addresses: addresses
      .filter((a) => a.enabledFlag === 'Y')
      .map((a) => ({
        addressType: a.addressType,
        districtCode: a.districtCode,
        addressDetail: a.addressDetail,
        postcode: a.postcode,
      })),
  };
}
