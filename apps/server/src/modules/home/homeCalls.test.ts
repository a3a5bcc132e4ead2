import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierPendings } from '../../platform/pending/schema.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

/*
 * The home pages' calls of spec §7 "Calls with known shapes", each sent exactly as the spec's table gives
 * its request (the identity parameters included: userId, orgId, supplierId, recipientUserId, handleUserId)
 * and checked for the response's shape. The identity parameters are the client's description of itself:
 * the server answers from the session, so a caller naming another user or supplier still gets its own rows.
 */

const SRM = '/api/srmServer/v1';
const BASE = '/api/baseServer/v1';
const CALL = {
  noticeSummary: `${SRM}/srmBaseNoticeRestful/listSummaryByPage`,
  notifications: `${SRM}/srmBaseNotificationRestful/listByPage`,
  interior: `${SRM}/interiorPendingRestful/listByPage`,
  supplierList: `${SRM}/srmBaseSupplierPendingRestful/listByPage`,
  supplierDone: `${SRM}/srmBaseSupplierPendingRestful/doPendingDone`,
  supplierSave: `${SRM}/srmBaseSupplierPendingRestful/saveOrUpdate`,
  external: `${SRM}/srmBaseSupplierPendingRestful/qryExternalSystem`,
  menus: `${BASE}/baseAccreditRestful/findBaseMenuByRespId`,
  loginCount: `${BASE}/basePersonAssignRestful/loginCount`,
  supplierInfo: `${SRM}/supplierInfoRestful/listByPage`,
  userInfo: `${BASE}/baseLoginRestful/userInfo`,
};

type Row = Record<string, any>;
type Who = { certificate: string; info: Row };

let t: TestApp;
let buyer: Who;
let approver: Who;
let supplier1: Who;
let supplier2: Who;

async function signIn(userName: string): Promise<Who> {
  const certificate = await t.login(userName);
  const info = (await t.call(CALL.userInfo, {}, { certificate })).body.data as Row;
  return { certificate, info };
}

/** Calls and expects the envelope's success; the rows come back. */
async function ok(who: Who, path: string, body?: object, lang: 'CN' | 'EN' = 'CN'): Promise<Row[]> {
  const res = await t.call(path, body, { certificate: who.certificate, lang });
  expect(res.statusCode, res.raw).toBe(200);
  expect(res.body.status).toBe('S');
  return res.body.data as Row[];
}

const keysOf = (row: Row) => Object.keys(row);

beforeAll(async () => {
  t = await createTestApp();
  [buyer, approver, supplier1, supplier2] = await Promise.all(
    ['buyer', 'approver', 'supplier1', 'supplier2'].map(signIn),
  );
});
afterAll(async () => t?.close());

