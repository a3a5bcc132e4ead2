import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUploadBytes } from '../../platform/files/limits.ts';
import { attachments } from '../../platform/files/schema.ts';
import { PROFILE_DEFAULTS } from '../../platform/profiles/profiles.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { fileCall, filesOnDisk, multipartBody, SAMPLE_EXE, SAMPLE_PDF, setProfile, upload } from './testKit.ts';

const LIST = '/api/fileServer/v2/file/list';

let t: TestApp;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('buyer');
});
afterAll(async () => t?.close());

/** A zip made by archiver from entries given as streams. */
async function makeZip(entries: { name: string; source: Readable | Buffer }[], level = 1): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const entry of entries) archive.append(entry.source, { name: entry.name });
  await archive.finalize();
  return Buffer.concat(chunks);
}

/** `total` zero bytes, produced a megabyte at a time. */
function zeros(total: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const n = Math.min(chunk.length, total - sent);
      sent += n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
}

describe('upload, list and download', () => {
  it('round-trips a file with a Chinese name', async () => {
    const name = '采购合同（草稿）v2.pdf';
    const res = await upload(t, buyer, [{ name, content: SAMPLE_PDF, type: 'application/pdf' }], {
      fields: { path: 'contract/2025', functionId: 'cctContract', businessId: '1001', fileDesc: '合同草稿' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('S');
    expect(res.body.msg).toBe('上传成功');
    expect(res.data).toHaveLength(1);
    const attachment = res.data[0];
    expect(attachment).toMatchObject({ originalFileName: name, suffixName: 'pdf', fileSize: SAMPLE_PDF.length });
    expect(Object.keys(attachment).sort()).toEqual(
      ['creationDate', 'fileName', 'fileSize', 'id', 'originalFileName', 'suffixName'].sort(),
    );
    // The stored name is a UUID, nothing of the uploaded name.
    expect(attachment.fileName).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.id, attachment.id as number));
    expect(row).toMatchObject({
      path: 'contract/2025',
      functionId: 'cctContract',
      businessId: '1001',
      fileDesc: '合同草稿',
      contentType: 'application/pdf',
      supplierId: null,
      sha256: crypto.createHash('sha256').update(SAMPLE_PDF).digest('hex'),
      deletedFlag: 'N',
    });
    expect(row.storagePath).not.toContain('采购');

    const list = await t.call(LIST, { ids: String(attachment.id) }, { certificate: buyer });
    expect(list.body.status).toBe('S');
    expect(list.body.data).toEqual([attachment]);

    const download = await fileCall(t, buyer, 'download', { query: `id=${attachment.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(name);
  });

  it('takes several files with the form fields after them and lists them in the order asked', async () => {
    const res = await upload(
      t,
      buyer,
      [
        { name: 'spec.txt', content: '技术规格\nline 2\n' },
        { name: 'prices.csv', content: 'item,price\nBM-01,12.50\n' },
        { name: 'drawing.pdf', content: SAMPLE_PDF },
      ],
      { fields: { businessId: '2002', path: 'po' }, fieldsLast: true },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.map((a) => a.originalFileName)).toEqual(['spec.txt', 'prices.csv', 'drawing.pdf']);
    const ids = res.data.map((a) => a.id as number);
    const rows = await t.database.db.select().from(attachments).where(eq(attachments.businessId, '2002'));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.path === 'po')).toBe(true);
    expect(rows.find((r) => r.suffixName === 'csv')?.contentType).toBe('text/csv');

    const reversed = [...ids].reverse();
    const list = await t.call(LIST, { ids: `${reversed.join(', ')},,999999` }, { certificate: buyer });
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual(reversed);
  });

  it('answers 400 when no file is sent', async () => {
    const { body, contentType } = await multipartBody([], { path: 'x' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fileServer/v2/file/upload',
      headers: { certificate: buyer, 'content-type': contentType, 'SAAF-Language': 'EN' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Please choose a file to upload');
  });
});

describe('size limit (spec §5: ATTACHMENT_MAX_SIZE × 1024 bytes)', () => {
  it('refuses a file over the limit with 413 and leaves nothing on disk', async () => {
    await setProfile(t, 'ATTACHMENT_MAX_SIZE', '2'); // 2 KB
    try {
      const before = filesOnDisk(t);
      const ok = await upload(t, buyer, [{ name: 'small.txt', content: 'x'.repeat(2048) }]);
      expect(ok.statusCode).toBe(200);
      const afterOk = filesOnDisk(t);
      expect(afterOk.length).toBe(before.length + 1);

      const en = await upload(t, buyer, [{ name: 'big.txt', content: 'x'.repeat(2049) }], { lang: 'EN' });
      expect(en.statusCode).toBe(413);
      expect(en.body).toMatchObject({ status: 'E', msg: 'The size of the uploaded file exceeded the upper limit' });
      const cn = await upload(t, buyer, [
        { name: 'a.txt', content: 'a' },
        { name: '大文件.pdf', content: Buffer.concat([SAMPLE_PDF, Buffer.alloc(8000)]) },
      ]);
      expect(cn.statusCode).toBe(413);
      expect(cn.body.msg).toBe('上传文件大小超出上限');
      expect(filesOnDisk(t)).toEqual(afterOk);
    } finally {
      await setProfile(t, 'ATTACHMENT_MAX_SIZE', '51200');
    }
  });

  it('answers 413 from the declared length before the body is sent', async () => {
    await setProfile(t, 'ATTACHMENT_MAX_SIZE', '1');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const { body, contentType } = await multipartBody([{ name: 'huge.bin', content: Buffer.alloc(1024) }]);
      const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/fileServer/v2/file/upload',
          headers: {
            certificate: buyer,
            'content-type': contentType,
            'content-length': String(500 * 1024 * 1024), // announced, never sent
            'SAAF-Language': 'EN',
          },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, text });
            req.destroy();
          });
        });
        req.on('error', reject);
        req.write(body.subarray(0, 200)); // only the first bytes; the answer must come anyway
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text).msg).toBe('The size of the uploaded file exceeded the upper limit');
    } finally {
      await setProfile(t, 'ATTACHMENT_MAX_SIZE', '51200');
    }
  });
});

describe('default limit and supplier quota (issue 15 item 10)', () => {
  it('accepts at most 50 MB per file by default', async () => {
    expect(PROFILE_DEFAULTS.ATTACHMENT_MAX_SIZE).toBe('51200'); // KB
    expect(await maxUploadBytes(t.database.db)).toBe(50 * 1024 * 1024);
  });

  it('refuses a supplier’s upload past its storage quota, in its language, and not an internal user’s', async () => {
    const supplier = await t.login('supplier1');
    await setProfile(t, 'SUPPLIER_STORAGE_QUOTA_MB', '1');
    try {
      const first = await upload(t, supplier, [{ name: 'spec.txt', content: 'a'.repeat(600 * 1024) }]);
      expect(first.statusCode).toBe(200);
      const before = filesOnDisk(t);
      const second = await upload(t, supplier, [{ name: 'more.txt', content: 'b'.repeat(600 * 1024) }], {
        lang: 'EN',
      });
      expect(second.statusCode).toBe(413);
      expect(second.body.msg).toMatch(
        /^Your company stores 1 MB of attachments; this upload of 1 MB would exceed the quota of 1 MB/,
      );
      expect(filesOnDisk(t)).toEqual(before);
      const internal = await upload(t, buyer, [{ name: 'buyer.txt', content: 'c'.repeat(600 * 1024) }]);
      expect(internal.statusCode).toBe(200);
    } finally {
      await setProfile(t, 'SUPPLIER_STORAGE_QUOTA_MB', '2048');
    }
  });
});

describe('type checked by content', () => {
  it('refuses an executable renamed .pdf with 415 and keeps nothing', async () => {
    const before = filesOnDisk(t);
    const res = await upload(t, buyer, [{ name: 'invoice.pdf', content: SAMPLE_EXE, type: 'application/pdf' }], {
      lang: 'EN',
    });
    expect(res.statusCode).toBe(415);
    expect(res.body.msg).toBe(
      'The content of "invoice.pdf" does not match its extension .pdf (it is actually: exe); the upload was refused',
    );
    const cn = await upload(t, buyer, [{ name: 'invoice.pdf', content: SAMPLE_EXE }]);
    expect(cn.body.msg).toContain('内容与扩展名 .pdf 不符');
    expect(filesOnDisk(t)).toEqual(before);
  });

  it('refuses an executable under a suffix that promises text, and the whole batch with it', async () => {
    const res = await upload(t, buyer, [
      { name: 'ok.pdf', content: SAMPLE_PDF },
      { name: 'readme.txt', content: SAMPLE_EXE },
    ]);
    expect(res.statusCode).toBe(415);
    const rows = await t.database.db.select().from(attachments).where(eq(attachments.originalFileName, 'ok.pdf'));
    expect(rows).toHaveLength(0);
  });

  it('stores the sniffed type, not the one the client claims', async () => {
    const res = await upload(t, buyer, [{ name: 'notes.txt', content: 'BM is not a bitmap here', type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.id, res.data[0].id as number));
    expect(row.contentType).toBe('text/plain');
  });
});

describe('archives are checked before anything opens them', () => {
  it('refuses a zip bomb (one entry of 1.1 GB of zeros)', { timeout: 180_000 }, async () => {
    const bomb = await makeZip([{ name: 'zeros.bin', source: zeros(1100 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(20 * 1024 * 1024);
    const before = filesOnDisk(t);
    const res = await upload(t, buyer, [{ name: 'backup.zip', content: bomb }], { lang: 'EN' });
    expect(res.statusCode).toBe(413);
    expect(res.body.msg).toBe(
      'The archive "backup.zip" would expand to an abnormal size (a suspected zip bomb); the upload was refused',
    );
    expect(filesOnDisk(t)).toEqual(before);
  });

  it('refuses a zip of more than 10 000 entries, also under an office suffix', { timeout: 60_000 }, async () => {
    const many = await makeZip(
      Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}.txt`, source: Buffer.from('x') })),
      0,
    );
    const res = await upload(t, buyer, [{ name: 'report.docx', content: many }], { lang: 'EN' });
    expect(res.statusCode).toBe(413);
    expect(res.body.msg).toBe(
      'The archive "report.docx" holds too many files (10001, at most 10000); the upload was refused',
    );
  });

  it('accepts an ordinary zip', async () => {
    const zip = await makeZip([
      { name: 'a.txt', source: Buffer.from('hello') },
      { name: 'b.txt', source: Buffer.from('world') },
    ]);
    const res = await upload(t, buyer, [{ name: '资料.zip', content: zip }]);
    expect(res.statusCode).toBe(200);
    expect(res.data[0]).toMatchObject({ originalFileName: '资料.zip', suffixName: 'zip' });
  });
});
