import { DEMO_PASSWORD } from '@srm/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDesignatedSupplier, isPartAuthorised } from './designations.ts';
import {
  BLACKLIST,
  createStatusKit,
  DESIGNATED,
  type Doc,
  GROUPS,
  OUTBOX,
  PARTS,
  QUIT,
  SCENES,
  SITES,
  type StatusKit,
} from './statusKit.ts';
import { supplierTradeBlock } from './tradeBlock.ts';

/**
 * The supplier-status documents with the real workflow and the demo approval processes: blacklist (and
 * lifting it), freeze, quit, designated suppliers, parts authorisation with abandon; what an approval
 * applies to the supplier and its sites; the SAP message each status change queues; the trade block a
 * blacklisted supplier meets; supplier groups and introduction scenes; supplier users refused everywhere.
 */

let k: StatusKit;
const status = (supplierId: number) =>
  k.value(sql`select supplier_status || '/' || purchase_flag as v from srm_pos_supplier_info where id = ${supplierId}`);
const siteStatuses = async (supplierId: number) =>
  k.value(sql`select string_agg(site_name || ':' || site_status, ',' order by site_name) as v
    from srm_pos_supplier_site where supplier_id = ${supplierId}`);
const sapMessages = (supplierId: number) =>
  k.value(sql`select count(*)::int as v from base_integration_outbox where target = 'SAP' and doc_id = ${supplierId}`);

beforeAll(async () => {
  k = await createStatusKit();
  // supplier2 approved, with two sites; supplier1 approved.
  await k.t.database.db.execute(sql`update srm_pos_supplier_info set supplier_status = 'EFFECTIVE'`);
  await k.t.database.db.execute(sql`delete from srm_pos_supplier_site`);
  await k.t.database.db.execute(sql`insert into srm_pos_supplier_site (supplier_id, site_name, org_id, site_status)
    values (${k.ids.supplier2}, 'Shenzhen plant', ${k.ids.east}, 'EFFECTIVE'), (${k.ids.supplier2}, 'Dongguan plant', ${k.ids.east}, 'EFFECTIVE'),
    (${k.ids.supplier1}, 'Suzhou plant', ${k.ids.east}, 'EFFECTIVE')`);
}, 120_000);
afterAll(async () => k?.t.close());

