import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { orgsByIds } from '../../admin/orgService.ts';
import { categoriesByIds } from '../../base/index.ts';
import {
  supplierAddresses,
  supplierBankAccounts,
  supplierCategories,
  supplierContacts,
  supplierQualifications,
  supplierSites,
  suppliers,
} from '../schema.ts';

/** Site states in which nothing of the site may change any more, inspect flag included (spec §5). */
const CLOSED_SITE_STATES = new Set(['QUIT', 'BLACKLIST']);

/** Spec §3 editFlag: Y while the site is neither quit nor blacklisted. One rule, used by the screen and the update. */
export const siteEditFlag = (siteStatus: string): 'Y' | 'N' => (CLOSED_SITE_STATES.has(siteStatus) ? 'N' : 'Y');

/**
 * A supplier's information as the detail screens show it: the base data and its children (contacts, bank
 * accounts, addresses, categories supplied, sites per operating unit with the inspect-site row of spec §3,
 * qualifications). Null when there is no such supplier.
 */
export async function supplierProfile(db: DbOrTx, supplierId: number) {
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) return null;
  const [contacts, bankAccounts, addresses, categoryRows, siteRows, qualifications] = await Promise.all([
    db
      .select()
      .from(supplierContacts)
      .where(eq(supplierContacts.supplierId, supplierId))
      .orderBy(asc(supplierContacts.id)),
    db
      .select()
      .from(supplierBankAccounts)
      .where(eq(supplierBankAccounts.supplierId, supplierId))
      .orderBy(asc(supplierBankAccounts.id)),
    db
      .select()
      .from(supplierAddresses)
      .where(eq(supplierAddresses.supplierId, supplierId))
      .orderBy(asc(supplierAddresses.id)),
    db
      .select()
      .from(supplierCategories)
      .where(eq(supplierCategories.supplierId, supplierId))
      .orderBy(asc(supplierCategories.id)),
    db.select().from(supplierSites).where(eq(supplierSites.supplierId, supplierId)).orderBy(asc(supplierSites.id)),
    db
      .select()
      .from(supplierQualifications)
      .where(eq(supplierQualifications.supplierId, supplierId))
      .orderBy(asc(supplierQualifications.id)),
  ]);
  const categoryNames = await categoriesByIds(
    db,
    categoryRows.map((c) => c.categoryId),
  );
  const ous = await orgsByIds(
    db,
    siteRows.map((s) => s.orgId),
  );
  const parents = await orgsByIds(
    db,
    [...ous.values()].flatMap((o) => (o.parentOrgId == null ? [] : [o.parentOrgId])),
  );
  const { id, supplierNumber, ...base } = supplier;
  return {
    supplierId: id,
    supplierNum: supplierNumber,
    ...base,
    contacts: contacts.map(({ id: contactId, ...c }) => ({ contactId, ...c })),
    bankAccounts: bankAccounts.map(({ id: bankAccountId, ...b }) => ({ bankAccountId, ...b })),
    addresses: addresses.map(({ id: addressId, ...a }) => ({ addressId, ...a })),
    categories: categoryRows.map(({ id: supplierCategoryId, ...c }) => {
      const category = categoryNames.get(c.categoryId);
      return {
        supplierCategoryId,
        ...c,
        categoryCode: category?.categoryCode ?? null,
        categoryName: category?.categoryName ?? null,
        categoryNameEn: category?.categoryNameEn ?? null,
      };
    }),
    sites: siteRows.map(({ id: siteId, ...s }) => {
      const ou = ous.get(s.orgId);
      const pu = ou?.parentOrgId == null ? undefined : parents.get(ou.parentOrgId);
      return {
        siteId,
        ...s,
        ouName: ou?.orgName ?? null,
        ouNameEn: ou?.orgNameEn ?? null,
        puName: pu?.orgName ?? null,
        puNameEn: pu?.orgNameEn ?? null,
        editFlag: siteEditFlag(s.siteStatus),
      };
    }),
    qualifications: qualifications.map(({ id: qualificationId, ...q }) => ({ qualificationId, ...q })),
  };
}

export type SupplierProfile = NonNullable<Awaited<ReturnType<typeof supplierProfile>>>;
