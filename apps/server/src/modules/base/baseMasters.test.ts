import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { uploadXlsx, xlsxOf } from '../../testing/xlsxUpload.ts';

const API = (entity: string, action: string) => `/api/baseServer/v1/${entity}Restful/${action}`;

let t: TestApp;
let admin: string;
let supplier: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  supplier = await t.login('supplier1');
  // Migrating and seeding a fresh database takes long on a loaded machine.
}, 240_000);
afterAll(async () => t?.close());

/** certificate '' calls without a session. */
const call = (path: string, body: object = {}, certificate = admin, lang: 'CN' | 'EN' = 'EN') =>
  t.call(path, body, { certificate, lang });

const xlsx = xlsxOf;
const upload = (path: string, content: Buffer, certificate = admin) => uploadXlsx(t, path, content, certificate);

describe('materials', () => {
  it('adds, finds, changes with the version, refuses bad units and taken codes, disables', async () => {
    const cats = (await call(API('basePurchaseCategory', 'listTree'))).body.data;
    const steel = cats.find((c: any) => c.categoryCode === 'RAW_STEEL');
    const saved = await call(API('baseMaterialItem', 'saveOrUpdate'), {
      materialCode: 'M-TEST-01',
      materialName: '测试钢板',
      materialNameEn: 'Test plate',
      specification: 'Q235 3mm',
      unitCode: 'KG',
      categoryId: steel.categoryId,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({ categoryCode: 'RAW_STEEL', title: 'Test plate', version: 0 });
    const found = await call(API('baseMaterialItem', 'listForAdmin'), { searchParams: { keyword: 'q235 3' } });
    expect(found.body.data.map((m: any) => m.materialCode)).toEqual(['M-TEST-01']);
    const badUnit = await call(API('baseMaterialItem', 'saveOrUpdate'), {
      materialCode: 'M-TEST-02',
      materialName: 'x',
      unitCode: 'XX',
    });
    expect(badUnit.body.data.errors).toEqual([
      { field: 'unitCode', message: 'is not an enabled value of the lookup BASE_UOM' },
    ]);
    const blank = await call(API('baseMaterialItem', 'saveOrUpdate'), {
      materialCode: 'M-3',
      materialName: ' ',
      unitCode: 'KG',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.data.errors[0].field).toBe('materialName');
    const taken = await call(API('baseMaterialItem', 'saveOrUpdate'), {
      materialCode: 'M-TEST-01',
      materialName: 'x',
      unitCode: 'KG',
    });
    expect(taken.statusCode).toBe(409);
    const changed = await call(API('baseMaterialItem', 'saveOrUpdate'), {
      ...saved.body.data,
      specification: 'Q235 4mm',
    });
    expect(changed.body.data.version).toBe(1);
    const stale = await call(API('baseMaterialItem', 'saveOrUpdate'), { ...saved.body.data, specification: 'x' });
    expect(stale.statusCode).toBe(409);
    const off = await call(API('baseMaterialItem', 'changeStatus'), {
      materialId: saved.body.data.materialId,
      enabledFlag: 'N',
      version: 1,
    });
    expect(off.statusCode).toBe(200);
    // The picker of document lines no longer offers it.
    const picker = await call(API('baseMaterialItem', 'listByPage'), { searchParams: { keyword: 'M-TEST-01' } });
    expect(picker.body.data).toEqual([]);
    expect((await call(API('baseMaterialItem', 'delete'), { materialId: saved.body.data.materialId })).statusCode).toBe(
      200,
    );
  });

  it('imports materials all or nothing, naming the refused row and column', async () => {
    const bad = await upload(
      API('baseMaterialItem', 'doImport'),
      await xlsx([
        ['物料编码', '物料名称', '单位', '采购品类编码'],
        ['IMP-1', '导入一', 'PCS', 'MRO'],
        ['IMP-2', '导入二', 'BAD', 'NOPE'],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors).toEqual([
      {
        rowNumber: 3,
        message: 'Unit: is not an enabled value of the lookup BASE_UOM; Category code: No record has the code NOPE',
      },
    ]);
    expect(
      (await call(API('baseMaterialItem', 'listForAdmin'), { searchParams: { keyword: 'IMP-' } })).body.data,
    ).toEqual([]);
    const good = await upload(
      API('baseMaterialItem', 'doImport'),
      await xlsx([
        ['Material code', 'Material name', 'Unit', 'Category code'],
        ['IMP-1', '导入一', 'PCS', 'MRO'],
        ['IMP-2', '导入二', 'BOX', ''],
      ]),
    );
    expect(good.body).toMatchObject({ status: 'S', msg: '2 rows imported' });
    const rows = (await call(API('baseMaterialItem', 'listForAdmin'), { searchParams: { keyword: 'IMP-' } })).body.data;
    expect(rows.map((r: any) => [r.materialCode, r.unitCode, r.categoryCode])).toEqual([
      ['IMP-1', 'PCS', 'MRO'],
      ['IMP-2', 'BOX', null],
    ]);
  });
});

describe('purchase category import', () => {
  it('builds the tree from parent codes (file or stored), refusing unknown parents and loops', async () => {
    const bad = await upload(
      API('basePurchaseCategory', 'doImport'),
      await xlsx([
        ['品类编码', '品类名称', '上级编码'],
        ['PKG', '包装材料', ''],
        ['PKG_BOX', '纸箱', 'PKG'],
        ['LOOP_A', 'A', 'LOOP_B'],
        ['LOOP_B', 'B', 'LOOP_A'],
        ['ORPHAN', '孤儿', 'NOWHERE'],
      ]),
    );
    expect(bad.body.data.errors).toEqual([
      { rowNumber: 4, message: 'Parent code: The parent cannot be the record itself or one of its descendants' },
      { rowNumber: 5, message: 'Parent code: The parent cannot be the record itself or one of its descendants' },
      { rowNumber: 6, message: 'Parent code: The parent code NOWHERE is neither in the file nor in the system' },
    ]);
    const good = await upload(
      API('basePurchaseCategory', 'doImport'),
      await xlsx([
        ['Category code', 'Category name', 'English name', 'Parent code'],
        ['PKG_BOX_5', '五层纸箱', '5-ply boxes', 'PKG_BOX'],
        ['PKG_BOX', '纸箱', 'Boxes', 'PKG'],
        ['PKG', '包装材料', 'Packaging', ''],
        ['RAW_COPPER', '铜材', 'Copper', 'RAW'],
      ]),
    );
    expect(good.statusCode).toBe(200);
    const rows = (await call(API('basePurchaseCategory', 'listTree'))).body.data;
    const byCode = Object.fromEntries(rows.map((r: any) => [r.categoryCode, r]));
    expect([byCode.PKG.levelId, byCode.PKG_BOX.levelId, byCode.PKG_BOX_5.levelId, byCode.RAW_COPPER.levelId]).toEqual([
      1, 2, 3, 2,
    ]);
    expect(byCode.PKG_BOX_5.parentCategoryId).toBe(byCode.PKG_BOX.categoryId);
    expect(byCode.RAW_COPPER.parentCategoryId).toBe(byCode.RAW.categoryId);
  });
});

describe('exchange rates', () => {
  it('keeps one rate per pair, type and date; rates > 0; the rate on a date is the latest before it', async () => {
    const save = (body: object) => call(API('baseExchangeRate', 'saveOrUpdate'), body);
    const dup = await save({
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rateType: 'SPOT',
      rateDate: '2026-11-16',
      rate: '7.1',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.msg).toBe('A SPOT rate USD→CNY on 2026-11-16 already exists');
    const zero = await save({
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rateType: 'SPOT',
      rateDate: '2026-11-20',
      rate: '0',
    });
    expect(zero.body.data.errors).toEqual([{ field: 'rate', message: 'The rate must be greater than 0' }]);
    const same = await save({
      fromCurrency: 'USD',
      toCurrency: 'USD',
      rateType: 'SPOT',
      rateDate: '2026-11-20',
      rate: '1',
    });
    expect(same.body.data.errors).toEqual([{ field: 'toCurrency', message: 'The from and to currencies must differ' }]);
    const badType = await save({
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rateType: 'XX',
      rateDate: '2026-11-20',
      rate: '7',
    });
    expect(badType.body.data.errors[0].field).toBe('rateType');
    const added = await save({
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rateType: 'SPOT',
      rateDate: '2026-11-20',
      rate: '7.0958',
    });
    expect(added.body.data).toMatchObject({ rate: '7.09580000', version: 0 });
    const on = (rateDate: string) =>
      call(API('baseExchangeRate', 'findRateOnDate'), {
        fromCurrency: 'USD',
        toCurrency: 'CNY',
        rateType: 'SPOT',
        rateDate,
      });
    expect((await on('2026-11-18')).body.data).toMatchObject({ rate: '7.10380000', rateDate: '2026-11-16' });
    expect((await on('2026-12-31')).body.data).toMatchObject({ rate: '7.09580000', rateDate: '2026-11-20' });
    const none = await on('2026-10-01');
    expect(none.statusCode).toBe(404);
    expect(none.body.msg).toBe('No SPOT rate USD→CNY on or before 2026-10-01');
    const stale = await save({ ...added.body.data, rate: '7.2', version: 5 });
    expect(stale.statusCode).toBe(409);
  });

  it('imports rates, refusing unknown currencies and duplicates in the file', async () => {
    const bad = await upload(
      API('baseExchangeRate', 'doImport'),
      await xlsx([
        ['From currency', 'To currency', 'Rate type', 'Date', 'Rate'],
        ['EUR', 'CNY', 'MONTHLY', '2026-11-01', 7.7],
        ['EUR', 'CNY', 'MONTHLY', '2026-11-01', 7.8],
        ['USD', 'CNY', 'SPOT', '2026-11-01', -1],
        ['GBP', 'CNY', 'SPOT', '2026-11-01', 7],
      ]),
    );
    expect(bad.body.data.errors).toEqual([
      { rowNumber: 3, message: 'duplicates row 2' },
      { rowNumber: 4, message: 'Rate: The rate must be greater than 0' },
      { rowNumber: 5, message: 'From currency: is not an enabled value of the lookup BASE_CURRENCY' },
    ]);
    const good = await upload(
      API('baseExchangeRate', 'doImport'),
      await xlsx([
        ['原币', '目标币', '汇率类型', '日期', '汇率'],
        ['EUR', 'CNY', 'MONTHLY', '2026-11-01', 7.7],
      ]),
    );
    expect(good.statusCode).toBe(200);
    const rows = (
      await call(API('baseExchangeRate', 'listByPage'), { searchParams: { fromCurrency: 'EUR', rateType: 'MONTHLY' } })
    ).body.data;
    expect(rows.map((r: any) => r.rate)).toEqual(['7.70000000']);
  });
});

describe('payment terms', () => {
  const nodes = (...proportions: string[]) =>
    proportions.map((p, i) => ({ stageName: `阶段${i + 1}`, eventCode: 'INVOICE', daysAfter: 30 * i, proportion: p }));

  it('saves only when the proportions add up to exactly 100 %, with the message in both languages', async () => {
    const body = { termCode: 'T_TEST', termName: '测试条件' };
    const ninety = await call(API('basePaymentTerm', 'saveOrUpdate'), { ...body, nodes: nodes('30', '60') });
    expect(ninety.statusCode).toBe(400);
    expect(ninety.body.data.errors).toEqual([
      { field: 'nodes', message: 'The payment proportions must add up to exactly 100 %; they add up to 90 %' },
    ]);
    const cn = await call(
      API('basePaymentTerm', 'saveOrUpdate'),
      { ...body, nodes: nodes('33.3333', '33.3333', '33.3333') },
      admin,
      'CN',
    );
    expect(cn.body.data.errors[0].message).toBe('付款比例合计必须等于 100%，当前合计为 99.9999%');
    const none = await call(API('basePaymentTerm', 'saveOrUpdate'), { ...body, nodes: [] });
    expect(none.body.data.errors).toEqual([{ field: 'nodes', message: 'Add at least one payment node' }]);
    const badEvent = await call(API('basePaymentTerm', 'saveOrUpdate'), {
      ...body,
      nodes: [{ stageName: 'x', eventCode: 'NOPE', daysAfter: 0, proportion: '100' }],
    });
    expect(badEvent.body.data.errors).toEqual([
      { field: 'nodes.0.eventCode', message: 'is not an enabled value of the lookup BASE_PAYMENT_EVENT' },
    ]);
    const saved = await call(API('basePaymentTerm', 'saveOrUpdate'), {
      ...body,
      nodes: nodes('33.3334', '33.3333', '33.3333'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.nodes.map((n: any) => [n.seqNum, n.proportion])).toEqual([
      [10, '33.3334'],
      [20, '33.3333'],
      [30, '33.3333'],
    ]);
    const changed = await call(API('basePaymentTerm', 'saveOrUpdate'), { ...saved.body.data, nodes: nodes('100') });
    expect(changed.body.data.nodes).toHaveLength(1);
    const stale = await call(API('basePaymentTerm', 'saveOrUpdate'), { ...saved.body.data, nodes: nodes('100') });
    expect(stale.statusCode).toBe(409);
    const taken = await call(API('basePaymentTerm', 'saveOrUpdate'), {
      termCode: 'NET30',
      termName: 'x',
      nodes: nodes('100'),
    });
    expect(taken.statusCode).toBe(409);
    const id = saved.body.data.paymentTermId;
    expect((await call(API('basePaymentTerm', 'delete'), { paymentTermId: id })).statusCode).toBe(200);
    expect((await call(API('basePaymentTerm', 'findById'), { paymentTermId: id })).statusCode).toBe(404);
  });
});

describe('banks, branches and addresses', () => {
  it('keeps CNAPS codes of 12 digits, unique, with a known district', async () => {
    const bank = (await call(API('baseBank', 'listByPage'), { searchParams: { keyword: 'ICBC' } })).body.data[0];
    const save = (body: object) => call(API('baseBankBranch', 'saveOrUpdate'), { bankId: bank.bankId, ...body });
    const short = await save({ cnapsCode: '10230500201', branchName: 'x' });
    expect(short.body.data.errors).toEqual([{ field: 'cnapsCode', message: 'The CNAPS code must be 12 digits' }]);
    const taken = await save({ cnapsCode: '102305002016', branchName: 'x' });
    expect(taken.statusCode).toBe(409);
    const badDistrict = await save({ cnapsCode: '102305009999', branchName: 'x', districtCode: '999999' });
    expect(badDistrict.body.data.errors).toEqual([
      { field: 'districtCode', message: 'There is no district with the code 999999' },
    ]);
    const ok = await save({
      cnapsCode: '102305009999',
      branchName: '工商银行苏州工业园区支行',
      districtCode: '320508',
    });
    expect(ok.body.data).toMatchObject({ bankCode: 'ICBC', districtName: '江苏省/苏州市/姑苏区' });
    const inUse = await call(API('baseBank', 'delete'), { bankId: bank.bankId });
    expect(inUse.statusCode).toBe(409);
  });

  it('keeps one default address per organisation and type', async () => {
    const list = (await call(API('baseAddress', 'listByPage'), { searchParams: { addressType: 'RECEIVE' } })).body.data;
    const east = list.find((a: any) => a.defaultFlag === 'Y' && a.districtCode === '320508');
    expect(east.fullAddress).toBe('江苏省苏州市姑苏区工业园区星湖街328号 2号仓库');
    const added = await call(API('baseAddress', 'saveOrUpdate'), {
      orgId: east.orgId,
      addressType: 'RECEIVE',
      districtCode: '320505',
      detailAddress: '狮山路88号',
      contactName: '赵强',
      contactPhone: '0512-66001122',
      defaultFlag: 'Y',
    });
    expect(added.statusCode).toBe(200);
    const after = (
      await call(API('baseAddress', 'listByPage'), { searchParams: { orgId: east.orgId, addressType: 'RECEIVE' } })
    ).body.data;
    expect(after.filter((a: any) => a.defaultFlag === 'Y').map((a: any) => a.addressId)).toEqual([
      added.body.data.addressId,
    ]);
    const bad = await call(API('baseAddress', 'saveOrUpdate'), {
      orgId: east.orgId,
      addressType: 'RECEIVE',
      districtCode: '000000',
      detailAddress: 'x',
      contactName: 'x',
      contactPhone: 'abc',
    });
    expect(bad.body.data.errors.map((e: any) => e.field)).toEqual(['contactPhone']);
  });
});

describe('public reads and the supplier boundary', () => {
  it('serves the district tree without login, names and codes only', async () => {
    const res = await call(API('baseDistrict', 'listTree'), {}, '');
    expect(res.statusCode).toBe(200);
    const guangdong = res.body.data.find((p: any) => p.value === '440000');
    expect(guangdong.label).toBe('广东省');
    const shenzhen = guangdong.children.find((c: any) => c.value === '440300');
    expect(shenzhen.children.find((d: any) => d.value === '440305').label).toBe('南山区');
    expect(Object.keys(guangdong).sort()).toEqual(['children', 'label', 'value']);
  });

  it('searches bank branches without login: enabled ones of one bank, limited fields, paged', async () => {
    const res = await call(
      API('baseBankBranch', 'searchPublic'),
      { bankCode: 'ICBC', keyword: '苏州', pageRows: 1 },
      undefined,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data.rows).toEqual([
      {
        branchId: expect.any(Number),
        bankCode: 'ICBC',
        cnapsCode: '102305002016',
        branchName: '中国工商银行股份有限公司苏州分行营业部',
        districtCode: '320508',
        districtName: '江苏省/苏州市/姑苏区',
      },
    ]);
    expect(res.body.data.more).toBe(true);
    const tooMany = await call(API('baseBankBranch', 'searchPublic'), { pageRows: 500 }, '');
    expect(tooMany.statusCode).toBe(400);
    // The maintenance list is not public.
    expect((await call(API('baseBankBranch', 'listByPage'), {}, '')).statusCode).toBe(401);
  });

  it('serves the enabled category tree without login, without who-columns or versions', async () => {
    const res = await call(API('basePurchaseCategory', 'listPublicTree'), {}, '');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body.data[0]).sort()).toEqual([
      'categoryCode',
      'categoryId',
      'categoryName',
      'categoryNameEn',
      'levelId',
      'parentCategoryId',
      'title',
    ]);
  });

  it('refuses suppliers every base-data endpoint but the public ones, and anonymous callers too', async () => {
    const PUBLIC = new Set([
      API('baseDistrict', 'listTree'),
      API('baseBankBranch', 'searchPublic'),
      API('basePurchaseCategory', 'listPublicTree'),
    ]);
    const entities = [
      'baseMaterialItem',
      'basePurchaseCategory',
      'baseExchangeRate',
      'basePaymentTerm',
      'baseDistrict',
      'baseBank',
      'baseBankBranch',
      'basePurchasingGroup',
      'baseAddress',
    ];
    const routes = t.app.registeredRoutes
      .map((r) => r.url)
      .filter((url) => entities.some((e) => url.startsWith(`/api/baseServer/v1/${e}Restful/`)));
    expect(routes.length).toBeGreaterThan(40);
    const open = routes.filter((r) => t.app.registeredRoutes.find((x) => x.url === r)?.auth?.kind === 'public');
    expect(open.sort()).toEqual([...PUBLIC].sort());
    for (const url of routes.filter((r) => !PUBLIC.has(r))) {
      const res = await call(url, {}, supplier);
      expect([url, res.statusCode]).toEqual([url, 403]);
      const anonymous = await call(url, {}, '');
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
    }
  });

  it('refuses internal users without the screen’s buttons every change', async () => {
    const approver = await t.login('approver');
    const changes: [string, object][] = [
      [API('baseMaterialItem', 'saveOrUpdate'), { materialCode: 'X', materialName: 'x', unitCode: 'KG' }],
      [
        API('baseExchangeRate', 'saveOrUpdate'),
        { fromCurrency: 'EUR', toCurrency: 'CNY', rateType: 'SPOT', rateDate: '2026-01-01', rate: '7' },
      ],
      [API('basePaymentTerm', 'saveOrUpdate'), { termCode: 'X', termName: 'x', nodes: [] }],
      [API('baseBank', 'saveOrUpdate'), { bankCode: 'X', bankName: 'x' }],
      [API('baseAddress', 'delete'), { addressId: 1 }],
      [API('baseBankBranch', 'changeStatus'), { branchId: 1, enabledFlag: 'N', version: 0 }],
    ];
    for (const [url, body] of changes) expect([url, (await call(url, body, approver)).statusCode]).toEqual([url, 403]);
    const upload403 = await upload(API('baseExchangeRate', 'doImport'), await xlsx([['x'], ['y']]), approver);
    expect(upload403.statusCode).toBe(403);
  });
});