describe('blacklist', () => {
  it('is created, submitted, approved, and then blacklists the supplier, its sites and its orders; lifting undoes it', async () => {
    const draft = await k.save(BLACKLIST, {
      changeType: 'BLACKLIST',
      supplierId: k.ids.supplier2,
      reason: 'Fake quality certificates',
    });
    expect(draft).toMatchObject({ status: 'DRAFT', supplierName: 'S000002 深圳华信电子有限公司' });
    expect(draft.changeNumber).toMatch(/^BL\d{10}$/);
    expect(await supplierTradeBlock(k.t.database.db, k.ids.supplier2)).toBeNull();
    const sapBefore = Number(await sapMessages(k.ids.supplier2));

    const approved = await k.submitAndApprove(BLACKLIST, 'changeId', draft);
    expect(approved.status).toBe('APPROVED');
    expect(await status(k.ids.supplier2)).toBe('BLACKLIST/N');
    expect(await siteStatuses(k.ids.supplier2)).toBe('Dongguan plant:BLACKLIST,Shenzhen plant:BLACKLIST');
    expect(await status(k.ids.supplier1)).toBe('EFFECTIVE/Y');
    const block = await supplierTradeBlock(k.t.database.db, k.ids.supplier2);
    expect(block).toMatchObject({ status: 'BLACKLIST', reason: 'Fake quality certificates' });
    expect(block?.message).toBe(
      'The supplier is blacklisted (Fake quality certificates); it cannot take part in sourcing or receive orders',
    );
    expect((await supplierTradeBlock(k.t.database.db, k.ids.supplier2, 'CN'))?.message).toBe(
      '供应商已被列入黑名单（Fake quality certificates），不能参与寻源或接收订单',
    );
    expect(await supplierTradeBlock(k.t.database.db, k.ids.supplier1)).toBeNull();
    expect(
      await k.value(sql`select from_status || '>' || to_status as v from srm_slc_status_history
        where bill_type = 'SLC_BLACKLIST' and doc_id = ${draft.changeId as number}`),
    ).toBe('EFFECTIVE>BLACKLIST');
    // The SAP vendor master hears of it, with the purchase block.
    expect(Number(await sapMessages(k.ids.supplier2))).toBe(sapBefore + 1);
    const payload = (await k.value(sql`select payload as v from base_integration_outbox
      where target = 'SAP' and doc_id = ${k.ids.supplier2} order by id desc limit 1`)) as Record<string, unknown>;
    expect(payload).toMatchObject({
      reason: 'STATUS_CHANGED',
      supplierNumber: 'S000002',
      supplierStatus: 'BLACKLIST',
      purchaseBlock: true,
    });

    // The supplier user sees the restriction when it logs in.
    const login = await k.t.call('/api/baseServer/v1/baseLoginRestful/login', {
      userName: 'supplier2',
      password: DEMO_PASSWORD,
    });
    expect(login.body.data.userInfo.tradeBlock).toMatchObject({
      status: 'BLACKLIST',
      reason: 'Fake quality certificates',
    });

    // A second blacklist does not apply; lifting does, and the sites come back.
    const again = await k.call(
      `${BLACKLIST}/saveOrUpdate`,
      { changeType: 'BLACKLIST', supplierId: k.ids.supplier2, reason: 'x' },
      'buyer',
    );
    expect(again.statusCode).toBe(400);
    expect(again.body.data.errors).toEqual([
      { field: 'changeType', message: 'The supplier is Blacklisted; this change does not apply' },
    ]);
    const lift = await k.save(BLACKLIST, {
      changeType: 'LIFT_BLACKLIST',
      supplierId: k.ids.supplier2,
      reason: 'Audit passed',
    });
    await k.submitAndApprove(BLACKLIST, 'changeId', lift);
    expect(await status(k.ids.supplier2)).toBe('EFFECTIVE/Y');
    expect(await siteStatuses(k.ids.supplier2)).toBe('Dongguan plant:EFFECTIVE,Shenzhen plant:EFFECTIVE');
    expect(await supplierTradeBlock(k.t.database.db, k.ids.supplier2)).toBeNull();
  });

  it('freezes and unfreezes through the same family; a rejected one changes nothing', async () => {
    const freeze = await k.save(BLACKLIST, {
      changeType: 'FREEZE',
      supplierId: k.ids.supplier1,
      reason: 'Late deliveries',
    });
    const submitted = await k.call(
      `${BLACKLIST}/doSubmit`,
      { changeId: freeze.changeId, version: freeze.version },
      'buyer',
    );
    const rejected = await k.call(
      `${BLACKLIST}/doReject`,
      { changeId: freeze.changeId, version: submitted.body.data.version, comment: 'Not yet' },
      'approver',
    );
    expect(rejected.statusCode, rejected.raw).toBe(200);
    expect(rejected.body.data.status).toBe('REJECTED');
    expect(await status(k.ids.supplier1)).toBe('EFFECTIVE/Y');
    const again = (await k.call(`${BLACKLIST}/findById`, { changeId: freeze.changeId }, 'buyer')).body.data as Doc;
    await k.submitAndApprove(BLACKLIST, 'changeId', again);
    expect(await status(k.ids.supplier1)).toBe('FROZEN/N');
    expect((await supplierTradeBlock(k.t.database.db, k.ids.supplier1))?.status).toBe('FROZEN');
    const unfreeze = await k.save(BLACKLIST, {
      changeType: 'UNFREEZE',
      supplierId: k.ids.supplier1,
      reason: 'Improved',
    });
    await k.submitAndApprove(BLACKLIST, 'changeId', unfreeze);
    expect(await status(k.ids.supplier1)).toBe('EFFECTIVE/Y');
  });
});

