import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';

/*
 * Sourcing rule setup (issue 17 item 1): templates with criteria and their weight rules, sourcing types,
 * the expert library (masked ID numbers, expertise, conflicts) and sourcing projects (data scope), each
 * checked as the buyer who keeps them, and refused to a supplier user on every action.
 */

const API = (entity: string) => `/api/srmServer/v1/${entity}Restful`;
const TEMPLATE = API('srmSrcTemplate');
const TYPE = API('srmSrcSourcingType');
const EXPERT = API('srmSrcExpert');
const PROJECT = API('srmSrcProject');
const EXPORT = '/api/exportServer/v1/exportRestful/exportExcel';

let t: TestApp;
let admin: string;
let buyer: string;
let supplier: string;
const ids: Record<string, number> = {};
const as =
  (who: () => string, lang: 'CN' | 'EN' = 'EN') =>
  (path: string, body: object = {}) =>
    t.call(path, body, { certificate: who(), lang });
const byBuyer = as(() => buyer);
const byAdmin = as(() => admin);

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer, supplier] = await Promise.all([t.login('admin'), t.login('buyer'), t.login('supplier1')]);
  for (const r of (await byAdmin('/api/baseServer/v1/baseOrganizationRestful/listTree')).body.data)
    ids[r.orgCode] = r.orgId;
  for (const r of (await byAdmin('/api/baseServer/v1/basePersonRestful/listByPage', { pageRows: 100 })).body.data)
    ids[r.employeeNumber] = r.personId;
  for (const r of (await byAdmin('/api/baseServer/v1/basePurchaseCategoryRestful/listTree')).body.data)
    ids[r.categoryCode] = r.categoryId;
  for (const r of (await byAdmin('/api/baseServer/v1/baseSupplierRestful/listForSelect', { pageRows: 100 })).body.data)
    ids[r.supplierNum] = r.supplierId;
  for (const r of (await byAdmin('/api/baseServer/v1/baseUsersRestful/listForSelect', { pageRows: 100 })).body.data)
    ids[`user:${r.userName}`] = r.userId;
}, 240_000);
afterAll(async () => t?.close());

const weighted = {
  templateCode: 'T_WEIGHTED_1',
  templateName: '综合评分模板',
  templateNameEn: 'Weighted template',
  sourcingMethod: 'TENDER',
  evaluationMethod: 'WEIGHTED_SCORE',
  technicalWeight: '70',
  commercialWeight: '30',
  roundsAllowed: 2,
  quoteValidityDays: 60,
  bondRule: 'FIXED',
  bondValue: '5000.5',
  tenderFee: '0.1',
  criteria: [
    { criterionName: '技术方案', criterionKind: 'TECHNICAL', weight: '60', maxScore: '100' },
    {
      criterionName: '售后服务',
      criterionNameEn: 'After-sales',
      criterionKind: 'TECHNICAL',
      weight: '40',
      maxScore: '50',
    },
    { criterionName: '价格', criterionKind: 'COMMERCIAL', weight: '100', maxScore: '100' },
  ],
};

