import { addDays, formatDate } from '@srm/core';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/types.ts';
import { supplierQualifications, suppliers } from './schema.ts';

/*
 * Demo qualifications: the first demo supplier's ISO 9001 certificate expires in 40 days — no warning, the
 * rule warns below 30 —; the second one's expires in 10 days, so its users meet the qualification warning on
 * their home (issue 6's two cases).
 */

type DemoQualification = [type: string, name: string, number: string, issuer: string, validToInDays: number | null];

const DEMO: Record<string, DemoQualification[]> = {
  S000001: [
    ['BUSINESS_LICENSE', '营业执照', '91320500MA1XXXXX1A', '苏州市市场监督管理局', null],
    ['ISO9001', 'ISO 9001 质量管理体系认证', 'CN-QMS-2024-0815', '中国质量认证中心', 40],
  ],
  S000002: [
    ['BUSINESS_LICENSE', '营业执照', '91440300MA5XXXXX2B', '深圳市市场监督管理局', null],
    ['ISO9001', 'ISO 9001 质量管理体系认证', 'CN-QMS-2023-1120', '中国质量认证中心', 10],
  ],
};

export async function seedSupplierDemo(db: DbOrTx): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(supplierQualifications);
  if (n > 0) return;
  const today = new Date();
  for (const [supplierNumber, rows] of Object.entries(DEMO)) {
    const [supplier] = await db.select().from(suppliers).where(eq(suppliers.supplierNumber, supplierNumber));
    if (!supplier) continue;
    await db.insert(supplierQualifications).values(
      rows.map(([qualificationType, qualificationName, qualificationNumber, issuer, inDays]) => ({
        supplierId: supplier.id,
        qualificationType,
        qualificationName,
        qualificationNumber,
        issuer,
        validFrom: formatDate(addDays(today, -365)),
        validTo: inDays == null ? null : formatDate(addDays(today, inDays)),
        longTermFlag: inDays == null ? 'Y' : 'N',
      })),
    );
  }
}
