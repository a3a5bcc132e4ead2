import { SAMPLE_CONTRACT_DATA } from '@srm/core/contract/sampleData';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';
import { upload } from '../../file/testKit.ts';
import { demoTemplateDocx, paragraphsDocx } from './demoTemplate.ts';
import { renderContractDocx, templateForContract, termAtVersion } from './index.ts';
import { embeddedFonts, pdfText } from './pdfText.ts';

const TERMS = '/api/srmServer/v1/srmCctTermsRestful';
const MARKS = '/api/srmServer/v1/srmCctWatermarkRestful';
const TEMPLATES = '/api/srmServer/v1/srmCctTemplateRestful';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

async function uploadDocx(name: string, bytes: Uint8Array, certificate = admin): Promise<number> {
  const res = await upload(t, certificate, [{ name, content: Buffer.from(bytes) }]);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return Number(res.data[0]!.id);
}

async function saveTerm(body: Record<string, unknown>) {
  const res = await t.call(`${TERMS}/saveOrUpdate`, body, { certificate: admin });
  expect(res.body.status, res.raw).toBe('S');
  return res.body.data as { termId: number; version: number; termVersion: number };
}

describe('the terms library', () => {
  it('makes a new version when a clause’s text changes, and keeps what each version said', async () => {
    const v1 = await saveTerm({
      termCode: 'T-QUALITY',
      termTitle: '质量要求',
      termCategory: '质量',
      termText: '符合国家标准。',
    });
    expect(v1.termVersion).toBe(1);
    // A save that changes neither title nor text stays at its version.
    const same = await saveTerm({
      ...v1,
      termCode: 'T-QUALITY',
      termTitle: '质量要求',
      termCategory: '品质',
      termText: '符合国家标准。',
      termId: v1.termId,
      version: v1.version,
    });
    expect(same.termVersion).toBe(1);
    const v2 = await saveTerm({
      termCode: 'T-QUALITY',
      termTitle: '质量要求',
      termText: '符合国家标准及甲方技术规格书。',
      termId: v1.termId,
      version: same.version,
    });
    expect(v2.termVersion).toBe(2);
    expect((await termAtVersion(t.database.db, v1.termId, 1))?.text).toBe('符合国家标准。');
    expect((await termAtVersion(t.database.db, v1.termId, 2))?.text).toBe('符合国家标准及甲方技术规格书。');
  });
});

describe('a template’s placeholders are checked at save', () => {
  it('refuses a placeholder that binds to nothing, naming it in the reader’s language; saves it once fixed', async () => {
    const bad = await uploadDocx(
      'bad.docx',
      paragraphsDocx(['合同编号：{contractNo}', '{#lines}{materialName}{colour}{/lines}']),
    );
    const body = { templateCode: 'TPL-TEST', templateName: '测试模板', contractType: '采购合同', fileId: bad };
    for (const [lang, expected] of [
      ['CN', '{contractNo}、{lines.colour}'],
      ['EN', '{contractNo}, {lines.colour}'],
    ] as const) {
      const refused = await t.call(`${TEMPLATES}/saveOrUpdate`, body, { certificate: admin, lang });
      expect(refused.statusCode).toBe(400);
      const errors = (refused.body.data as { errors: { field: string; message: string }[] }).errors;
      expect(errors[0]!.field).toBe('fileId');
      expect(errors[0]!.message).toContain(expected);
      expect(errors[0]!.message).toContain(lang === 'CN' ? '无法对应合同字段' : 'bind to no contract field');
    }
    const broken = await uploadDocx('broken.docx', paragraphsDocx(['{#lines}{lineNo}']));
    const syntax = await t.call(
      `${TEMPLATES}/saveOrUpdate`,
      { ...body, fileId: broken },
      { certificate: admin, lang: 'EN' },
    );
    expect(syntax.statusCode).toBe(400);
    expect(syntax.raw).toContain('lines');

    const good = await uploadDocx(
      'good.docx',
      paragraphsDocx(['合同编号：{contractNumber}', '{#lines}{materialName}{/lines}']),
    );
    const saved = await t.call(`${TEMPLATES}/saveOrUpdate`, { ...body, fileId: good }, { certificate: admin });
    expect(saved.body.status, saved.raw).toBe('S');
    const row = saved.body.data as Record<string, unknown>;
    expect(row).toMatchObject({ status: 'DRAFT', templateVersion: 1, fileName: 'good.docx' });
    expect(JSON.parse(row.placeholders as string)).toEqual(['contractNumber', '#lines', 'lines.materialName']);
  });
});