describe('sourcing templates', () => {
  it('lists the demo templates with their criteria to every internal user', async () => {
    const res = await as(() => buyer, 'EN')(`${TEMPLATE}/listByPage`, {});
    expect(res.statusCode).toBe(200);
    const tender = res.body.data.find((r: any) => r.templateCode === 'TND_WEIGHTED');
    expect(tender).toMatchObject({
      title: 'Tender, weighted score (60/40)',
      technicalWeight: '60.00',
      commercialWeight: '40.00',
    });
    expect(tender.criteria.map((c: any) => [c.criterionKind, c.weight])).toEqual([
      ['TECHNICAL', '50.00'],
      ['TECHNICAL', '30.00'],
      ['TECHNICAL', '20.00'],
      ['COMMERCIAL', '80.00'],
      ['COMMERCIAL', '20.00'],
    ]);
  });

  it('saves a weighted template with its criteria and answers what was stored, decimals as text', async () => {
    const res = await byBuyer(`${TEMPLATE}/saveOrUpdate`, weighted);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      templateCode: 'T_WEIGHTED_1',
      technicalWeight: '70.00',
      commercialWeight: '30.00',
      bondValue: '5000.50',
      tenderFee: '0.10',
      openAfterDeadline: 'Y',
      enabledFlag: 'Y',
      version: 0,
    });
    expect(res.body.data.criteria).toEqual([
      expect.objectContaining({ lineNumber: 1, criterionName: '技术方案', weight: '60.00', maxScore: '100.00' }),
      expect.objectContaining({ lineNumber: 2, criterionNameEn: 'After-sales', weight: '40.00', maxScore: '50.00' }),
      expect.objectContaining({ lineNumber: 3, criterionKind: 'COMMERCIAL', weight: '100.00' }),
    ]);
    ids.weighted = res.body.data.templateId;
    const found = await byBuyer(`${TEMPLATE}/findById`, { templateId: ids.weighted });
    expect(found.body.data.criteria).toHaveLength(3);
    // A save without criteria keeps them, and checks the new weights against them.
    const kept = await byBuyer(`${TEMPLATE}/saveOrUpdate`, {
      ...weighted,
      criteria: undefined,
      templateId: ids.weighted,
      version: 0,
      templateName: '综合评分模板（改）',
    });
    expect(kept.body.data).toMatchObject({ version: 1, templateName: '综合评分模板（改）' });
    expect(kept.body.data.criteria).toHaveLength(3);
  });

  it('refuses a taken code with a field message', async () => {
    const res = await byBuyer(`${TEMPLATE}/saveOrUpdate`, { ...weighted, templateName: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.body.data.errors).toEqual([{ field: 'templateCode', message: 'The code T_WEIGHTED_1 is already used' }]);
  });

  it('refuses weights and criteria that do not sum to 100, on their fields, in the request language, storing nothing', async () => {
    const base = { ...weighted, templateCode: 'T_BAD' };
    const sum = await byBuyer(`${TEMPLATE}/saveOrUpdate`, { ...base, commercialWeight: '20' });
    expect(sum.statusCode).toBe(400);
    expect(sum.body.data.errors).toEqual([
      { field: 'commercialWeight', message: 'The technical and commercial weights must sum to 100; they sum to 90' },
    ]);
    const cn = await as(() => buyer, 'CN')(`${TEMPLATE}/saveOrUpdate`, { ...base, commercialWeight: '20' });
    expect(cn.body.data.errors[0].message).toBe('技术权重与商务权重之和须为 100，当前为 90');
    const criteria = await byBuyer(`${TEMPLATE}/saveOrUpdate`, {
      ...base,
      criteria: [
        { criterionName: 'a', criterionKind: 'TECHNICAL', weight: '60', maxScore: '10' },
        { criterionName: 'b', criterionKind: 'TECHNICAL', weight: '30.5', maxScore: '10' },
      ],
    });
    expect(criteria.body.data.errors).toEqual([
      { field: 'criteria', message: 'The commercial weight is above 0: add commercial criteria' },
      { field: 'criteria', message: 'The weights of the technical criteria must sum to 100; they sum to 90.5' },
    ]);
    const precision = await byBuyer(`${TEMPLATE}/saveOrUpdate`, {
      ...base,
      criteria: [{ criterionName: 'a', criterionKind: 'TECHNICAL', weight: '33.333', maxScore: '10' }],
    });
    expect(precision.statusCode).toBe(400);
    expect(precision.body.data.errors[0]).toEqual({
      field: 'criteria.0.weight',
      message: 'must have at most 2 decimals',
    });
    const lowest = await byBuyer(`${TEMPLATE}/saveOrUpdate`, {
      ...base,
      evaluationMethod: 'LOWEST_PRICE',
      criteria: [],
    });
    expect(lowest.body.data.errors[0].field).toBe('technicalWeight');
    const listed = await byBuyer(`${TEMPLATE}/listByPage`, { searchParams: { keyword: 'T_BAD' } });
    expect(listed.body.data).toEqual([]);
  });

  it('checks the bid bond against its rule and keeps tenders sealed', async () => {
    const base = { ...weighted, templateCode: 'T_BOND' };
    const cases: [object, string, string][] = [
      [{ bondRule: 'FIXED', bondValue: null }, 'bondValue', 'A fixed bid bond needs an amount above 0'],
      [
        { bondRule: 'PERCENT', bondValue: '120' },
        'bondValue',
        'A percentage bid bond needs a percentage above 0 and at most 100',
      ],
      [
        { bondRule: 'NONE', bondValue: '10' },
        'bondValue',
        'Without a bid bond there is no amount or percentage; clear it',
      ],
      [{ bondRule: 'SOMETIMES' }, 'bondRule', 'is not an enabled value of the lookup SRC_BOND_RULE'],
      [
        { openAfterDeadline: 'N' },
        'openAfterDeadline',
        'Tender bids stay sealed until the deadline: quotes cannot be opened before it',
      ],
      [{ roundsAllowed: 10 }, 'roundsAllowed', ''],
      [{ tenderFee: 1.5e-7 }, 'tenderFee', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await byBuyer(`${TEMPLATE}/saveOrUpdate`, { ...base, ...change });
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.body.data.errors[0].field).toBe(field);
      if (message) expect(res.body.data.errors[0].message).toBe(message);
    }
    const percent = await byBuyer(`${TEMPLATE}/saveOrUpdate`, { ...base, bondRule: 'PERCENT', bondValue: '2.5' });
    expect(percent.body.data).toMatchObject({ bondRule: 'PERCENT', bondValue: '2.50' });
  });

  it('disables and deletes only a template no sourcing type depends on', async () => {
    const type = await byBuyer(`${TYPE}/saveOrUpdate`, {
      typeCode: 'TND_T1',
      typeName: '测试招标',
      sourcingMethod: 'TENDER',
      defaultTemplateId: ids.weighted,
    });
    expect(type.body.data).toMatchObject({ templateCode: 'T_WEIGHTED_1', templateTitle: 'Weighted template' });
    const row = (await byBuyer(`${TEMPLATE}/findById`, { templateId: ids.weighted })).body.data;
    const disable = await byBuyer(`${TEMPLATE}/changeStatus`, {
      templateId: ids.weighted,
      enabledFlag: 'N',
      version: row.version,
    });
    expect(disable.statusCode).toBe(409);
    expect(disable.body.msg).toContain('TND_T1');
    const del = await byBuyer(`${TEMPLATE}/delete`, { templateId: ids.weighted });
    expect(del.statusCode).toBe(409);
    // Changing the method under a type that uses it is refused too.
    const method = await byBuyer(`${TEMPLATE}/saveOrUpdate`, {
      ...weighted,
      templateId: ids.weighted,
      version: row.version,
      sourcingMethod: 'INQUIRY',
    });
    expect(method.body.data.errors[0].field).toBe('sourcingMethod');

    const bond = (await byBuyer(`${TEMPLATE}/listByPage`, { searchParams: { keyword: 'T_BOND' } })).body.data[0];
    const off = await byBuyer(`${TEMPLATE}/changeStatus`, {
      templateId: bond.templateId,
      enabledFlag: 'N',
      version: bond.version,
    });
    expect(off.statusCode).toBe(200);
    const disabled = await byBuyer(`${TEMPLATE}/listForSelect`, { searchParams: { keyword: 'T_BOND' } });
    expect(disabled.body.data).toEqual([]);
    expect((await byBuyer(`${TEMPLATE}/delete`, { templateId: bond.templateId })).statusCode).toBe(200);
    const criteria = await t.database.db.execute(
      `select count(*)::int as n from srm_src_template_criterion where template_id = ${bond.templateId}` as never,
    );
    expect((criteria as any).rows[0].n).toBe(0);
  });

  it('exports the list as the screen shows it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      headers: { 'content-type': 'application/json', certificate: buyer, 'SAAF-Language': 'EN' },
      payload: JSON.stringify({
        requestUrl: `${TEMPLATE}/listByPage`,
        requestParams: { searchParams: {} },
        columns: [
          { key: 'templateCode', title: 'Code' },
          { key: 'evaluationMethod', title: 'Evaluation', lookupType: 'SRC_EVAL_METHOD' },
          { key: 'technicalWeight', title: 'Technical' },
        ],
        fileName: 'templates',
      }),
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Code', 'Evaluation', 'Technical']);
    expect(rows).toContainEqual(['TND_WEIGHTED', 'Weighted score', '60.00']);
    expect(rows).toContainEqual(['INQ_LOWEST', 'Lowest price']);
  });
});

