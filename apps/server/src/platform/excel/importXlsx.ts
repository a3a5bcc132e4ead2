import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import type { Lang } from '@srm/core';
import { IMPORT_MAX_BYTES } from '@srm/core/excel/index';
import { AppError } from '../http/errors.ts';
import { checkXlsxZip, DEFAULT_ZIP_LIMITS, type ZipLimits } from './zipCheck.ts';

/** One column an import reads: found in the header row by its title in either language, its key or an alias. */
export type ImportColumn = {
  key: string;
  title: Record<Lang, string>;
  /** The header row must have it. */
  required?: boolean;
  aliases?: string[];
};

/** What a cell reads as: text, a number, a boolean, a date as `YYYY-MM-DD[ HH:mm:ss]`, or null. */
export type ImportCell = string | number | boolean | null;
/** One data row: its row number in the sheet (for the report) and its values by column key. */
export type ImportRow = { rowNumber: number; values: Record<string, ImportCell> };

export type ParseOptions = {
  columns: ImportColumn[];
  /** More data rows than this refuses the file. */
  maxRows: number;
  /** A bigger file is refused (413) while it is still arriving. */
  maxBytes: number;
  /** Heap of the reading worker; a file that needs more is refused. */
  maxWorkerMemoryMb?: number;
  /** Time the reading worker may take. */
  timeoutMs?: number;
  zipLimits?: ZipLimits;
  lang?: Lang;
};

export const IMPORT_DEFAULTS = {
  maxRows: 100_000,
  maxBytes: IMPORT_MAX_BYTES,
  maxWorkerMemoryMb: 256,
  timeoutMs: 120_000,
};

const WORKER_URL = new URL('./xlsxWorker.mjs', import.meta.url);

const normalize = (text: string) => text.replace(/[\s*＊]/g, '').toLowerCase();

/**
 * Reads the data rows of the first sheet of an uploaded xlsx. The upload is written to a private
 * temporary file (counting bytes: over maxBytes → 413 at once), checked by its first bytes and by
 * its zip central directory (entry count, expansion — before anything unpacks it), then read by
 * exceljs's streaming WorkbookReader in a worker thread with a memory limit and a time limit. The
 * first non-empty row is the header; required columns must be there; blank rows are skipped.
 * Every refusal is an AppError with a message for the user.
 */
export async function parseXlsxRows(stream: Readable, options: ParseOptions): Promise<ImportRow[]> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'srm-import-'));
  const file = path.join(dir, `${crypto.randomUUID()}.xlsx`);
  try {
    await spool(stream, file, options.maxBytes);
    await checkFile(file, options.zipLimits ?? DEFAULT_ZIP_LIMITS);
    return await readInWorker(file, options);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

async function spool(stream: Readable, file: string, maxBytes: number): Promise<void> {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) return callback(tooLarge(maxBytes));
      callback(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, fs.createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    stream.resume();
    const code = (error as { code?: string }).code;
    if (error instanceof AppError) throw error;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  if ((stream as { truncated?: boolean }).truncated) throw tooLarge(maxBytes);
}

/**
 * A refusal of the file whose underlying cause (exceljs's message, the worker's exit code, the zip
 * check's finding) rides along as `cause`: the import route writes it to the server log so a refusal
 * can be explained later; the user sees only the translated message (the error handler sends no cause).
 */
export function fileRefused(
  key: 'excel.notXlsx' | 'excel.tooComplex' | 'excel.unsafeArchive',
  cause: unknown,
): AppError {
  const error = new AppError(400, key);
  error.cause = cause;
  return error;
}

const tooLarge = (maxBytes: number) =>
  new AppError(413, 'excel.fileTooLarge', { maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 });

async function checkFile(file: string, limits: ZipLimits): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  const head = Buffer.alloc(8);
  try {
    await handle.read(head, 0, 8, 0);
  } finally {
    await handle.close();
  }
  // An old binary .xls (OLE compound file) — say so, rather than "not a workbook".
  if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    throw new AppError(400, 'excel.oldXls');
  }
  if (head.readUInt32LE(0) !== 0x04034b50) throw new AppError(400, 'excel.notXlsx');
  const verdict = await checkXlsxZip(file, limits);
  if (!verdict.ok) {
    const key = verdict.reason === 'unsafe' ? 'excel.unsafeArchive' : 'excel.notXlsx';
    throw fileRefused(key, new Error(`zip check: ${verdict.reason}: ${verdict.detail}`));
  }
}

type WorkerMessage =
  | { type: 'missing'; keys: string[] }
  | { type: 'rows'; rows: ImportRow[] }
  | { type: 'tooManyRows' }
  | { type: 'done'; count: number; header: boolean }
  | { type: 'error'; message: string; stack?: string };

function readInWorker(file: string, options: ParseOptions): Promise<ImportRow[]> {
  const lang = options.lang ?? 'CN';
  const columns = options.columns.map((c) => ({
    key: c.key,
    required: c.required ?? false,
    names: [...new Set([c.key, c.title.CN, c.title.EN, ...(c.aliases ?? [])].map(normalize))],
  }));
  const timeoutMs = options.timeoutMs ?? IMPORT_DEFAULTS.timeoutMs;
  return new Promise((resolve, reject) => {
    const rows: ImportRow[] = [];
    const worker = new Worker(WORKER_URL, {
      workerData: { file, columns, maxRows: options.maxRows },
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxWorkerMemoryMb ?? IMPORT_DEFAULTS.maxWorkerMemoryMb,
        maxYoungGenerationSizeMb: 32,
      },
      // No loader hooks of the parent (tsx, vitest) are needed: the worker is plain JavaScript.
      execArgv: [],
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (error: AppError | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(rows);
    };
    const timer = setTimeout(
      () => settle(fileRefused('excel.tooComplex', new Error(`the reading worker took more than ${timeoutMs} ms`))),
      timeoutMs,
    );
    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'rows':
          for (const row of message.rows) rows.push(row);
          return;
        case 'missing': {
          const titles = message.keys.map((key) => options.columns.find((c) => c.key === key)?.title[lang] ?? key);
          return settle(
            new AppError(400, 'excel.missingColumns', { columns: titles.join(lang === 'CN' ? '、' : ', ') }),
          );
        }
        case 'tooManyRows':
          return settle(new AppError(400, 'excel.tooManyRows', { maxRows: options.maxRows }));
        case 'done':
          return settle(message.count === 0 ? new AppError(400, 'excel.noRows') : null);
        case 'error': {
          // exceljs could not make sense of the parts: not a workbook we can read. Its own words
          // (kept for the log, see fileRefused) tell a broken file from a worker starved under load.
          const cause = new Error(`exceljs: ${message.message}`);
          if (message.stack) cause.stack = message.stack;
          return settle(fileRefused('excel.notXlsx', cause));
        }
      }
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file asked for more than it may.
    worker.on('error', (error) => settle(fileRefused('excel.tooComplex', error)));
    worker.on('exit', (code) =>
      settle(fileRefused('excel.notXlsx', new Error(`the reading worker exited (code ${code}) before its answer`))),
    );
  });
}