describe('quit', () => {
  it('quits one site, leaving the supplier; then the whole supplier with all its sites', async () => {
    const sites = (await k.call(`${SITES}/listForSelect`, { supplierId: k.ids.supplier2 }, 'buyer')).body.data as {
      siteId: number;
      siteName: string;
    }[];
    const dongguan = sites.find((s) => s.siteName === 'Dongguan plant')!;
    const otherSite = (await k.call(`${SITES}/listForSelect`, { supplierId: k.ids.supplier1 }, 'buyer')).body.data[0];
    const wrong = await k.call(
      `${QUIT}/saveOrUpdate`,
      { supplierId: k.ids.supplier2, siteId: otherSite.siteId, reason: 'x' },
      'buyer',
    );
    expect(wrong.body.data.errors).toEqual([{ field: 'siteId', message: 'The site does not belong to the supplier' }]);

    const one = await k.save(QUIT, { supplierId: k.ids.supplier2, siteId: dongguan.siteId, reason: 'Plant closed' });
    expect(one).toMatchObject({ siteName: 'Dongguan plant' });
    await k.submitAndApprove(QUIT, 'quitId', one);
    expect(await siteStatuses(k.ids.supplier2)).toBe('Dongguan plant:QUIT,Shenzhen plant:EFFECTIVE');
    expect(await status(k.ids.supplier2)).toBe('EFFECTIVE/Y');

    const all = await k.save(QUIT, { supplierId: k.ids.supplier2, reason: 'Leaves the market' });
    await k.submitAndApprove(QUIT, 'quitId', all);
    expect(await status(k.ids.supplier2)).toBe('QUIT/N');
    expect(await siteStatuses(k.ids.supplier2)).toBe('Dongguan plant:QUIT,Shenzhen plant:QUIT');
    expect((await supplierTradeBlock(k.t.database.db, k.ids.supplier2))?.status).toBe('QUIT');
  });
});

describe('designated suppliers and parts authorisation', () => {
  it('honours an approved designation within its dates only', async () => {
    const missing = await k.call(
      `${DESIGNATED}/saveOrUpdate`,
      { orgId: k.ids.east, supplierId: k.ids.supplier1, validFrom: '2026-01-01', reason: 'r' },
      'buyer',
    );
    expect(missing.body.data.errors).toEqual([
      { field: 'materialId', message: 'Choose a material or a purchase category' },
    ]);
    const doc = await k.save(DESIGNATED, {
      orgId: k.ids.east,
      supplierId: k.ids.supplier1,
      categoryId: k.ids.steel,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      reason: 'Customer designated',
    });
    const q = { orgId: k.ids.east, supplierId: k.ids.supplier1, categoryId: k.ids.steel, date: '2026-06-01' };
    expect(await isDesignatedSupplier(k.t.database.db, q)).toBe(false);
    await k.submitAndApprove(DESIGNATED, 'designatedId', doc);
    expect(await isDesignatedSupplier(k.t.database.db, q)).toBe(true);
    expect(await isDesignatedSupplier(k.t.database.db, { ...q, date: '2027-01-01' })).toBe(false);
    expect(await isDesignatedSupplier(k.t.database.db, { ...q, supplierId: k.ids.supplier2 })).toBe(false);
  });

  it('authorises parts once approved, and abandon ends it', async () => {
    const doc = await k.save(PARTS, {
      orgId: k.ids.east,
      supplierId: k.ids.supplier1,
      reason: 'Plate',
      lines: [{ materialId: k.ids.plate, remark: '10 mm' }],
    });
    const q = { orgId: k.ids.east, supplierId: k.ids.supplier1, materialId: k.ids.plate };
    expect(await isPartAuthorised(k.t.database.db, q)).toBe(false);
    const approved = await k.submitAndApprove(PARTS, 'authId', doc);
    expect(await isPartAuthorised(k.t.database.db, q)).toBe(true);
    expect(approved._actions).toContain('abandon');
    const abandoned = await k.call(
      `${PARTS}/abandon`,
      { authId: doc.authId, version: approved.version, comment: 'Part dropped' },
      'buyer',
    );
    expect(abandoned.statusCode, abandoned.raw).toBe(200);
    expect(abandoned.body.data.status).toBe('CLOSED');
    expect(await isPartAuthorised(k.t.database.db, q)).toBe(false);
  });
});