describe('sourcing types', () => {
  it('takes only an enabled template of its own method and answers the template’s name', async () => {
    const templates = (await byBuyer(`${TEMPLATE}/listByPage`, {})).body.data;
    const inquiry = templates.find((r: any) => r.templateCode === 'INQ_LOWEST');
    const other = await byBuyer(`${TYPE}/saveOrUpdate`, {
      typeCode: 'INQ_X',
      typeName: '询价X',
      sourcingMethod: 'TENDER',
      defaultTemplateId: inquiry.templateId,
    });
    expect(other.body.data.errors).toEqual([
      { field: 'defaultTemplateId', message: 'The default template is for another sourcing method (INQUIRY)' },
    ]);
    const gone = await byBuyer(`${TYPE}/saveOrUpdate`, {
      typeCode: 'INQ_X',
      typeName: '询价X',
      sourcingMethod: 'INQUIRY',
      defaultTemplateId: 999_999,
    });
    expect(gone.body.data.errors[0]).toEqual({
      field: 'defaultTemplateId',
      message: 'The selected record does not exist',
    });
    const ok = await as(() => buyer, 'CN')(`${TYPE}/saveOrUpdate`, {
      typeCode: 'INQ_X',
      typeName: '询价X',
      sourcingMethod: 'INQUIRY',
      defaultTemplateId: inquiry.templateId,
    });
    expect(ok.body.data).toMatchObject({ templateCode: 'INQ_LOWEST', templateTitle: '询价-最低价', enabledFlag: 'Y' });
    const picked = await byBuyer(`${TYPE}/listForSelect`, { searchParams: { sourcingMethod: 'INQUIRY' } });
    expect(picked.body.data.map((r: any) => r.typeCode).sort()).toEqual(['INQ_STANDARD', 'INQ_X']);
    const off = await byBuyer(`${TYPE}/changeStatus`, {
      sourcingTypeId: ok.body.data.sourcingTypeId,
      enabledFlag: 'N',
      version: 0,
    });
    expect(off.statusCode).toBe(200);
    const after = await byBuyer(`${TYPE}/listForSelect`, { searchParams: { sourcingMethod: 'INQUIRY' } });
    expect(after.body.data.map((r: any) => r.typeCode)).toEqual(['INQ_STANDARD']);
  });
});

