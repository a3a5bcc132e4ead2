import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { checkZipArchive } from './archive.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-archive-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A one-entry zip written byte by byte, whose headers declare `declaredSize` whatever `content` really is:
 * the lying archive of issue 15 (a bomb that declares 1 000 bytes).
 */
function lyingZip(file: string, content: Buffer, declaredSize: number): string {
  const name = Buffer.from('word/document.xml');
  const data = zlib.deflateRawSync(content, { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  const target = path.join(dir, file);
  fs.writeFileSync(target, Buffer.concat([local, name, data, central, name, end]));
  return target;
}

const refusal = async (file: string, name: string) => {
  try {
    await checkZipArchive(file, name);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, key: error.key };
  }
};

describe('archives that lie about their sizes', () => {
  it('refuses a bomb declaring 1 000 bytes, as .zip, .docx and .xlsx, after inflating little more than that', async () => {
    // 256 MiB of zeros deflate to about 250 KB; the headers say 1 000 bytes.
    const bomb = lyingZip('bomb.docx', Buffer.alloc(256 * 1024 * 1024), 1000);
    expect(fs.statSync(bomb).size).toBeLessThan(400_000);
    for (const name of ['report.zip', 'report.docx', 'sheet.xlsx']) {
      const started = process.hrtime.bigint();
      expect(await refusal(bomb, name)).toEqual({ status: 413, key: 'file.archiveBomb' });
      // Stopped at the lie, not after inflating the 256 MiB.
      expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(2_000);
    }
  }, 60_000);

  it('refuses an entry that inflates to another size than it declares (a doctored archive) as unreadable', async () => {
    const short = lyingZip('short.zip', Buffer.from('hello world'), 5000);
    expect(await refusal(short, 'short.zip')).toEqual({ status: 415, key: 'file.archiveUnreadable' });
  });

  it('accepts an honest archive', async () => {
    const content = Buffer.from('<w:document>honest</w:document>'.repeat(1000));
    const honest = lyingZip('honest.docx', content, content.length);
    expect(await refusal(honest, 'honest.docx')).toBeNull();
  });
});
