import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuResources, menus, responsibilities, responsibilityResources } from '../../platform/access/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { uploadXlsx, xlsxOf } from '../../testing/xlsxUpload.ts';

/*
 * The Excel imports of bank branches, payment terms, purchasing groups and addresses
 * (moreImports.ts): a good file is written and read back through the list, a bad one is refused by
 * row and column with nothing written, suppliers and users without the button get 403.
 */

const API = (entity: string, action: string) => `/api/baseServer/v1/${entity}Restful/${action}`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // Migrating and seeding a fresh database takes long on a loaded machine.
}, 240_000);
afterAll(async () => t?.close());

const call = (path: string, body: object = {}, certificate = admin) => t.call(path, body, { certificate, lang: 'EN' });

const xlsx = xlsxOf;
const upload = (path: string, content: Buffer, certificate = admin) => uploadXlsx(t, path, content, certificate);

describe('bank branch import', () => {
  it('creates banks by code and branches by CNAPS code, all or nothing', async () => {
    const header = ['Bank code', 'Bank name', 'CNAPS code', 'Branch name', 'District code', 'Enabled'];
    const bad = await upload(
      API('baseBankBranch', 'doImport'),
      await xlsx([
        header,
        ['CMB', '招商银行', '308584000013', '招商银行深圳分行', '440305', 'Y'],
        ['CMB', '招商银行股份', '308290003020', '招商银行上海分行', '310101', ''],
        ['CMB', '招商银行', '30829', '短号', '', ''],
        ['ICBC', '中国工商银行', '308584000013', '重复', '999999', ''],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors).toEqual([
      { rowNumber: 3, message: 'Bank name: differs from the bank name of the same bank code in row 2' },
      { rowNumber: 4, message: 'CNAPS code: The CNAPS code must be 12 digits' },
      {
        rowNumber: 5,
        message: 'duplicates row 2; District code: There is no district with the code 999999',
      },
    ]);
    const none = await call(API('baseBank', 'listByPage'), { searchParams: { keyword: 'CMB' } });
    expect(none.body.data).toEqual([]);

    const good = await upload(
      API('baseBankBranch', 'doImport'),
      await xlsx([
        ['银行编码', '银行名称', '联行号', '支行名称', '行政区划编码', '启用'],
        ['CMB', '招商银行', 308584000013, '招商银行深圳分行', 440305, 'Y'],
        ['CMB', '招商银行', '308290003020', '招商银行上海分行', '310101', 'N'],
        ['ICBC', '中国工商银行', '102100099996', '工行北京分行营业部（改名）', '110102', ''],
      ]),
    );
    expect(good.body).toMatchObject({ status: 'S', msg: '3 rows imported' });
    const cmb = (await call(API('baseBank', 'listByPage'), { searchParams: { keyword: 'CMB' } })).body.data;
    expect(cmb.map((b: any) => [b.bankCode, b.bankName])).toEqual([['CMB', '招商银行']]);
    const branches = (await call(API('baseBankBranch', 'listByPage'), { searchParams: { bankId: cmb[0].bankId } })).body
      .data;
    expect(branches.map((b: any) => [b.cnapsCode, b.branchName, b.districtName, b.enabledFlag])).toEqual([
      ['308290003020', '招商银行上海分行', '上海市/黄浦区', 'N'],
      ['308584000013', '招商银行深圳分行', '广东省/深圳市/南山区', 'Y'],
    ]);
    const icbc = (await call(API('baseBankBranch', 'listByPage'), { searchParams: { keyword: '102100099996' } })).body
      .data;
    expect(icbc.map((b: any) => [b.bankCode, b.branchName, b.version])).toEqual([
      ['ICBC', '工行北京分行营业部（改名）', 1],
    ]);
  });
});

describe('payment term import', () => {
  const header = [
    'Term code',
    'Term name',
    'Description',
    'Node sequence',
    'Stage name',
    'Event code',
    'Days after',
    'Proportion %',
  ];

  it('groups node rows by term, refusing terms whose proportions do not add up to 100 %', async () => {
    const bad = await upload(
      API('basePaymentTerm', 'doImport'),
      await xlsx([
        header,
        ['IMP_T1', '三七', '', 10, '预付款', 'ORDER', 0, 30],
        ['IMP_T1', '三七', '', 20, '验收款', 'RECEIPT', 30, 60],
        ['IMP_T2', '一次付清', '', 10, '发票', 'PAYDAY', 30, 100],
        ['IMP_T3', '三等分', '', 10, 'A', 'INVOICE', 0, 33.3333],
        ['IMP_T3', '三等份', '', 20, 'B', 'INVOICE', 0, 33.3333],
        ['IMP_T3', '三等分', '', 20, 'C', 'INVOICE', 0, 33.3334],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    const sum90 = 'Proportion %: The payment proportions must add up to exactly 100 %; they add up to 90 %';
    expect(bad.body.data.errors).toEqual([
      { rowNumber: 2, message: sum90 },
      { rowNumber: 3, message: sum90 },
      { rowNumber: 4, message: 'Event code: is not an enabled value of the lookup BASE_PAYMENT_EVENT' },
      { rowNumber: 6, message: 'Term name: differs from the term name of the same term code in row 5' },
      { rowNumber: 7, message: 'duplicates row 6' },
    ]);
    const none = await call(API('basePaymentTerm', 'listByPage'), { searchParams: { keyword: 'IMP_T' } });
    expect(none.body.data).toEqual([]);

    const good = await upload(
      API('basePaymentTerm', 'doImport'),
      await xlsx([
        header,
        ['IMP_T3', '三等分', '分三次付', 30, 'C', 'INVOICE', 90, 33.3334],
        ['IMP_T3', '三等分', '', 10, 'A', 'INVOICE', '', 33.3333],
        ['IMP_T3', '三等分', '', 20, 'B', 'INVOICE', 60, '33.3333'],
        ['IMP_T1', '三七', '', 10, '预付款', 'ORDER', 0, 30],
        ['IMP_T1', '三七', '', 20, '验收款', 'RECEIPT', 30, 70],
      ]),
    );
    expect(good.body).toMatchObject({ status: 'S', msg: '5 rows imported' });
    const terms = (await call(API('basePaymentTerm', 'listByPage'), { searchParams: { keyword: 'IMP_T' } })).body.data;
    expect(
      terms.map((term: any) => [
        term.termCode,
        term.description,
        term.nodes.map((n: any) => [n.seqNum, n.stageName, n.daysAfter, n.proportion]),
      ]),
    ).toEqual([
      [
        'IMP_T1',
        null,
        [
          [10, '预付款', 0, '30.0000'],
          [20, '验收款', 30, '70.0000'],
        ],
      ],
      [
        'IMP_T3',
        '分三次付',
        [
          [10, 'A', 0, '33.3333'],
          [20, 'B', 60, '33.3333'],
          [30, 'C', 90, '33.3334'],
        ],
      ],
    ]);

    // A stored term imported again gets the file's nodes in place of its own.
    const again = await upload(
      API('basePaymentTerm', 'doImport'),
      await xlsx([header, ['IMP_T1', '一次付清', '', 10, '全款', 'INVOICE', 15, 100]]),
    );
    expect(again.statusCode).toBe(200);
    const t1 = (await call(API('basePaymentTerm', 'listByPage'), { searchParams: { keyword: 'IMP_T1' } })).body.data[0];
    expect([t1.termName, t1.version, t1.nodes.map((n: any) => [n.stageName, n.proportion])]).toEqual([
      '一次付清',
      1,
      [['全款', '100.0000']],
    ]);
  });
});

describe('purchasing group import', () => {
  it('names the organisation by code and the buyers by internal user name', async () => {
    const header = [
      'Group code',
      'Group name',
      'English name',
      'Organisation code',
      'Buyers (user names, comma-separated)',
    ];
    const bad = await upload(
      API('basePurchasingGroup', 'doImport'),
      await xlsx([
        header,
        ['PG_IMP_A', '导入组A', 'Import A', 'OU_EAST', 'buyer, approver'],
        ['PG_IMP_B', '导入组B', '', 'OU_NOWHERE', 'buyer，supplier1, ghost'],
        ['PG_IMP_A', '重复', '', '', ''],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors).toEqual([
      {
        rowNumber: 3,
        message:
          'Organisation code: No record has the code OU_NOWHERE; Buyers (user names, comma-separated): No internal user is named supplier1, ghost',
      },
      { rowNumber: 4, message: 'duplicates row 2' },
    ]);
    const none = await call(API('basePurchasingGroup', 'listByPage'), { searchParams: { keyword: 'PG_IMP' } });
    expect(none.body.data).toEqual([]);

    const good = await upload(
      API('basePurchasingGroup', 'doImport'),
      await xlsx([
        header,
        ['PG_IMP_A', '导入组A', 'Import A', 'OU_EAST', 'buyer, approver'],
        ['PG_IMP_B', '导入组B', '', '', ''],
        ['PG_EAST_ELEC', '华东电子采购组（导入）', '', 'OU_EAST', ''],
      ]),
    );
    expect(good.body).toMatchObject({ status: 'S', msg: '3 rows imported' });
    const groups = (await call(API('basePurchasingGroup', 'listByPage'), { pageRows: 100 })).body.data;
    const byCode = Object.fromEntries(groups.map((g: any) => [g.groupCode, g]));
    const orgs = (await call('/api/baseServer/v1/baseOrganizationRestful/listTree')).body.data;
    const east = orgs.find((o: any) => o.orgCode === 'OU_EAST');
    expect(byCode.PG_IMP_A).toMatchObject({ title: 'Import A', orgId: east.orgId });
    expect(byCode.PG_IMP_A.members.map((m: any) => m.userName)).toEqual(['approver', 'buyer']);
    expect(byCode.PG_IMP_B).toMatchObject({ orgId: null, members: [] });
    // A blank buyers cell leaves a stored group's buyers as they were.
    expect(byCode.PG_EAST_ELEC.groupName).toBe('华东电子采购组（导入）');
    expect(byCode.PG_EAST_ELEC.members.map((m: any) => m.userName)).toEqual(['buyer']);
  });
});

describe('address import', () => {
  const header = [
    'Organisation code',
    'Address type',
    'District code',
    'Detail address',
    'Contact',
    'Phone',
    'Default',
  ];

  it('adds or updates addresses, keeping one default per organisation and type', async () => {
    const bad = await upload(
      API('baseAddress', 'doImport'),
      await xlsx([
        header,
        ['OU_SOUTH', 'RECEIVE', '440305', '科技园一号仓', '张三', '13800000001', 'Y'],
        ['OU_SOUTH', 'receive', '440305', '科技园二号仓', '李四', '13800000002', 'Y'],
        ['OU_NOWHERE', 'PICKUP', '000000', '某地', '王五', '021-5555', ''],
        ['OU_SOUTH', 'PICKUP', '440305', '某地', '王五', 'abc', ''],
        ['OU_SOUTH', 'SHIP', '440305', '某地', '王五', '1', ''],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    const errors = bad.body.data.errors;
    expect(errors.slice(0, 3)).toEqual([
      { rowNumber: 3, message: 'Default: row 2 is already the default of this organisation and type' },
      {
        rowNumber: 4,
        message:
          'Organisation code: No record has the code OU_NOWHERE; District code: There is no district with the code 000000',
      },
      { rowNumber: 5, message: 'Phone: must enter a numeric value' },
    ]);
    expect(errors[3]).toMatchObject({ rowNumber: 6, message: expect.stringMatching(/^Address type: /) });
    expect(errors.length).toBe(4);
    const orgs = (await call('/api/baseServer/v1/baseOrganizationRestful/listTree')).body.data;
    const south = orgs.find((o: any) => o.orgCode === 'OU_SOUTH');
    const list = async () =>
      (
        await call(API('baseAddress', 'listByPage'), {
          searchParams: { orgId: south.orgId, addressType: 'RECEIVE' },
          pageRows: 100,
        })
      ).body.data;
    const before = await list();
    expect(before.some((a: any) => a.detailAddress.startsWith('科技园'))).toBe(false);

    const good = await upload(
      API('baseAddress', 'doImport'),
      await xlsx([
        ['组织编码', '地址类型', '行政区划编码', '详细地址', '联系人', '联系电话', '默认'],
        ['OU_SOUTH', 'RECEIVE', 440305, '科技园一号仓', '张三', 13800000001, 'Y'],
        ['OU_SOUTH', 'receive', '440305', '科技园二号仓', '李四', '13800000002', ''],
      ]),
    );
    expect(good.body).toMatchObject({ status: 'S', msg: '2 rows imported' });
    const after = await list();
    expect(after.filter((a: any) => a.defaultFlag === 'Y').map((a: any) => a.detailAddress)).toEqual(['科技园一号仓']);
    expect(after.length).toBe(before.length + 2);
    const added = after.find((a: any) => a.detailAddress === '科技园二号仓');
    expect(added).toMatchObject({ contactName: '李四', contactPhone: '13800000002', defaultFlag: 'N' });
    expect(added.fullAddress).toBe('广东省深圳市南山区科技园二号仓');

    // The same organisation, type and detail is the same address: updated, not added.
    const again = await upload(
      API('baseAddress', 'doImport'),
      await xlsx([header, ['OU_SOUTH', 'RECEIVE', '440305', '科技园二号仓', '赵六', '13800000009', 'Y']]),
    );
    expect(again.statusCode).toBe(200);
    const last = await list();
    expect(last.length).toBe(after.length);
    expect(last.filter((a: any) => a.defaultFlag === 'Y').map((a: any) => [a.detailAddress, a.contactName])).toEqual([
      ['科技园二号仓', '赵六'],
    ]);
  });
});

describe('who may import', () => {
  const entities = ['baseBankBranch', 'basePaymentTerm', 'basePurchasingGroup', 'baseAddress'];

  it('gives the templates to holders of the screen, with the columns in the request’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API('baseBankBranch', 'importTemplate'),
      headers: { certificate: admin, 'SAAF-Language': 'CN' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([
      '*银行编码',
      '*银行名称',
      '*联行号',
      '*支行名称',
      '行政区划编码',
      '启用',
    ]);
  });

  it('refuses suppliers and internal users without the screen’s Import button', async () => {
    const supplier = await t.login('supplier1');
    const approver = await t.login('approver');
    const file = await xlsx([['x'], ['y']]);
    for (const entity of entities) {
      for (const action of ['doImport', 'importTemplate']) {
        const url = API(entity, action);
        expect([url, (await upload(url, file, supplier)).statusCode]).toEqual([url, 403]);
        expect([url, (await upload(url, file, approver)).statusCode]).toEqual([url, 403]);
      }
    }
    // The buyer holds btnImport on these screens.
    const buyer = await t.login('buyer');
    const ok = await upload(
      API('basePurchasingGroup', 'doImport'),
      await xlsx([
        ['Group code', 'Group name'],
        ['PG_BUYER_IMP', '采购员导入'],
      ]),
      buyer,
    );
    expect(ok.statusCode).toBe(200);

    // Without btnImport on the screens (the screens themselves kept), the buyer is refused the import.
    const imports = await t.database.db
      .select({ id: menuResources.id })
      .from(menuResources)
      .innerJoin(menus, eq(menus.id, menuResources.menuId))
      .where(
        and(
          eq(menuResources.resourceCode, 'btnImport'),
          inArray(menus.menuCode, ['BASE_BANK', 'BASE_PAYMENT_TERM', 'BASE_PURCHASING_GROUP', 'BASE_ADDRESS']),
        ),
      );
    const [role] = await t.database.db
      .select({ id: responsibilities.id })
      .from(responsibilities)
      .where(eq(responsibilities.responsibilityCode, 'PUR_BUYER'));
    const removed = await t.database.db
      .delete(responsibilityResources)
      .where(
        and(
          eq(responsibilityResources.responsibilityId, role.id),
          inArray(
            responsibilityResources.resourceId,
            imports.map((r) => r.id),
          ),
        ),
      )
      .returning();
    expect(removed.length).toBe(4);
    for (const entity of entities) {
      expect((await call(API(entity, 'listByPage'), {}, buyer)).statusCode).toBe(200);
      const url = API(entity, 'doImport');
      expect([url, (await upload(url, file, buyer)).statusCode]).toEqual([url, 403]);
    }
  });
});