describe('expert library', () => {
  it('keeps internal experts to persons and external ones to a company, with field messages', async () => {
    const internal = await byBuyer(`${EXPERT}/saveOrUpdate`, {
      expertCode: 'E_IN',
      expertName: '内部',
      expertSource: 'INTERNAL',
    });
    expect(internal.body.data.errors).toEqual([
      { field: 'personId', message: 'An internal expert is a person of the company: pick the person' },
    ]);
    const external = await byBuyer(`${EXPERT}/saveOrUpdate`, {
      expertCode: 'E_EX',
      expertName: '外部',
      expertSource: 'EXTERNAL',
      personId: ids.E0002,
      idNumber: '310***234',
      email: 'not-mail',
    });
    expect(external.body.data.errors.map((e: any) => e.field)).toEqual(['personId', 'company', 'idNumber', 'email']);
    const ok = await byBuyer(`${EXPERT}/saveOrUpdate`, {
      expertCode: 'E_IN',
      expertName: '李采购',
      expertSource: 'INTERNAL',
      personId: ids.E0002,
      expertLevel: 'JUNIOR',
      categoryIds: [ids.RAW_STEEL],
    });
    expect(ok.body.data).toMatchObject({ personName: '李采购', categoryIds: [ids.RAW_STEEL], conflictSupplierIds: [] });
  });

  it('saves expertise and conflicts, masks the ID number in lists and exports, gives it whole to the keeper', async () => {
    const saved = await byBuyer(`${EXPERT}/saveOrUpdate`, {
      expertCode: 'E_OUT',
      expertName: '钱工',
      expertSource: 'EXTERNAL',
      company: '上海设计院',
      phone: '+86 21 5555-0000',
      email: 'qian@design.example.com',
      idNumber: '11010119800101123X',
      categoryIds: [ids.ELEC_IC, ids.RAW_STEEL, ids.ELEC_IC],
      conflictSupplierIds: [ids.S000001, ids.S000002],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({
      idNumber: '11010119800101123X',
      categoryIds: [ids.ELEC_IC, ids.RAW_STEEL],
      conflictSupplierIds: [ids.S000001, ids.S000002],
    });
    expect(saved.body.data.conflictSuppliers[1]).toMatchObject({
      supplierNumber: 'S000002',
      supplierName: '深圳华信电子有限公司',
    });
    const id = saved.body.data.expertId;
    const listed = (await byBuyer(`${EXPERT}/listByPage`, { searchParams: { keyword: 'E_OUT' } })).body.data[0];
    expect(listed.idNumber).toBe('110************23X');
    expect((await byBuyer(`${EXPERT}/findById`, { expertId: id })).body.data.idNumber).toBe('11010119800101123X');
    // The masked value sent back is refused, never stored over the real one.
    const back = await byBuyer(`${EXPERT}/saveOrUpdate`, { ...listed, version: listed.version });
    expect(back.body.data.errors).toEqual([
      { field: 'idNumber', message: 'An ID number has 6–32 letters, digits or "-"' },
    ]);
    // Conflicts replaced by what is sent; an unknown supplier refused.
    const unknown = await byBuyer(`${EXPERT}/saveOrUpdate`, {
      ...listed,
      idNumber: '11010119800101123X',
      conflictSupplierIds: [999_999],
    });
    expect(unknown.body.data.errors).toEqual([
      { field: 'conflictSupplierIds', message: 'A chosen supplier does not exist' },
    ]);
    const fewer = await byBuyer(`${EXPERT}/saveOrUpdate`, {
      ...listed,
      idNumber: '11010119800101123X',
      conflictSupplierIds: [ids.S000002],
    });
    expect(fewer.body.data).toMatchObject({ conflictSupplierIds: [ids.S000002], version: 1 });

    const res = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      headers: { 'content-type': 'application/json', certificate: buyer },
      payload: JSON.stringify({
        requestUrl: `${EXPERT}/listByPage`,
        requestParams: { searchParams: { keyword: 'E_OUT' } },
        columns: [
          { key: 'expertCode', title: '编码' },
          { key: 'idNumber', title: '证件号码' },
        ],
      }),
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0].getRow(2).values as unknown[]).slice(1)).toEqual(['E_OUT', '110************23X']);
    expect(res.rawPayload.includes(Buffer.from('11010119800101123X'))).toBe(false);
  });

  it('disables and deletes an expert with its links', async () => {
    const row = (await byBuyer(`${EXPERT}/listByPage`, { searchParams: { keyword: 'E_IN' } })).body.data[0];
    const off = await byBuyer(`${EXPERT}/changeStatus`, {
      expertId: row.expertId,
      enabledFlag: 'N',
      version: row.version,
    });
    expect(off.statusCode).toBe(200);
    const disabled = await byBuyer(`${EXPERT}/listByPage`, { searchParams: { enabledFlag: 'N' } });
    expect(disabled.body.data.map((r: any) => r.expertCode)).toEqual(['E_IN']);
    expect((await byBuyer(`${EXPERT}/delete`, { expertId: row.expertId })).statusCode).toBe(200);
    expect((await byBuyer(`${EXPERT}/findById`, { expertId: row.expertId })).statusCode).toBe(404);
  });
});

