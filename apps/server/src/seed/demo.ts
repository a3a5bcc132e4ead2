import { DEMO_PASSWORD, USER_TYPE_INSIDE, USER_TYPE_SUPPLIER } from '@srm/core';
import { count, eq } from 'drizzle-orm';
import { departments, jobTitles, organizations, persons } from '../modules/admin/schema.ts';
import { seedBaseDemo } from '../modules/base/index.ts';
import { purchaseCategories, purchasingGroups } from '../modules/base/schema.ts';
import { seedWorkflowDemo } from '../modules/bpm/index.ts';
import { seedContractDemo } from '../modules/contract/index.ts';
import { seedTemplateDemo } from '../modules/contract/templates/index.ts';
import { seedMessageDemo } from '../modules/message/index.ts';
import { seedNoticeDemo } from '../modules/notice/index.ts';
import { seedPurchaseDemo } from '../modules/purchase/index.ts';
import { seedOrderDemo } from '../modules/purchase/orders/seed.ts';
import { seedSourcesDemo } from '../modules/purchase/sources/index.ts';
import { seedSettlementDemo } from '../modules/settlement/index.ts';
import { seedAwardDemo, seedInquiryDemo, seedTenderDemo } from '../modules/sourcing/index.ts';
import { seedSourcingRulesDemo } from '../modules/sourcing/rules/index.ts';
import { seedSupplierGroupDemo } from '../modules/supplier/index.ts';
import { seedSupplierInfoDemo } from '../modules/supplier/info/seed.ts';
import { seedSupplierLifecycleDemo } from '../modules/supplier/lifecycle/seed.ts';
import { suppliers } from '../modules/supplier/schema.ts';
import { seedSupplierDemo } from '../modules/supplier/seed.ts';
import { seedSupplierStatusDemo } from '../modules/supplier/status/seed.ts';
import {
  menuResources,
  menus,
  responsibilities,
  responsibilityMenus,
  responsibilityResources,
  userResponsibilities,
} from '../platform/access/schema.ts';
import { dataPermits, positionAllotments, positionLevels, positions } from '../platform/access/scopeSchema.ts';
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
    const [south] = await tx
      .insert(organizations)
      .values({
        orgCode: 'OU_SOUTH',
        orgName: '华南经营单位',
        orgNameEn: 'South China OU',
        orgType: 'OU',
        parentOrgId: bu.id,
      })
      .returning();

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
        // Spec §6: a responsibility with this code keeps the home's navigation and data closed.
        {
          responsibilityCode: 'GZJTMDY',
          responsibilityName: '精简工作台',
          responsibilityNameEn: 'Restricted workbench',
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
      ['finance', 'GZJTMDY'],
      ['supplier1', 'SUP_PORTAL'],
      ['supplier2', 'SUP_PORTAL'],
    ];
    await tx
      .insert(userResponsibilities)
      .values(grants.map(([u, r]) => ({ userId: userId[u], responsibilityId: respId[r] })));

    for (const lookup of demoLookups) await insertLookup(tx, lookup);
    await seedOrgStructure(tx, { east: east.id, south: south.id }, userId, created);
  });
  // The default approval process of requisitions (its assignees are the demo users above).
  await seedWorkflowDemo(db);
  // Materials and a few requisitions of the demo buyer.
  await seedPurchaseDemo(db);
  // Exchange rates, payment terms, banks, addresses, the buyers of the purchasing groups.
  await seedBaseDemo(db);
  // The demo's supplier group, so notices can be addressed to it.
  await seedSupplierGroupDemo(db);
  // Notices, notifications and public documents of the home pages.
  await seedNoticeDemo(db);
  // Supplier qualifications: the second demo supplier's certificate is about to expire.
  await seedSupplierDemo(db);
  // Supplier lifecycle: the default approvals of inspections and trials, a few demo documents.
  await seedSupplierLifecycleDemo(db);
  // Supplier status documents (blacklist, quit, designated, parts authorisation): approvals; introduction scenes.
  await seedSupplierStatusDemo(db);
  // Supplier information (contacts, bank accounts, sites…) and the default change-request approval.
  await seedSupplierInfoDemo(db);
  // Message centre: sources, templates, configurations, articles, a reminder rule.
  await seedMessageDemo(db);
  // Demo purchase orders of supplier1 and the deployed order approval (issue 8, orders).
  // Approved supplier list, price library, an agreement and their approvals (issue 8, sources).
  await seedSourcesDemo(db);
  await seedOrderDemo(db);
  // Sourcing rules (issue 17): templates, types, experts and a project.
  await seedSourcingRulesDemo(db);
  // The inquiry's publish approval (issue 17); the demo story publishes an inquiry through the app's calls.
  await seedInquiryDemo(db);
  await seedAwardDemo(db);
  // The tender's publish approval (issue 17 item 3); the demo story writes a draft tender.
  await seedTenderDemo(db);
  // The approvals of advances and payment applications (issue 18 item 5).
  await seedSettlementDemo(db);
  // The contract's approval (issue 19 item 2).
  await seedContractDemo(db);
  // The contract template setup (issue 19 item 1): clauses, a watermark, the demo template DEMO-PURCHASE.
  await seedTemplateDemo(db);
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
        .values(
          item.for.flatMap((code) =>
            res
              .filter((_r, i) => item.resources![i][3]?.includes(code) ?? true)
              .map((r) => ({ responsibilityId: respId[code], resourceId: r.id })),
          ),
        );
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
    lookup.values.map(([lookupCode, meaning, meaningEn, description], i) => ({
      lookupTypeId: type.id,
      lookupType: lookup.type,
      lookupCode,
      meaning,
      meaningEn,
      description: description ?? null,
      seqNum: (i + 1) * 10,
    })),
  );
}