describe('introduction scenes and supplier groups', () => {
  it('lists the demo scenes and saves one with a unique code', async () => {
    const list = await k.call(`${SCENES}/listByPage`, {}, 'buyer');
    expect(list.body.data.map((r: any) => r.sceneCode)).toEqual(['EMERGENCY', 'NEW_PRODUCT', 'SECOND_SOURCE']);
    const saved = await k.call(
      `${SCENES}/saveOrUpdate`,
      { sceneCode: 'LOCALISATION', sceneName: '国产化', inspectionFlag: 'Y' },
      'buyer',
    );
    expect(saved.statusCode, saved.raw).toBe(200);
    expect(saved.body.data).toMatchObject({ sceneCode: 'LOCALISATION', inspectionFlag: 'Y', sampleTrialFlag: 'N' });
    const dup = await k.call(`${SCENES}/saveOrUpdate`, { sceneCode: 'LOCALISATION', sceneName: 'x' }, 'buyer');
    expect(dup.statusCode).toBe(409);
  });

  it('creates a group with members and changes them', async () => {
    const created = await k.call(
      `${GROUPS}/saveOrUpdate`,
      { groupCode: 'ELEC', groupName: 'Electronics', memberSupplierIds: [k.ids.supplier2] },
      'buyer',
    );
    expect(created.statusCode, created.raw).toBe(200);
    const groupId = created.body.data.groupId;
    let found = (await k.call(`${GROUPS}/findById`, { groupId }, 'buyer')).body.data;
    expect(found.members.map((m: any) => m.supplierNumber)).toEqual(['S000002']);
    const changed = await k.call(
      `${GROUPS}/saveOrUpdate`,
      {
        groupId,
        groupCode: 'ELEC',
        groupName: 'Electronics',
        version: found.version,
        memberSupplierIds: [k.ids.supplier1, k.ids.supplier2],
      },
      'buyer',
    );
    expect(changed.statusCode, changed.raw).toBe(200);
    found = (await k.call(`${GROUPS}/findById`, { groupId }, 'buyer')).body.data;
    expect(found).toMatchObject({ memberCount: 2 });
    // The notices' picker still sees it.
    const picker = await k.call(
      '/api/baseServer/v1/baseSupplierGroupRestful/listForSelect',
      { searchParams: { keyword: 'ELEC' } },
      'buyer',
    );
    expect(picker.body.data).toEqual([expect.objectContaining({ groupCode: 'ELEC', memberCount: 2 })]);
  });
});

describe('permissions', () => {
  const calls: [string, object][] = [
    [`${BLACKLIST}/listByPage`, {}],
    [`${BLACKLIST}/saveOrUpdate`, { changeType: 'BLACKLIST', supplierId: 1, reason: 'x' }],
    [`${BLACKLIST}/findById`, { changeId: 1 }],
    [`${BLACKLIST}/doSubmit`, { changeId: 1, version: 0 }],
    [`${BLACKLIST}/doApproval`, { changeId: 1, version: 0 }],
    [`${QUIT}/listByPage`, {}],
    [`${QUIT}/saveOrUpdate`, { supplierId: 1, reason: 'x' }],
    [`${DESIGNATED}/listByPage`, {}],
    [`${DESIGNATED}/saveOrUpdate`, {}],
    [`${PARTS}/listByPage`, {}],
    [`${PARTS}/abandon`, { authId: 1, version: 0, comment: 'x' }],
    [`${SCENES}/listByPage`, {}],
    [`${SCENES}/listForSelect`, {}],
    [`${SCENES}/saveOrUpdate`, { sceneCode: 'X', sceneName: 'x' }],
    [`${GROUPS}/listByPage`, {}],
    [`${GROUPS}/findById`, { groupId: 1 }],
    [`${GROUPS}/saveOrUpdate`, { groupCode: 'X', groupName: 'x' }],
    [`${SITES}/listForSelect`, { supplierId: 1 }],
    [`${OUTBOX}/listByPage`, {}],
    [`${OUTBOX}/findById`, { outboxId: 1 }],
    [`${OUTBOX}/retry`, { outboxId: 1 }],
  ];
  it('refuses supplier users on every endpoint', async () => {
    for (const [path, body] of calls) {
      const res = await k.call(path, body, 'supplier1');
      expect(res.statusCode, path).toBe(403);
    }
  });
  it('refuses internal users without the menu (finance) and the outbox to everyone but the administrator', async () => {
    for (const [path, body] of calls.filter(([p]) => !p.includes('listForSelect'))) {
      const res = await k.call(path, body, 'finance');
      expect(res.statusCode, path).toBe(403);
    }
    expect((await k.call(`${OUTBOX}/listByPage`, {}, 'buyer')).statusCode).toBe(403);
    expect((await k.call(`${OUTBOX}/listByPage`, {}, 'admin')).statusCode).toBe(200);
  });
});