describe('sourcing projects', () => {
  const project = () => ({
    projectCode: 'SP_T1',
    projectName: '测试项目',
    orgId: ids.OU_EAST,
    projectYear: 2027,
    projectPeriod: 'H1',
    budgetAmount: '1000000.10',
    ownerUserId: ids['user:buyer'],
    projectStatus: 'PLANNING',
  });

  it('saves a project of the caller’s organisation with a decimal budget and an internal owner', async () => {
    const res = await byBuyer(`${PROJECT}/saveOrUpdate`, project());
    expect(res.body.data?.errors).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      budgetAmount: '1000000.10',
      currencyCode: 'CNY',
      orgName: 'East China OU',
      ownerUserName: 'buyer',
      enabledFlag: 'Y',
    });
    const float = await byBuyer(`${PROJECT}/saveOrUpdate`, { ...project(), projectCode: 'SP_T2', budgetAmount: 'abc' });
    expect(float.body.data.errors[0]).toEqual({ field: 'budgetAmount', message: 'must enter a numeric value' });
    const owner = await byBuyer(`${PROJECT}/saveOrUpdate`, {
      ...project(),
      projectCode: 'SP_T2',
      ownerUserId: ids['user:supplier1'] ?? 999_999,
    });
    expect(owner.body.data.errors[0]).toEqual({
      field: 'ownerUserId',
      message: 'The owner must be an enabled internal user',
    });
    const status = await byBuyer(`${PROJECT}/saveOrUpdate`, {
      ...project(),
      projectCode: 'SP_T2',
      projectStatus: 'DONE',
    });
    expect(status.body.data.errors[0].field).toBe('projectStatus');
  });

  it('keeps each caller to the projects of its data scope', async () => {
    const south = await byAdmin(`${PROJECT}/saveOrUpdate`, {
      ...project(),
      projectCode: 'SP_SOUTH',
      orgId: ids.OU_SOUTH,
    });
    expect(south.statusCode).toBe(200);
    const mine = (await byBuyer(`${PROJECT}/listByPage`, {})).body.data.map((r: any) => r.projectCode);
    expect(mine).toContain('SP2026-001');
    expect(mine).not.toContain('SP_SOUTH');
    const picker = (await byBuyer(`${PROJECT}/listForSelect`, {})).body.data.map((r: any) => r.projectCode);
    expect(picker).not.toContain('SP_SOUTH');
    const id = south.body.data.projectId;
    expect((await byBuyer(`${PROJECT}/findById`, { projectId: id })).statusCode).toBe(404);
    const change = await byBuyer(`${PROJECT}/saveOrUpdate`, { ...south.body.data, projectName: 'taken over' });
    expect(change.statusCode).toBe(404);
    const create = await byBuyer(`${PROJECT}/saveOrUpdate`, {
      ...project(),
      projectCode: 'SP_T3',
      orgId: ids.OU_SOUTH,
    });
    expect(create.body.data.errors).toEqual([{ field: 'orgId', message: 'The selected record does not exist' }]);
    expect((await byAdmin(`${PROJECT}/listByPage`, {})).body.data.map((r: any) => r.projectCode)).toContain('SP_SOUTH');
  });
});