/**
 * Departments, job titles, position levels and positions, purchase categories and purchasing groups, and
 * the data permits of the demo users (docs/decisions.md "Organisation and data scope"):
 * - buyer: organisation OU_EAST on the user; categories and groups through the position it holds
 *   (POS_EAST_BUYER);
 * - approver: both operating units on the user; every category and group through the manager level (L2)
 *   of the position it holds;
 * - finance: both operating units, every category and group, on the user.
 */
async function seedOrgStructure(
  tx: Tx,
  org: { east: number; south: number },
  userId: Record<string, number>,
  created: { userName: string; personId: number | null }[],
) {
  const personOf = Object.fromEntries(created.map((u) => [u.userName, u.personId]));
  const [purEast, finEast] = await tx
    .insert(departments)
    .values([
      {
        departmentCode: 'PUR',
        departmentName: '采购部',
        departmentNameEn: 'Purchasing',
        orgId: org.east,
        headPersonId: personOf.approver,
      },
      { departmentCode: 'FIN', departmentName: '财务部', departmentNameEn: 'Finance', orgId: org.east },
    ])
    .returning();
  const [purSouth] = await tx
    .insert(departments)
    .values({ departmentCode: 'PUR', departmentName: '采购部', departmentNameEn: 'Purchasing', orgId: org.south })
    .returning();
  const [jtBuyer, jtManager, jtAccountant] = await tx
    .insert(jobTitles)
    .values([
      { jobTitleCode: 'BUYER', jobTitleName: '采购专员', jobTitleNameEn: 'Buyer' },
      { jobTitleCode: 'PUR_MANAGER', jobTitleName: '采购经理', jobTitleNameEn: 'Purchasing manager' },
      { jobTitleCode: 'ACCOUNTANT', jobTitleName: '会计', jobTitleNameEn: 'Accountant' },
    ])
    .returning();
  const [l1, l2] = await tx
    .insert(positionLevels)
    .values([
      { levelCode: 'L1', levelName: '专员', levelNameEn: 'Staff', levelRank: 30 },
      { levelCode: 'L2', levelName: '经理', levelNameEn: 'Manager', levelRank: 20 },
      { levelCode: 'L3', levelName: '总监', levelNameEn: 'Director', levelRank: 10 },
    ])
    .returning();
  const [posBuyer, posManager, posAccountant] = await tx
    .insert(positions)
    .values([
      {
        positionCode: 'POS_EAST_BUYER',
        positionName: '华东采购员',
        positionNameEn: 'East China buyer',
        orgId: org.east,
        departmentId: purEast.id,
        positionLevelId: l1.id,
        jobTitleId: jtBuyer.id,
      },
      {
        positionCode: 'POS_EAST_PUR_MANAGER',
        positionName: '华东采购经理',
        positionNameEn: 'East China purchasing manager',
        orgId: org.east,
        departmentId: purEast.id,
        positionLevelId: l2.id,
        jobTitleId: jtManager.id,
      },
      {
        positionCode: 'POS_EAST_ACCOUNTANT',
        positionName: '华东会计',
        positionNameEn: 'East China accountant',
        orgId: org.east,
        departmentId: finEast.id,
        positionLevelId: l1.id,
        jobTitleId: jtAccountant.id,
      },
      {
        positionCode: 'POS_SOUTH_BUYER',
        positionName: '华南采购员',
        positionNameEn: 'South China buyer',
        orgId: org.south,
        departmentId: purSouth.id,
        positionLevelId: l1.id,
        jobTitleId: jtBuyer.id,
      },
    ])
    .returning();
  const person = async (userName: string, departmentId: number, jobTitleId: number) =>
    tx.update(persons).set({ departmentId, jobTitleId }).where(eq(persons.id, personOf[userName]!));
  await person('buyer', purEast.id, jtBuyer.id);
  await person('approver', purEast.id, jtManager.id);
  await person('finance', finEast.id, jtAccountant.id);
  await tx.insert(positionAllotments).values([
    { personId: personOf.buyer!, positionId: posBuyer.id, primaryFlag: 'Y', dateFrom: '2020-01-01' },
    { personId: personOf.approver!, positionId: posManager.id, primaryFlag: 'Y', dateFrom: '2020-01-01' },
    { personId: personOf.finance!, positionId: posAccountant.id, primaryFlag: 'Y', dateFrom: '2020-01-01' },
  ]);

  const [raw] = await tx
    .insert(purchaseCategories)
    .values({ categoryCode: 'RAW', categoryName: '原材料', categoryNameEn: 'Raw materials' })
    .returning();
  const [elec] = await tx
    .insert(purchaseCategories)
    .values({ categoryCode: 'ELEC', categoryName: '电子元器件', categoryNameEn: 'Electronic components' })
    .returning();
  const [mro] = await tx
    .insert(purchaseCategories)
    .values({ categoryCode: 'MRO', categoryName: '辅料及备品备件', categoryNameEn: 'MRO supplies' })
    .returning();
  const leaves = await tx
    .insert(purchaseCategories)
    .values([
      {
        categoryCode: 'RAW_STEEL',
        categoryName: '钢材',
        categoryNameEn: 'Steel',
        parentCategoryId: raw.id,
        levelId: 2,
      },
      {
        categoryCode: 'RAW_PLASTIC',
        categoryName: '塑料粒子',
        categoryNameEn: 'Plastic pellets',
        parentCategoryId: raw.id,
        levelId: 2,
      },
      {
        categoryCode: 'ELEC_IC',
        categoryName: '集成电路',
        categoryNameEn: 'Integrated circuits',
        parentCategoryId: elec.id,
        levelId: 2,
      },
    ])
    .returning();
  const groups = await tx
    .insert(purchasingGroups)
    .values([
      { groupCode: 'PG_EAST_MECH', groupName: '华东机械采购组', groupNameEn: 'East mechanical', orgId: org.east },
      { groupCode: 'PG_EAST_ELEC', groupName: '华东电子采购组', groupNameEn: 'East electronics', orgId: org.east },
      { groupCode: 'PG_SOUTH', groupName: '华南采购组', groupNameEn: 'South China group', orgId: org.south },
    ])
    .returning();
  const allCategories = [raw, elec, mro, ...leaves].map((c) => c.id);
  const allGroups = groups.map((g) => g.id);
  const steel = leaves.find((c) => c.categoryCode === 'RAW_STEEL')!;
  const plastic = leaves.find((c) => c.categoryCode === 'RAW_PLASTIC')!;
  const permits = (targetType: string, targetId: number, dimension: string, valueIds: number[]) =>
    valueIds.map((valueId) => ({ targetType, targetId, dimension, valueId }));
  await tx
    .insert(dataPermits)
    .values([
      ...permits('USER', userId.buyer, 'ORG', [org.east]),
      ...permits('POSITION', posBuyer.id, 'CATEGORY', [raw.id, steel.id, plastic.id, mro.id]),
      ...permits('POSITION', posBuyer.id, 'PURCHASING_GROUP', [groups[0].id, groups[1].id]),
      ...permits('USER', userId.approver, 'ORG', [org.east, org.south]),
      ...permits('POSITION_LEVEL', l2.id, 'CATEGORY', allCategories),
      ...permits('POSITION_LEVEL', l2.id, 'PURCHASING_GROUP', allGroups),
      ...permits('USER', userId.finance, 'ORG', [org.east, org.south]),
      ...permits('USER', userId.finance, 'CATEGORY', allCategories),
      ...permits('USER', userId.finance, 'PURCHASING_GROUP', allGroups),
    ]);
}
