import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { intToRGBA, Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall, SAMPLE_PDF, upload } from '../../modules/file/testKit.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { attachments } from './schema.ts';
import { watermarkLines } from './watermark.ts';

let t: TestApp;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('buyer');
});
afterAll(async () => t?.close());

const BLUE = 0x3366ccff;

/** A solid-colour image in the given format. */
async function solidImage(mime: 'image/png' | 'image/jpeg' | 'image/gif', width = 400, height = 300): Promise<Buffer> {
  const image = new Jimp({ width, height, color: BLUE });
  return mime === 'image/jpeg' ? image.getBuffer(mime, { quality: 95 }) : image.getBuffer(mime);
}

/** Uploads one file and answers the stored row and the downloaded bytes. */
async function uploadAndFetch(name: string, content: Buffer, fields: Record<string, string>) {
  const res = await upload(t, buyer, [{ name, content }], { fields });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const id = res.data[0].id as number;
  const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, id));
  const download = await fileCall(t, buyer, 'download', { query: `id=${id}` });
  expect(download.statusCode).toBe(200);
  return { answer: res.data[0], row, bytes: download.rawPayload };
}

/** How far a pixel is from the original colour (largest channel difference). */
function distanceFromBlue(image: Awaited<ReturnType<typeof Jimp.read>>, x: number, y: number): number {
  const pixel = intToRGBA(image.getPixelColor(x, y));
  const blue = intToRGBA(BLUE);
  return Math.max(Math.abs(pixel.r - blue.r), Math.abs(pixel.g - blue.g), Math.abs(pixel.b - blue.b));
}

/** The largest colour change within the lower-right quarter. */
function maxChangeLowerRight(image: Awaited<ReturnType<typeof Jimp.read>>): number {
  const { width, height } = image.bitmap;
  let max = 0;
  for (let y = Math.floor(height * 0.75); y < height; y++) {
    for (let x = Math.floor(width / 2); x < width; x++) max = Math.max(max, distanceFromBlue(image, x, y));
  }
  return max;
}

function sha256(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

describe('image upload with a watermark', () => {
  it('stamps a PNG in the lower right, keeps its size and format, and records the stored bytes', async () => {
    const original = await solidImage('image/png');
    const { answer, row, bytes } = await uploadAndFetch('photo.png', original, {
      watermark: 'Y',
      watermarkText: 'Sample QA',
    });
    expect(bytes.equals(original)).toBe(false);
    const image = await Jimp.read(bytes);
    expect(image.mime).toBe('image/png');
    expect([image.bitmap.width, image.bitmap.height]).toEqual([400, 300]);
    expect(maxChangeLowerRight(image)).toBeGreaterThan(40);
    expect(distanceFromBlue(image, 0, 0)).toBe(0);
    expect(row).toMatchObject({ suffixName: 'png', contentType: 'image/png', fileSize: bytes.length });
    expect(row.sha256).toBe(sha256(bytes));
    expect(answer.fileSize).toBe(bytes.length);
  });

  it('keeps a JPEG a JPEG', async () => {
    const original = await solidImage('image/jpeg', 1000, 600);
    const { row, bytes } = await uploadAndFetch('scan.jpg', original, { watermark: 'Y' });
    const image = await Jimp.read(bytes);
    expect(image.mime).toBe('image/jpeg');
    expect([image.bitmap.width, image.bitmap.height]).toEqual([1000, 600]);
    expect(maxChangeLowerRight(image)).toBeGreaterThan(40);
    expect(distanceFromBlue(image, 0, 0)).toBeLessThan(8); // JPEG is lossy: near, not equal
    expect(row).toMatchObject({ suffixName: 'jpg', contentType: 'image/jpeg', sha256: sha256(bytes) });
  });

  it('stores a GIF as PNG and says so in the suffix and content type', async () => {
    const { answer, row, bytes } = await uploadAndFetch('chart.gif', await solidImage('image/gif'), {
      watermark: 'Y',
    });
    expect((await Jimp.read(bytes)).mime).toBe('image/png');
    expect(answer).toMatchObject({ originalFileName: 'chart.png', suffixName: 'png' });
    expect(row.contentType).toBe('image/png');
  });

  it('stores the bytes unchanged when the option is off', async () => {
    const original = await solidImage('image/png');
    const { row, bytes } = await uploadAndFetch('plain.png', original, { watermark: 'N' });
    expect(bytes.equals(original)).toBe(true);
    expect(row.sha256).toBe(sha256(original));
  });

  it('stores a PDF unchanged with the option on', async () => {
    const { bytes } = await uploadAndFetch('terms.pdf', SAMPLE_PDF, { watermark: 'Y' });
    expect(bytes.equals(SAMPLE_PDF)).toBe(true);
  });

  it('refuses an image over 40 megapixels from its header, in both languages', async () => {
    // A valid PNG header claiming 10 000 × 5 000 pixels: refused before anything is decoded.
    const header = Buffer.from(await solidImage('image/png', 2, 2));
    header.writeUInt32BE(10_000, 16);
    header.writeUInt32BE(5_000, 20);
    for (const [lang, text] of [
      ['CN', '百万像素'],
      ['EN', 'too large to watermark'],
    ] as const) {
      const res = await upload(t, buyer, [{ name: 'huge.png', content: header }], { fields: { watermark: 'Y' }, lang });
      expect(res.statusCode).toBe(413);
      expect(res.body.msg).toContain(text);
      expect(res.body.msg).toContain('50.0');
    }
  });

  it('refuses an extra text over 64 characters', async () => {
    const res = await upload(t, buyer, [{ name: 'a.png', content: await solidImage('image/png') }], {
      fields: { watermark: 'Y', watermarkText: 'x'.repeat(65) },
    });
    expect(res.statusCode).toBe(400);
  });

  it('still stamps name and date when the extra text has characters the font lacks', async () => {
    const { bytes } = await uploadAndFetch('cn.png', await solidImage('image/png'), {
      watermark: 'Y',
      watermarkText: '仅供投标使用',
    });
    expect(maxChangeLowerRight(await Jimp.read(bytes))).toBeGreaterThan(40);
  });
});

describe('watermarkLines', () => {
  it('writes the user name with YYYY-MM-DD HH:mm, then the extra text', () => {
    const now = new Date(2025, 2, 5, 9, 7, 30);
    expect(watermarkLines({ userName: 'buyer', now })).toEqual(['buyer 2025-03-05 09:07']);
    expect(watermarkLines({ userName: 'buyer', now, text: '  For RFQ 12 ' })).toEqual([
      'buyer 2025-03-05 09:07',
      'For RFQ 12',
    ]);
  });
});
