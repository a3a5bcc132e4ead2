import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../platform/files/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { filesOnDisk, SAMPLE_EXE, setProfile } from './testKit.ts';

const TUS = '/api/largeFileServer/v1/largeFile';

let t: TestApp;
let buyer: string;
let approver: string;
beforeAll(async () => {
  t = await createTestApp();
  [buyer, approver] = await Promise.all(['buyer', 'approver'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const b64 = (text: string) => Buffer.from(text).toString('base64');

function create(certificate: string, length: number, metadata: Record<string, string>, lang = 'CN') {
  return t.app.inject({
    method: 'POST',
    url: TUS,
    headers: {
      certificate,
      'SAAF-Language': lang,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(length),
      'Upload-Metadata': Object.entries(metadata)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
    },
  });
}

function patch(certificate: string, location: string, offset: number, chunk: Buffer) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      certificate,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    payload: chunk,
  });
}

describe('large files with tus', () => {
  it('is refused while the profile LARGE_FILE_FLAG is N', async () => {
    const res = await create(buyer, 10, { filename: 'a.txt' }, 'EN');
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('Large-file upload is not switched on; please ask the administrator');
  });

  it('takes a 3 MB file in two PATCH chunks, then serves it by id with Range', async () => {
    await setProfile(t, 'LARGE_FILE_FLAG', 'Y');
    const size = 3 * 1024 * 1024;
    const content = Buffer.alloc(size);
    for (let i = 0; i < size; i++) content[i] = 32 + ((i * 7) % 90); // printable bytes, no signature
    const name = '大型装配图纸.dat';

    const created = await create(buyer, size, {
      filename: name,
      businessId: '3003',
      path: 'drawing',
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(new RegExp(`^${TUS}/[0-9a-f]{32}$`));

    // Nobody but the uploader can look at or continue the upload.
    const foreign = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { certificate: approver, 'Tus-Resumable': '1.0.0' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await patch(approver, location, 0, content.subarray(0, 10))).statusCode).toBe(404);

    const half = 1536 * 1024;
    const first = await patch(buyer, location, 0, content.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    const head = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { certificate: buyer, 'Tus-Resumable': '1.0.0' },
    });
    expect(head.headers['upload-offset']).toBe(String(half));

    const last = await patch(buyer, location, half, content.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    const envelope = last.json();
    expect(envelope).toMatchObject({
      status: 'S',
      data: { originalFileName: name, suffixName: 'dat', fileSize: size },
    });
    const id = envelope.data.id as number;
    expect(last.headers['upload-attachment-id']).toBe(String(id));

    const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, id));
    expect(row).toMatchObject({
      businessId: '3003',
      path: 'drawing',
      sha256: crypto.createHash('sha256').update(content).digest('hex'),
    });
    // The upload left the tus directory for the store.
    expect(filesOnDisk(t).filter((f) => f.startsWith('tus'))).toEqual([]);

    const ranged = await t.app.inject({
      method: 'GET',
      url: `${TUS}/download?id=${id}`,
      headers: { certificate: buyer, range: 'bytes=1048576-2097151' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 1048576-2097151/${size}`);
    expect(ranged.headers['accept-ranges']).toBe('bytes');
    expect(ranged.rawPayload.equals(content.subarray(1048576, 2097152))).toBe(true);

    const tail = await t.app.inject({
      method: 'GET',
      url: `${TUS}/download?id=${id}`,
      headers: { certificate: buyer, range: 'bytes=-100' },
    });
    expect(tail.rawPayload.equals(content.subarray(size - 100))).toBe(true);

    const whole = await t.app.inject({
      method: 'GET',
      url: `${TUS}/download?id=${id}`,
      headers: { certificate: buyer },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    expect(decodeURIComponent(String(whole.headers['content-disposition']).split("UTF-8''")[1])).toBe(name);
  });

  it('refuses a creation over the size limit with the spec message', async () => {
    await setProfile(t, 'LARGE_FILE_FLAG', 'Y');
    await setProfile(t, 'ATTACHMENT_MAX_SIZE', '1024'); // 1 MB
    try {
      const res = await create(buyer, 2 * 1024 * 1024, { filename: 'big.bin' }, 'EN');
      expect(res.statusCode).toBe(413);
      expect(JSON.parse(res.body).msg).toBe('The size of the uploaded file exceeded the upper limit');
    } finally {
      await setProfile(t, 'ATTACHMENT_MAX_SIZE', '51200');
    }
  });

  it('applies the content checks when the upload finishes', async () => {
    await setProfile(t, 'LARGE_FILE_FLAG', 'Y');
    const before = filesOnDisk(t).filter((f) => !f.startsWith('tus'));
    const created = await create(buyer, SAMPLE_EXE.length, { filename: 'manual.pdf' }, 'EN');
    const location = String(created.headers.location);
    const res = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        certificate: buyer,
        'SAAF-Language': 'EN',
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      payload: SAMPLE_EXE,
    });
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body).msg).toContain('does not match its extension .pdf');
    expect(filesOnDisk(t)).toEqual(before);
  });

  it('refuses a request without a session with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: TUS,
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    expect(res.statusCode).toBe(401);
  });
});
