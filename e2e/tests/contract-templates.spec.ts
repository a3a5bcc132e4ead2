import { expect, type Page, test } from '@playwright/test';
import PizZip from 'pizzip';
import { type Api, apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { pickFrom } from '../support/select.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';

// Issue 19 item 1 in the browser. The buyer writes a clause key by key into the terms library, uploads a Word
// template with a placeholder that binds to nothing — refused at save with a message naming it —, uploads it fixed
// with the clause included, and opens the sample PDF the server renders from it. What is stored is checked through
// the API.

const TERMS = '/api/srmServer/v1/srmCctTermsRestful';
const TEMPLATES = '/api/srmServer/v1/srmCctTemplateRestful';
let server: TestServer;
let api: Api;
let buyerCert: string;

test.beforeAll(async () => {
  server = await startServer();
  api = apiOf(server.url);
  buyerCert = await api.certificateOf('buyer');
});
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

/** A Word document of one paragraph per text, each in one run (as templates are written). */
function docx(texts: string[]): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = texts.map((t) => `<w:p><w:r><w:t xml:space="preserve">${esc(t)}</w:t></w:r></w:p>`).join('');
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' });
}

/** Uploads a file into the form's file field and waits until it is stored (the field's value is its id). */
async function uploadInForm(form: ReturnType<Page['getByTestId']>, name: string, content: Buffer) {
  const ids = form.getByTestId('attachment-ids');
  const before = (await ids.getAttribute('data-ids')) ?? '';
  await form.getByTestId('attachment-upload').locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: content,
  });
  await expect(ids).toHaveAttribute('data-ids', /^\d+$/);
  await expect(ids).not.toHaveAttribute('data-ids', before);
  await expect(form.getByText(name, { exact: true })).toBeVisible();
}

test('the buyer writes a clause, has a template with a bad placeholder refused, fixes it and previews the sample PDF', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'buyer');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, server.url, 'buyer', 'CN');
  const stamp = String(Date.now() % 1_000_000);

  // A clause, typed key by key.
  await openMenu(page, 'CCT_TERMS', 'CONTRACT');
  const terms = page.locator('[data-testid="screen-cctTermsList"]:visible');
  await terms.getByTestId('toolbar-button-add').click();
  const termForm = page.getByTestId('cct-term-form');
  const termCode = `T-E2E-${stamp}`;
  await termForm.getByTestId('cct-term-form-termCode').pressSequentially(termCode);
  await termForm.getByTestId('cct-term-form-termTitle').pressSequentially('保密条款');
  await termForm.getByTestId('cct-term-form-termCategory').pressSequentially('保密');
  await termForm.getByTestId('cct-term-form-termText').pressSequentially('双方对本合同内容负有保密义务。');
  await page.getByTestId('cct-term-form-ok').click();
  await expect(termForm).toBeHidden();
  const [term] = await api.call(buyerCert, `${TERMS}/listByPage`, {
    searchParams: { keyword: termCode },
    pageIndex: 1,
    pageRows: 5,
  });
  expect(term).toMatchObject({
    termCode,
    termTitle: '保密条款',
    termText: '双方对本合同内容负有保密义务。',
    termVersion: 1,
  });

  // A template whose placeholder binds to nothing: refused at save, naming it.
  await openMenu(page, 'CCT_TEMPLATE', 'CONTRACT');
  const templates = page.locator('[data-testid="screen-cctTemplateList"]:visible');
  await templates.getByTestId('toolbar-button-add').click();
  const form = page.getByTestId('cct-template-form');
  const code = `TPL-E2E-${stamp}`;
  await form.getByTestId('cct-template-form-templateCode').pressSequentially(code);
  await form.getByTestId('cct-template-form-templateName').pressSequentially('保密采购合同');
  await uploadInForm(form, 'bad.docx', docx(['合同编号：{contractNo}', '乙方：{partyB.name}']));
  await page.getByTestId('cct-template-form-ok').click();
  await expect(form).toContainText('{contractNo}');
  await expect(form).toContainText('无法对应合同字段');
  await page.screenshot({ path: '/tmp/contract-template-refused.png', fullPage: true });
  const none = await api.call(buyerCert, `${TEMPLATES}/listByPage`, {
    searchParams: { keyword: code },
    pageIndex: 1,
    pageRows: 5,
  });
  expect(none).toEqual([]);

  // Fixed: saved, with the clause.
  await uploadInForm(
    form,
    'good.docx',
    docx(['合同编号：{contractNumber}', '乙方：{partyB.name}', '{#terms}', '{termNo}. {title}：{text}', '{/terms}']),
  );
  await pickFrom(page, form.getByTestId('cct-template-form-termIds'), '保密条款', { search: termCode });
  await page.keyboard.press('Escape');
  await page.getByTestId('cct-template-form-ok').click();
  await expect(form).toBeHidden();
  const [saved] = await api.call(buyerCert, `${TEMPLATES}/listByPage`, {
    searchParams: { keyword: code },
    pageIndex: 1,
    pageRows: 5,
  });
  expect(saved).toMatchObject({ templateCode: code, status: 'DRAFT', templateVersion: 1, fileName: 'good.docx' });
  const detail = await api.call(buyerCert, `${TEMPLATES}/findById`, { templateId: saved.templateId });
  expect(detail.terms.map((t: { termCode: string }) => t.termCode)).toEqual([termCode]);

  // The sample PDF, rendered on the server, in the PDF viewer.
  const row = templates.locator('tr', { hasText: code });
  await row.getByTestId('row-button-sample').click();
  await expect(page.getByTestId('pdf-viewer-page')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('pdf-viewer-page-info')).toContainText('1 /');
  await page.screenshot({ path: '/tmp/contract-template-sample.png', fullPage: true });
  expect(errors).toEqual([]);
});
