import { Writable } from 'node:stream';
import multipart from '@fastify/multipart';
import { ZipArchive } from 'archiver';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartOf, xlsxOf } from '../../testing/xlsxUpload.ts';
import type { AppDeps } from '../http/deps.ts';
import { installErrorHandling } from '../http/errorHandler.ts';
import { registerImportRoutes } from './importRoutes.ts';

/*
 * The one import route's file refusals: the user gets the translated message only, the server log
 * keeps what the reader said (an "invalid workbook" under load could not be explained without it).
 * A bare server suffices: a refused file never reaches the import's checks or the database.
 */

const PATH = '/api/baseServer/v1/probeRestful/doImport';
let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];
let reached = 0;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  installErrorHandling(app);
  // The app's auth hook would set the caller; the route only needs the user id.
  app.addHook('onRequest', async (req) => {
    Object.assign(req, { user: { userId: 1 } });
  });
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1 } });
    registerImportRoutes(scope, {} as AppDeps, {
      server: 'baseServer',
      entity: 'probe',
      auth: { kind: 'login' },
      summary: 'probe import',
      templateSummary: 'probe template',
      columns: [{ key: 'code', title: { CN: '编码', EN: 'Code' }, required: true }],
      templateName: () => 'probe',
      run: async () => {
        reached += 1;
        return { ok: true, data: { count: 0 } };
      },
      message: () => 'imported',
    });
  });
  await app.ready();
});
afterAll(async () => app?.close());

/** A zip that passes the archive check (it has the workbook parts) but whose sheet is not XML. */
async function brokenWorkbook(): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  archive.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => archive.on('end', resolve));
  archive.append('<Types/>', { name: '[Content_Types].xml' });
  archive.append('<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>', {
    name: 'xl/workbook.xml',
  });
  archive.append('<<<not xml', { name: 'xl/worksheets/sheet1.xml' });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

async function upload(content: Buffer, lang: 'CN' | 'EN') {
  const { payload, contentType } = multipartOf(content, 'broken.xlsx');
  const res = await app.inject({
    method: 'POST',
    url: PATH,
    headers: { 'content-type': contentType, 'SAAF-Language': lang },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

describe('the import route refusing a file', () => {
  it('answers "not a valid workbook" in the user language and logs what exceljs said', async () => {
    const en = await upload(await brokenWorkbook(), 'EN');
    expect(en.statusCode).toBe(400);
    expect(en.body).toEqual({ status: 'E', msg: 'The file is not a valid Excel (.xlsx) workbook', data: null });
    const cn = await upload(await brokenWorkbook(), 'CN');
    expect(cn.body.msg).toBe('文件不是有效的 Excel（.xlsx）文件');
    expect(reached).toBe(0);

    const refusals = logLines.filter((l) => l.msg === 'xlsx import: file refused');
    expect(refusals).toHaveLength(2);
    const [first] = refusals as { err: { message: string; stack: string }; fileName: string; refusal: string }[];
    expect(first.refusal).toBe('excel.notXlsx');
    expect(first.fileName).toBe('broken.xlsx');
    expect(first.err.message).toContain('exceljs: ');
    expect(first.err.message).toContain('disallowed character');
    // The stack is the worker's: it names the parser, which the user's answer never does.
    expect(first.err.stack).toContain('saxes');
    expect(JSON.stringify(en.body)).not.toContain('disallowed');
  });

  it('reads a good file through to the import, logging nothing', async () => {
    const before = logLines.length;
    const good = await upload(await xlsxOf([['Code'], ['A1']]), 'EN');
    expect(good.body).toEqual({ status: 'S', msg: 'imported', data: { count: 0 } });
    expect(reached).toBe(1);
    expect(logLines.slice(before).filter((l) => l.msg === 'xlsx import: file refused')).toEqual([]);
  });
});
