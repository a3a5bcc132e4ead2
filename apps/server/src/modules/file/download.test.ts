import { ZipArchive } from 'archiver';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { fileCall, SAMPLE_EXE, SAMPLE_PDF, SAMPLE_PNG, upload } from './testKit.ts';

let t: TestApp;
let buyer: string;
let admin: string;
let supplier1: string;
beforeAll(async () => {
  t = await createTestApp();
  [buyer, admin, supplier1] = await Promise.all(['buyer', 'admin', 'supplier1'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

async function uploadOne(name: string, content: Buffer | string, certificate = buyer): Promise<number> {
  const res = await upload(t, certificate, [{ name, content }]);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.data[0].id as number;
}

/** The entries of a zip, read back with yauzl. */
async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  return out;
}

describe('batchDownload', () => {
  it('streams one zip with every file, equal names made unique', async () => {
    const a = await uploadOne('报价单.txt', '第一份报价');
    const b = await uploadOne('报价单.txt', 'second quote');
    const c = await uploadOne('图纸.pdf', SAMPLE_PDF);
    const res = await fileCall(t, buyer, 'batchDownload', { body: { ids: `${a},${b},${c}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="attachments-\d{14}\.zip"$/);
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()]).toEqual(['报价单.txt', '报价单 (1).txt', '图纸.pdf']);
    expect(entries.get('报价单.txt')?.toString()).toBe('第一份报价');
    expect(entries.get('报价单 (1).txt')?.toString()).toBe('second quote');
    expect(entries.get('图纸.pdf')?.equals(SAMPLE_PDF)).toBe(true);
  });

  it('has a drawing variant that needs btnDownloadDrawing', async () => {
    const a = await uploadOne('图纸A.pdf', SAMPLE_PDF);
    // No demo responsibility holds the drawing button; the administrator passes every button.
    expect((await fileCall(t, buyer, 'drawBatchDownload', { body: { ids: String(a) } })).statusCode).toBe(403);
    const res = await fileCall(t, admin, 'drawBatchDownload', { body: { ids: String(a) } });
    expect(res.statusCode).toBe(200);
    expect([...(await unzip(res.rawPayload)).keys()]).toEqual(['图纸A.pdf']);
  });
});

describe('download', () => {
  it('honours a Range request', async () => {
    const content = Buffer.from(Array.from({ length: 5000 }, (_, i) => String(i % 10)).join(''));
    const id = await uploadOne('data.txt', content);
    const part = await fileCall(t, buyer, 'download', { query: `id=${id}`, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${content.length}`);
    expect(part.rawPayload.equals(content.subarray(100, 200))).toBe(true);
    const bad = await fileCall(t, buyer, 'download', { query: `id=${id}`, headers: { range: 'bytes=9000-' } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${content.length}`);
  });

  it('takes the id from the JSON body too', async () => {
    const id = await uploadOne('body.txt', 'by body');
    const res = await fileCall(t, buyer, 'download', { body: { id } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('by body');
  });
});

describe('pdfView', () => {
  it('shows a PDF inline as application/pdf', async () => {
    const id = await uploadOne('合同.pdf', SAMPLE_PDF);
    const res = await fileCall(t, buyer, 'pdfView', { query: `id=${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; /);
    expect(res.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('shows an image and a text file inline', async () => {
    const png = await uploadOne('照片.png', SAMPLE_PNG);
    const image = await fileCall(t, buyer, 'pdfView', { query: `id=${png}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(String(image.headers['content-disposition'])).toMatch(/^inline; /);

    const txt = await uploadOne('说明.txt', '中文说明');
    const text = await fileCall(t, buyer, 'pdfView', { query: `id=${txt}` });
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe('中文说明');
    const gbk = await uploadOne('gbk.txt', Buffer.from([0xd6, 0xd0, 0xce, 0xc4])); // 中文 in GBK
    expect((await fileCall(t, buyer, 'pdfView', { query: `id=${gbk}` })).headers['content-type']).toBe(
      'text/plain; charset=gb18030',
    );
  });

  it('answers the not-supported message for a suffix outside spec §5', async () => {
    const id = await uploadOne('setup.exe', SAMPLE_EXE);
    const en = await fileCall(t, buyer, 'pdfView', { query: `id=${id}`, lang: 'EN' });
    expect(en.statusCode).toBe(415);
    expect(en.json()).toMatchObject({
      status: 'E',
      msg: 'the format is not supported for online viewing, please download and use a local tool',
    });
    const cn = await fileCall(t, buyer, 'pdfView', { query: `id=${id}` });
    expect(cn.json().msg).toBe('该格式不支持在线预览，请下载后使用本地工具查看');
  });

  it("answers 'no file id to preview' without an id", async () => {
    const res = await fileCall(t, buyer, 'pdfView', { lang: 'EN' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('no file id to preview');
    expect((await fileCall(t, buyer, 'pdfView', { query: 'id=', lang: 'EN' })).json().msg).toBe(
      'no file id to preview',
    );
  });

  it('explains that an office preview needs LibreOffice when it is missing', async () => {
    // LibreOffice is looked up on the PATH at each preview: a PATH without it is a server without it.
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    onTestFinished(() => {
      process.env.PATH = path;
    });
    const archive = new ZipArchive({ zlib: { level: 1 } });
    const chunks: Buffer[] = [];
    archive.on('data', (c: Buffer) => chunks.push(c));
    archive.append(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      { name: '[Content_Types].xml' },
    );
    archive.append('<w:document/>', { name: 'word/document.xml' });
    await archive.finalize();
    const id = await uploadOne('技术协议.docx', Buffer.concat(chunks));
    const res = await fileCall(t, buyer, 'pdfView', { query: `id=${id}`, lang: 'EN' });
    expect(res.statusCode).toBe(501);
    expect(res.json().msg).toBe(
      'Online preview of .docx files needs LibreOffice on the server, which is not installed; please download and use a local tool',
    );
  });

  it('has a drawing variant that needs btnDownloadDrawing', async () => {
    const id = await uploadOne('drawing.pdf', SAMPLE_PDF, supplier1);
    expect((await fileCall(t, supplier1, 'drawPdfView', { query: `id=${id}` })).statusCode).toBe(403);
    const res = await fileCall(t, admin, 'drawPdfView', { query: `id=${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});