describe('a supplier user', () => {
  it('is refused every action of rule setup, whatever the body', async () => {
    const paths = [
      ...['listByPage', 'listForSelect', 'findById', 'saveOrUpdate', 'changeStatus', 'delete'].map(
        (a) => `${TEMPLATE}/${a}`,
      ),
      ...['listByPage', 'listForSelect', 'findById', 'saveOrUpdate', 'changeStatus'].map((a) => `${TYPE}/${a}`),
      ...['listByPage', 'findById', 'saveOrUpdate', 'changeStatus', 'delete'].map((a) => `${EXPERT}/${a}`),
      ...['listByPage', 'listForSelect', 'findById', 'saveOrUpdate'].map((a) => `${PROJECT}/${a}`),
    ];
    for (const path of paths) {
      const res = await t.call(
        path,
        { expertId: 1, templateId: 1, projectId: 1, sourcingTypeId: 1 },
        { certificate: supplier },
      );
      expect([path, res.statusCode]).toEqual([path, 403]);
      expect(res.body.data ?? null).toBeNull();
    }
    const exported = await t.app.inject({
      method: 'POST',
      url: EXPORT,
      headers: { 'content-type': 'application/json', certificate: supplier },
      payload: JSON.stringify({
        requestUrl: `${EXPERT}/listByPage`,
        requestParams: {},
        columns: [{ key: 'expertName', title: 'n' }],
      }),
    });
    expect(exported.statusCode).toBe(403);
  });

  it('and a buyer without the expert menu is refused the library', async () => {
    // finance is an internal user without SRC_EXPERT: menu readers only.
    const finance = await t.login('finance');
    const res = await t.call(`${EXPERT}/listByPage`, {}, { certificate: finance });
    expect(res.statusCode).toBe(403);
    const templates = await t.call(`${TEMPLATE}/listForSelect`, {}, { certificate: finance });
    expect(templates.statusCode).toBe(200);
  });
});