describe('template versions', () => {
  it('publishes a draft, refuses to change a valid one, and makes the next version that the code’s old one gives way to', async () => {
    const term = await saveTerm({ termCode: 'T-BREACH', termTitle: '违约责任', termText: '逾期交货按日支付违约金。' });
    const fileId = await uploadDocx('demo.docx', demoTemplateDocx());
    const saved = await t.call(
      `${TEMPLATES}/saveOrUpdate`,
      { templateCode: 'TPL-PUR', templateName: '采购合同模板', fileId, termIds: [term.termId] },
      { certificate: admin },
    );
    expect(saved.body.status, saved.raw).toBe('S');
    const draft = saved.body.data as { templateId: number; version: number };
    await expect(templateForContract(t.database.db, draft.templateId)).rejects.toMatchObject({ statusCode: 409 });

    const published = await t.call(
      `${TEMPLATES}/publish`,
      { templateId: draft.templateId, version: draft.version },
      { certificate: admin },
    );
    expect(published.body.status, published.raw).toBe('S');
    const forContract = await templateForContract(t.database.db, draft.templateId);
    expect(forContract.terms).toEqual([
      expect.objectContaining({ termCode: 'T-BREACH', termVersion: 1, title: '违约责任' }),
    ]);

    const edit = await t.call(
      `${TEMPLATES}/saveOrUpdate`,
      {
        templateId: draft.templateId,
        version: (published.body.data as { version: number }).version,
        templateCode: 'TPL-PUR',
        templateName: '改名',
        fileId,
      },
      { certificate: admin },
    );
    expect(edit.statusCode).toBe(409);

    const next = await t.call(`${TEMPLATES}/newVersion`, { templateId: draft.templateId }, { certificate: admin });
    expect(next.body.data).toMatchObject({ templateVersion: 2 });
    const v2 = (next.body.data as { templateId: number }).templateId;
    const v2Row = (await t.call(`${TEMPLATES}/findById`, { templateId: v2 }, { certificate: admin })).body.data as {
      version: number;
      status: string;
      terms: { termCode: string }[];
    };
    expect(v2Row.status).toBe('DRAFT');
    expect(v2Row.terms.map((x) => x.termCode)).toEqual(['T-BREACH']);
    const p2 = await t.call(`${TEMPLATES}/publish`, { templateId: v2, version: v2Row.version }, { certificate: admin });
    expect(p2.body.status, p2.raw).toBe('S');
    const v1Row = (await t.call(`${TEMPLATES}/findById`, { templateId: draft.templateId }, { certificate: admin })).body
      .data;
    expect(v1Row).toMatchObject({ status: 'INVALID' });

    // The old version still renders (a contract keeps its version): every value and line of the data.
    const docx = await renderContractDocx(t.database.db, { templateId: draft.templateId, data: SAMPLE_CONTRACT_DATA });
    const xml = new PizZip(docx).file('word/document.xml')!.asText();
    for (const text of ['HT-20260101-0001', '苏州恒信电子科技有限公司', 'M-1001', 'M-1002', '铝电解电容'])
      expect(xml).toContain(text);

    const download = await t.app.inject({
      method: 'POST',
      url: `${TEMPLATES}/download`,
      headers: { certificate: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ templateId: v2 }),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('v2.docx');
    const body = (docx: Uint8Array) => new PizZip(docx).file('word/document.xml')!.asText();
    expect(body(download.rawPayload)).toBe(body(demoTemplateDocx()));
  });
});

describe('who may', () => {
  it('keeps suppliers out of every call, and users without the pages out of the setup', async () => {
    const supplier = await t.login('supplier1');
    // The approver reads contracts (CCT_CONTRACT): it may read a template's file, never keep the setup.
    const approver = await t.login('approver');
    for (const certificate of [supplier, approver]) {
      for (const path of [`${TERMS}/listByPage`, `${MARKS}/listByPage`, `${TEMPLATES}/listByPage`]) {
        expect((await t.call(path, {}, { certificate })).statusCode).toBe(403);
      }
      expect((await t.call(`${TEMPLATES}/newVersion`, { templateId: 1 }, { certificate })).statusCode).toBe(403);
      expect((await t.call(`${TEMPLATES}/publish`, { templateId: 1, version: 0 }, { certificate })).statusCode).toBe(
        403,
      );
      const save = await t.call(
        `${TERMS}/saveOrUpdate`,
        { termCode: 'X', termTitle: 'x', termText: 'x' },
        { certificate },
      );
      expect(save.statusCode).toBe(403);
    }
    for (const action of ['samplePdf', 'download']) {
      expect((await t.call(`${TEMPLATES}/${action}`, { templateId: 1 }, { certificate: supplier })).statusCode).toBe(
        403,
      );
    }
    const read = await t.call(`${TEMPLATES}/download`, { templateId: 1 }, { certificate: approver });
    expect(read.statusCode).toBe(200);
  });
});

describe('watermarks', () => {
  it('refuses an unknown variable and an image watermark without an image', async () => {
    const base = {
      watermarkCode: 'WM-1',
      watermarkName: '内部使用',
      watermarkKind: 'TEXT',
      opacity: 20,
      angle: 45,
      fontSize: 36,
      position: 'TILED',
    };
    const unknown = await t.call(
      `${MARKS}/saveOrUpdate`,
      { ...base, watermarkText: '{supplier} 内部' },
      { certificate: admin, lang: 'EN' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.raw).toContain('{supplier}');
    const noImage = await t.call(`${MARKS}/saveOrUpdate`, { ...base, watermarkKind: 'IMAGE' }, { certificate: admin });
    expect(noImage.statusCode).toBe(400);
    const ok = await t.call(
      `${MARKS}/saveOrUpdate`,
      { ...base, watermarkText: '{supplierName} {contractNumber} 仅供内部使用' },
      { certificate: admin },
    );
    expect(ok.body.status, ok.raw).toBe('S');
  });
});

describe('the sample PDF', () => {
  it('renders the template with the demo data and its watermark, Chinese text and fonts embedded', async () => {
    const mark = await t.call(
      `${MARKS}/saveOrUpdate`,
      {
        watermarkCode: 'WM-PDF',
        watermarkName: '样例',
        watermarkKind: 'TEXT',
        watermarkText: '样例 {contractNumber}',
        opacity: 15,
        angle: 30,
        fontSize: 30,
        position: 'CENTER',
      },
      { certificate: admin },
    );
    const fileId = await uploadDocx('demo.docx', demoTemplateDocx());
    const saved = await t.call(
      `${TEMPLATES}/saveOrUpdate`,
      {
        templateCode: 'TPL-PDF',
        templateName: 'PDF',
        fileId,
        watermarkId: (mark.body.data as { watermarkId: number }).watermarkId,
      },
      { certificate: admin },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${TEMPLATES}/samplePdf`,
      headers: { certificate: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ templateId: (saved.body.data as { templateId: number }).templateId }),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = new Uint8Array(res.rawPayload);
    const text = await pdfText(pdf);
    expect(text).toContain('苏州恒信电子科技有限公司');
    expect(text).toContain('样例 HT-20260101-0001');
    expect((await embeddedFonts(pdf)).length).toBeGreaterThan(0);
  }, 120_000);
});
