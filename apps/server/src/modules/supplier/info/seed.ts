import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { orgsByCodes } from '../../admin/orgService.ts';
import { categoriesByCodes } from '../../base/index.ts';
import { seedSupplierChangeProcess } from '../change/process.ts';
import {
  supplierAddresses,
  supplierBankAccounts,
  supplierCategories,
  supplierContacts,
  supplierSites,
  suppliers,
} from '../schema.ts';

/*
 * Demo supplier information: identity data, contacts, a bank account, an address, categories supplied and
 * sites of the two demo suppliers (苏州精密's South China site has quit, so its inspect flag is locked), and
 * the default change-request process. Idempotent: nothing happens when the first supplier has contacts.
 */

type Demo = {
  number: string;
  identity: Partial<typeof suppliers.$inferInsert>;
  contact: [name: string, position: string, mobile: string, email: string];
  bank: [bank: string, branch: string, code: string, account: string];
  address: string;
  categories: [code: string, status: string][];
  sites: [name: string, ouCode: string, status: string, emergency: 'Y' | 'N', inspect: 'Y' | 'N'][];
};

const DEMO: Demo[] = [
  {
    number: 'S000001',
    identity: {
      creditCode: '91320500MA1XXXXX1A',
      legalPerson: '王建国',
      registeredCapital: '5000',
      registeredCurrency: 'CNY',
      establishDate: '2012-06-18',
      registeredAddress: '江苏省苏州市工业园区星湖街 328 号',
      industry: '通用设备制造',
      phone: '0512-62881234',
      email: 'sales@szjm.example.com',
    },
    contact: ['张伟', '销售经理', '13812345678', 'zhangwei@szjm.example.com'],
    bank: ['中国工商银行', '苏州工业园区支行', '102305002151', '1102 0211 0900 0123 456'],
    address: '江苏省苏州市工业园区星湖街 328 号',
    categories: [
      ['RAW_STEEL', 'EFFECTIVE'],
      ['MRO', 'QUALIFIED'],
    ],
    sites: [
      ['苏州精密-华东', 'OU_EAST', 'EFFECTIVE', 'N', 'Y'],
      ['苏州精密-华南', 'OU_SOUTH', 'QUIT', 'N', 'N'],
    ],
  },
  {
    number: 'S000002',
    identity: {
      creditCode: '91440300MA5XXXXX2B',
      legalPerson: '李海涛',
      registeredCapital: '2000',
      registeredCurrency: 'CNY',
      establishDate: '2015-03-09',
      registeredAddress: '广东省深圳市南山区科技园南区 12 栋',
      industry: '电子元器件制造',
      phone: '0755-26671234',
      email: 'info@hxdz.example.com',
    },
    contact: ['陈静', '客户经理', '13922223333', 'chenjing@hxdz.example.com'],
    bank: ['招商银行', '深圳科技园支行', '308584000013', '7559 1234 5610 001'],
    address: '广东省深圳市南山区科技园南区 12 栋',
    categories: [['ELEC_IC', 'EFFECTIVE']],
    sites: [['华信电子-华南', 'OU_SOUTH', 'EFFECTIVE', 'Y', 'N']],
  },
];

export async function seedSupplierInfoDemo(db: DbOrTx): Promise<void> {
  await seedSupplierChangeProcess(db);
  const found = await db
    .select()
    .from(suppliers)
    .where(
      inArray(
        suppliers.supplierNumber,
        DEMO.map((d) => d.number),
      ),
    );
  const first = found.find((s) => s.supplierNumber === DEMO[0].number);
  if (!first) return;
  const [existing] = await db
    .select({ id: supplierContacts.id })
    .from(supplierContacts)
    .where(eq(supplierContacts.supplierId, first.id));
  if (existing) return;
  const orgs = await orgsByCodes(db, ['OU_EAST', 'OU_SOUTH']);
  const categories = await categoriesByCodes(
    db,
    DEMO.flatMap((d) => d.categories.map(([code]) => code)),
  );
  for (const demo of DEMO) {
    const supplier = found.find((s) => s.supplierNumber === demo.number);
    if (!supplier) continue;
    const supplierId = supplier.id;
    await db
      .update(suppliers)
      .set(demo.identity)
      .where(and(eq(suppliers.id, supplierId)));
    const [name, position, mobile, email] = demo.contact;
    await db
      .insert(supplierContacts)
      .values({ supplierId, contactName: name, position, mobile, email, primaryFlag: 'Y' });
    const [bankName, branchName, branchCode, accountNumber] = demo.bank;
    await db.insert(supplierBankAccounts).values({
      supplierId,
      bankName,
      branchName,
      branchCode,
      accountName: supplier.supplierName,
      accountNumber,
      primaryFlag: 'Y',
    });
    await db.insert(supplierAddresses).values({ supplierId, addressType: 'REGISTERED', addressDetail: demo.address });
    for (const [code, categoryStatus] of demo.categories) {
      const category = categories.get(code);
      if (category) await db.insert(supplierCategories).values({ supplierId, categoryId: category.id, categoryStatus });
    }
    for (const [siteName, ouCode, siteStatus, isEmergencySupplier, inspectFlag] of demo.sites) {
      const org = orgs.get(ouCode);
      if (org) {
        await db
          .insert(supplierSites)
          .values({ supplierId, siteName, orgId: org.id, siteStatus, isEmergencySupplier, inspectFlag });
      }
    }
  }
}
