import { DEMO_PASSWORD, USER_TYPE_INSIDE, USER_TYPE_SUPPLIER } from '@srm/core';
import { count } from 'drizzle-orm';
import { organizations, persons } from '../modules/admin/schema.ts';
import { suppliers } from '../modules/supplier/schema.ts';
import {
  menuResources,
  menus,
  responsibilities,
  responsibilityMenus,
  responsibilityResources,
  userResponsibilities,
} from '../platform/access/schema.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { users } from '../platform/auth/schema.ts';
import type { Db, Tx } from '../platform/db/types.ts';
import { lookupTypes, lookupValues } from '../platform/lookups/schema.ts';
import { type DemoLookup, demoLookups } from './demoLookups.ts';
import { type DemoMenu, demoMenus } from './demoMenus.ts';

export const DEMO_USERS = [
  { userName: 'admin', role: 'administrator / 系统管理员' },
  { userName: 'buyer', role: 'buyer / 采购员' },
  { userName: 'approver', role: 'approver / 审批人' },
  { userName: 'finance', role: 'finance / 财务' },
  { userName: 'supplier1', role: 'supplier user of 苏州精密机械有限公司' },
  { userName: 'supplier2', role: 'supplier user of 深圳华信电子有限公司' },
];

/** Loads the demo company on an empty database; does nothing when any user exists already. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (Number(n) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [bu] = await tx
      .insert(organizations)
      .values({ orgCode: 'DEMO', orgName: '演示集团', orgNameEn: 'Demo Group', orgType: 'BU' })
      .returning();
    const [east] = await tx
      .insert(organizations)
      .values({
        orgCode: 'OU_EAST',
        orgName: '华东经营单位',
        orgNameEn: 'East China OU',
        orgType: 'OU',
        parentOrgId: bu.id,
      })
      .returning();
    await tx.insert(organizations).values({
      orgCode: 'OU_SOUTH',
      orgName: '华南经营单位',
      orgNameEn: 'South China OU',
      orgType: 'OU',
      parentOrgId: bu.id,
    });

    const [s1, s2] = await tx
      .insert(suppliers)
      .values([
        { supplierNumber: 'S000001', supplierName: '苏州精密机械有限公司', supplierShortName: '苏州精密' },
        { supplierNumber: 'S000002', supplierName: '深圳华信电子有限公司', supplierShortName: '华信电子' },
      ])
      .returning();

    const resps = await tx
      .insert(responsibilities)
      .values([
        {
          responsibilityCode: 'SYS_ADMIN',
          responsibilityName: '系统管理员',
          responsibilityNameEn: 'System administrator',
        },
        { responsibilityCode: 'PUR_BUYER', responsibilityName: '采购员', responsibilityNameEn: 'Buyer' },
        {
          responsibilityCode: 'PUR_APPROVER',
          responsibilityName: '采购审批人',
          responsibilityNameEn: 'Purchasing approver',
        },
        { responsibilityCode: 'FIN_STAFF', responsibilityName: '财务', responsibilityNameEn: 'Finance' },
        {
          responsibilityCode: 'SUP_PORTAL',
          responsibilityName: '供应商门户',
          responsibilityNameEn: 'Supplier portal',
          userType: USER_TYPE_SUPPLIER,
        },
      ])
      .returning();
    const respId = Object.fromEntries(resps.map((r) => [r.responsibilityCode, r.id]));
    await insertMenus(tx, demoMenus, null, 1, respId);

    const person = async (employeeNumber: string, personName: string, email: string) =>
      (await tx.insert(persons).values({ employeeNumber, personName, email, orgId: east.id }).returning())[0].id;
    const inside = { userType: USER_TYPE_INSIDE, orgId: east.id, passwordHash };
    const created = await tx
      .insert(users)
      .values([
        {
          ...inside,
          userName: 'admin',
          userFullName: '系统管理员',
          email: 'admin@srm.local',
          adminFlag: 'Y',
          personId: await person('E0001', '系统管理员', 'admin@srm.local'),
        },
        {
          ...inside,
          userName: 'buyer',
          userFullName: '李采购',
          email: 'buyer@srm.local',
          personId: await person('E0002', '李采购', 'buyer@srm.local'),
        },
        {
          ...inside,
          userName: 'approver',
          userFullName: '王审批',
          email: 'approver@srm.local',
          personId: await person('E0003', '王审批', 'approver@srm.local'),
        },
        {
          ...inside,
          userName: 'finance',
          userFullName: '赵财务',
          email: 'finance@srm.local',
          personId: await person('E0004', '赵财务', 'finance@srm.local'),
        },
        {
          userType: USER_TYPE_SUPPLIER,
          passwordHash,
          userName: 'supplier1',
          userFullName: '张经理',
          email: 'sales@szjm.example.com',
          supplierId: s1.id,
        },
        {
          userType: USER_TYPE_SUPPLIER,
          passwordHash,
          userName: 'supplier2',
          userFullName: '陈经理',
          email: 'sales@hxdz.example.com',
          supplierId: s2.id,
        },
      ])
      .returning();
    const userId = Object.fromEntries(created.map((u) => [u.userName, u.id]));
    const grants: [string, string][] = [
      ['admin', 'SYS_ADMIN'],
      ['buyer', 'PUR_BUYER'],
      ['buyer', 'PUR_APPROVER'],
      ['approver', 'PUR_APPROVER'],
      ['finance', 'FIN_STAFF'],
      ['supplier1', 'SUP_PORTAL'],
      ['supplier2', 'SUP_PORTAL'],
    ];
    await tx
      .insert(userResponsibilities)
      .values(grants.map(([u, r]) => ({ userId: userId[u], responsibilityId: respId[r] })));

    for (const lookup of demoLookups) await insertLookup(tx, lookup);
  });
  return true;
}

async function insertMenus(
  tx: Tx,
  items: DemoMenu[],
  parentId: number | null,
  level: number,
  respId: Record<string, number>,
) {
  for (const [index, item] of items.entries()) {
    const [menu] = await tx
      .insert(menus)
      .values({
        menuCode: item.code,
        menuName: item.cn,
        menuNameEn: item.en,
        menuParentId: parentId,
        menuType: item.children ? '10' : '20',
        levelId: level,
        imageLink: item.icon ?? null,
        htmlUrl: item.htmlUrl ?? null,
        orderNo: (index + 1) * 10,
      })
      .returning();
    await tx
      .insert(responsibilityMenus)
      .values(item.for.map((code) => ({ responsibilityId: respId[code], menuId: menu.id })));
    if (item.resources?.length) {
      const res = await tx
        .insert(menuResources)
        .values(
          item.resources.map(([resourceCode, resourceName, resourceNameEn]) => ({
            menuId: menu.id,
            resourceCode,
            resourceName,
            resourceNameEn,
          })),
        )
        .returning();
      await tx
        .insert(responsibilityResources)
        .values(item.for.flatMap((code) => res.map((r) => ({ responsibilityId: respId[code], resourceId: r.id }))));
    }
    if (item.children) await insertMenus(tx, item.children, menu.id, level + 1, respId);
  }
}

async function insertLookup(tx: Tx, lookup: DemoLookup) {
  const [type] = await tx
    .insert(lookupTypes)
    .values({ lookupType: lookup.type, meaning: lookup.cn, meaningEn: lookup.en })
    .returning();
  await tx.insert(lookupValues).values(
    lookup.values.map(([lookupCode, meaning, meaningEn], i) => ({
      lookupTypeId: type.id,
      lookupType: lookup.type,
      lookupCode,
      meaning,
      meaningEn,
      seqNum: (i + 1) * 10,
    })),
  );
}