describe('srmBaseNotice_listSummaryByPage', () => {
  it('internal: pageIndex, pageRows 5, userId, orgId, a type list; at most 5 notices of those types', async () => {
    const rows = await ok(buyer, CALL.noticeSummary, {
      pageIndex: 1,
      pageRows: 5,
      userId: buyer.info.userId,
      orgId: buyer.info.orgId,
      noticeType: 'TENDER_ANN,BIDDING_ANN',
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    for (const row of rows) {
      expect(keysOf(row)).toEqual(
        expect.arrayContaining(['noticeId', 'noticeTitle', 'creationDate', 'viewCount', 'selfCount', 'noticeType']),
      );
      expect(['TENDER_ANN', 'BIDDING_ANN']).toContain(row.noticeType);
      expect(typeof row.selfCount).toBe('number');
    }
  });

  it('supplier: pageRows 10 and its supplierId; naming another supplier shows nothing of that supplier', async () => {
    const own = await ok(supplier1, CALL.noticeSummary, {
      pageIndex: 1,
      pageRows: 10,
      userId: supplier1.info.userId,
      supplierId: supplier1.info.supplierId,
      noticeType: 'INQUIRY_ANN,COMPETE_ANN',
    });
    expect(own.length).toBeLessThanOrEqual(10);
    expect(own.map((r) => r.noticeTitle)).toContain('精密零件专项询价（定向）');
    // supplier2 sends supplier1's identity: still its own list, without supplier1's directed inquiry.
    const spoofed = await ok(supplier2, CALL.noticeSummary, {
      pageIndex: 1,
      pageRows: 10,
      userId: supplier1.info.userId,
      supplierId: supplier1.info.supplierId,
      noticeType: 'INQUIRY_ANN,COMPETE_ANN',
    });
    expect(spoofed.length).toBeGreaterThan(0);
    expect(spoofed.map((r) => r.noticeTitle)).not.toContain('精密零件专项询价（定向）');
  });
});

describe('srmBaseNotification_listByPage', () => {
  it('pageIndex, pageRows 5, userId, orgId: the caller’s own, with the spec fields', async () => {
    const rows = await ok(buyer, CALL.notifications, {
      pageIndex: 1,
      pageRows: 5,
      userId: buyer.info.userId,
      orgId: buyer.info.orgId,
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    for (const row of rows) {
      expect(keysOf(row)).toEqual(
        expect.arrayContaining([
          'notificationId',
          'notificationTitle',
          'creationDate',
          'selfCount',
          'billType',
          'billLink',
        ]),
      );
    }
    expect(rows.find((r) => r.billType === 'LINK')?.billLink).toMatch(/^https?:\/\//);
  });

  it('recipientUserId of someone else still answers the caller’s own notifications', async () => {
    const theirs = await ok(supplier1, CALL.notifications, {
      pageIndex: 1,
      pageRows: 5,
      recipientUserId: supplier1.info.userId,
    });
    expect(theirs.map((r) => r.notificationTitle)).toContain('您有一张新的采购订单待确认');
    for (const spoof of [{ recipientUserId: supplier1.info.userId }, { userId: supplier1.info.userId }]) {
      const rows = await ok(supplier2, CALL.notifications, { pageIndex: 1, pageRows: 5, ...spoof });
      expect(rows.map((r) => r.notificationTitle)).not.toContain('您有一张新的采购订单待确认');
      expect(rows.map((r) => r.notificationId)).not.toEqual(
        expect.arrayContaining(theirs.map((r) => r.notificationId)),
      );
    }
  });
});

describe('interiorPending_listByPage', () => {
  let open: number;
  let done: number;
  let buyersDone: number;
  beforeAll(async () => {
    const now = new Date();
    const rows = await t.database.db
      .insert(interiorPendings)
      .values([
        {
          pendingTitle: 'Contract review (open)',
          billType: 'CONTRACT',
          billId: 901,
          receiverUserId: approver.info.userId,
        },
        {
          pendingTitle: 'Contract review (done)',
          billType: 'CONTRACT',
          billId: 902,
          receiverUserId: approver.info.userId,
          handleFlag: 'Y',
          handleUserId: approver.info.userId,
          handleDate: now,
        },
        {
          pendingTitle: 'Buyer’s own, done',
          billType: 'CONTRACT',
          billId: 903,
          receiverUserId: buyer.info.userId,
          handleFlag: 'Y',
          handleUserId: buyer.info.userId,
          handleDate: now,
        },
      ])
      .returning({ id: interiorPendings.id });
    [open, done, buyersDone] = rows.map((r) => r.id);
  });

  it('to do: pageIndex 1, pageRows 20, handleFlag N, cancelFlag N; interiorPendingId and the §3 fields', async () => {
    const rows = await ok(approver, CALL.interior, { pageIndex: 1, pageRows: 20, handleFlag: 'N', cancelFlag: 'N' });
    expect(rows.length).toBeLessThanOrEqual(20);
    const row = rows.find((r) => r.interiorPendingId === open);
    expect(row).toBeDefined();
    expect(keysOf(row!)).toEqual(
      expect.arrayContaining([
        'interiorPendingId',
        'pendingTitle',
        'billType',
        'creationDate',
        'handleDate',
        'handleUser',
        'handleFlag',
        'cancelFlag',
        'billLink',
        'menuCode',
        'menuName',
      ]),
    );
    expect(rows.every((r) => r.handleFlag === 'N' && r.cancelFlag === 'N')).toBe(true);
    expect(rows.map((r) => r.interiorPendingId)).not.toContain(done);
  });

  it('done: handleFlag Y with handleUserId lists what the caller handled, with who and when', async () => {
    const rows = await ok(approver, CALL.interior, {
      pageIndex: 1,
      pageRows: 20,
      handleFlag: 'Y',
      handleUserId: approver.info.userId,
    });
    const row = rows.find((r) => r.interiorPendingId === done);
    expect(row).toMatchObject({ handleFlag: 'Y', handleUserId: approver.info.userId });
    expect(row!.handleUser).toBeTruthy();
    expect(row!.handleDate).toBeTruthy();
    // Naming the buyer as handler shows the approver none of the buyer's items.
    const spoofed = await ok(approver, CALL.interior, {
      pageIndex: 1,
      pageRows: 20,
      handleFlag: 'Y',
      handleUserId: buyer.info.userId,
    });
    expect(spoofed.map((r) => r.interiorPendingId)).not.toContain(buyersDone);
  });
});

describe('srmBaseSupplierPending_*', () => {
  let sent: number;

  it('saveOrUpdate: a new to-do with supplierId, supplierNum, supplierName, pendingTitle', async () => {
    const [s1] = await ok(buyer, CALL.supplierInfo, {
      pageIndex: 1,
      pageRows: 20,
      searchParams: { supplierName: '苏州' },
    });
    // supplierInfoRestful_listByPage: the picker's columns.
    expect(s1).toMatchObject({ supplierName: '苏州精密机械有限公司', supplierNum: 'S000001' });
    const res = await t.call(
      CALL.supplierSave,
      {
        supplierId: s1.supplierId,
        supplierNum: s1.supplierNum,
        supplierName: s1.supplierName,
        pendingTitle: '请确认五月份交货计划，请及时处理',
      },
      { certificate: buyer.certificate },
    );
    expect(res.body.status).toBe('S');
    sent = res.body.data.pendingId;
    expect(sent).toBeGreaterThan(0);
  });

  it('listByPage: pageIndex 1, pageRows 20, handleFlag, cancelFlag; a supplierId of another supplier changes nothing', async () => {
    const rows = await ok(supplier1, CALL.supplierList, {
      pageIndex: 1,
      pageRows: 20,
      handleFlag: 'N',
      cancelFlag: 'N',
    });
    const row = rows.find((r) => r.pendingId === sent);
    expect(row).toMatchObject({
      pendingTitle: '请确认五月份交货计划，请及时处理',
      billType: 'SUPPLIER_TODO',
      handleFlag: 'N',
      cancelFlag: 'N',
      supplierId: supplier1.info.supplierId,
      supplierNum: 'S000001',
      supplierName: '苏州精密机械有限公司',
    });
    // supplier2 asks for supplier1's to-dos by id, at the top and in the search: its own list only.
    for (const spoof of [
      { supplierId: supplier1.info.supplierId },
      { searchParams: { supplierId: supplier1.info.supplierId } },
    ]) {
      const theirs = await ok(supplier2, CALL.supplierList, {
        pageIndex: 1,
        pageRows: 20,
        handleFlag: 'N',
        cancelFlag: 'N',
        ...spoof,
      });
      expect(theirs.map((r) => r.pendingId)).not.toContain(sent);
      expect(theirs.every((r) => r.supplierId === supplier2.info.supplierId)).toBe(true);
    }
  });

  it('doPendingDone: the pending item as listed, with handleFlag Y, answers S; it moves to the done list', async () => {
    const [row] = (
      await ok(supplier1, CALL.supplierList, { pageIndex: 1, pageRows: 20, handleFlag: 'N', cancelFlag: 'N' })
    ).filter((r) => r.pendingId === sent);
    // Another supplier sending the same item is told it does not exist.
    const refused = await t.call(
      CALL.supplierDone,
      { ...row, handleFlag: 'Y' },
      { certificate: supplier2.certificate },
    );
    expect(refused.statusCode).toBe(404);
    const res = await t.call(CALL.supplierDone, { ...row, handleFlag: 'Y' }, { certificate: supplier1.certificate });
    expect(res.body.status).toBe('S');
    const [stored] = await t.database.db.select().from(supplierPendings).where(eq(supplierPendings.id, sent));
    expect(stored).toMatchObject({ handleFlag: 'Y', handleUserId: supplier1.info.userId });
    const doneRows = await ok(supplier1, CALL.supplierList, { pageIndex: 1, pageRows: 20, handleFlag: 'Y' });
    expect(doneRows.find((r) => r.pendingId === sent)).toMatchObject({
      handleFlag: 'Y',
      handleUser: expect.any(String),
    });
  });

  it('qryExternalSystem: no payload; a list of sysName and sysUrl', async () => {
    const rows = await ok(supplier1, CALL.external);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['sysName', 'sysUrl']);
      expect(row.sysUrl).toMatch(/^https?:\/\//);
    }
  });
});

describe('baseAccreditService_findBaseMenuByRespId', () => {
  it('isValid true, systemCode, responsibilityId, menuCode: the menu a to-do opens, with its menuId', async () => {
    const responsibilityId = buyer.info.currentResponsibility.responsibilityId;
    const rows = await ok(buyer, CALL.menus, {
      isValid: true,
      systemCode: 'SRM',
      responsibilityId,
      menuCode: 'PUR_REQUISITION',
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ menuCode: 'PUR_REQUISITION', menuId: expect.any(Number) });
    expect(rows[0].htmlUrl).toBeTruthy();
    // A menu the responsibility does not hold is not found (the opener then says the screen is not available).
    const supplierMenu = await ok(buyer, CALL.menus, {
      isValid: true,
      systemCode: 'SRM',
      responsibilityId,
      menuCode: 'SUP_ORDER',
    });
    expect(supplierMenu).toEqual([]);
    // Nor can a user read a responsibility it does not hold.
    const other = await t.call(
      CALL.menus,
      { isValid: true, systemCode: 'SRM', responsibilityId, menuCode: 'PUR_REQUISITION' },
      { certificate: supplier1.certificate },
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('basePersonAssignService_loginCount', () => {
  it('time defaults to today; each point is name, externalCount, insideCount, ending on that day', async () => {
    const today = await ok(buyer, CALL.loginCount, {});
    const dated = await ok(buyer, CALL.loginCount, { time: today.at(-1)!.name });
    expect(dated).toEqual(today);
    for (const point of today) {
      expect(Object.keys(point).sort()).toEqual(['externalCount', 'insideCount', 'name']);
      expect(point.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // This test's four logins happened today: two internal, two suppliers.
    expect(today.at(-1)!.insideCount).toBeGreaterThanOrEqual(2);
    expect(today.at(-1)!.externalCount).toBeGreaterThanOrEqual(2);
  });
});
