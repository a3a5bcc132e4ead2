/**
 * Upload and download of a 1 GB file, throughput against a plain file copy on the same disk in the
 * same run (attachments, ARCHITECTURE §1/§10; spec §7 file upload and large-file upload/download).
 *
 * A file of BENCH_FILE_MB MiB (default 1024) of random bytes is written to bench/.tmp (streamed, with
 * its SHA-256 computed on the way). Baselines: `fs.copyFile` of it and a stream pipeline copy
 * (createReadStream → createWriteStream, the user-space read/write every upload or download must at
 * least do); the stream copy is the one the ratios are against.
 *
 * Ours: the real server in a child process (`node --import tsx apps/server/src/main.ts`, DATA_DIR a
 * temp dir, LOG_LEVEL=warn, profile LARGE_FILE_FLAG=Y and ATTACHMENT_MAX_SIZE raised), logged in as
 * buyer:
 *   - tus upload, the product's path for large files: POST /api/largeFileServer/v1/largeFile, then
 *     PATCH chunks of BENCH_TUS_CHUNK_MB (default 50) as tus-js-client does with chunkSize; the last
 *     PATCH also finishes the upload (content checks, into the store, the attachment row);
 *   - its download, GET /api/largeFileServer/v1/largeFile/download?id=, streamed to a file;
 *   - the plain multipart upload (POST /api/fileServer/v2/file/upload, field `files`), streamed;
 *   - its download, POST /api/fileServer/v2/file/download?id=, streamed to a file.
 * Every download is checked: its SHA-256 must equal the source's.
 *
 * The server's RSS is sampled from /proc/<pid>/status every 100 ms (and its VmHWM, reset before each
 * step through /proc/<pid>/clear_refs, catches what falls between samples); its CPU from
 * /proc/<pid>/stat. Budget: peak RSS flat during transfers and well under 200 MB.
 *
 * Needs 3× the file size free (source + stored copy + download); every temp file and the server's
 * data directory are removed at the end, also on failure and Ctrl-C. BENCH_ROUNDS (default 2) repeats
 * the whole sequence (the stream copy twice a round, before and after the transfers); the best of each
 * step counts. Besides MB/s it prints CPU seconds (server + this client) per step: on a loaded shared
 * machine they move much less than the wall time.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DEMO_PASSWORD } from '@srm/core';
import { type Database, openDatabase } from '../apps/server/src/platform/db/open.ts';
import { clearProfileCache, PROFILE_DEFAULTS } from '../apps/server/src/platform/profiles/profiles.ts';
import { profiles } from '../apps/server/src/platform/profiles/schema.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { onCleanup, openBenchDatabase } from './lib/database.ts';
import { runBench } from './lib/main.ts';
import { BENCH_TMP, printTable, reportRatio } from './lib/report.ts';
import { freePort, startServer } from './lib/serverProcess.ts';

const env = process.env;
const num = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);

const MiB = 1024 * 1024;
const SIZE_MB = num(env.BENCH_FILE_MB, 1024);
const SIZE = Math.round(SIZE_MB * MiB);
const CHUNK = Math.round(num(env.BENCH_TUS_CHUNK_MB, 50) * MiB);
const ROUNDS = num(env.BENCH_ROUNDS, 2);
const RSS_BUDGET_MB = 200;
const SAMPLE_MS = 100;

const LOGIN_PATH = '/api/baseServer/v1/baseLoginRestful/login';
const TUS_PATH = '/api/largeFileServer/v1/largeFile';
const TUS_DOWNLOAD_PATH = '/api/largeFileServer/v1/largeFile/download';
const UPLOAD_PATH = '/api/fileServer/v2/file/upload';
const DOWNLOAD_PATH = '/api/fileServer/v2/file/download';

const mb = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

// ─── the file ──────────────────────────────────────────────────────────────────────────────────

/**
 * `size` random bytes, written in 4 MiB blocks, behind a 4 KiB plain-text header so content sniffing
 * can never mistake the random start for a signature (an "MZ" would be refused as an executable).
 */
async function writeSource(file: string, size = SIZE): Promise<{ sha256: string; seconds: number }> {
  const start = performance.now();
  const hash = crypto.createHash('sha256');
  const block = 4 * MiB;
  async function* blocks() {
    const header = Buffer.from('SRM file-transfer benchmark, random bytes follow.\n'.repeat(100).slice(0, 4096));
    let written = 0;
    const first = header.subarray(0, Math.min(header.length, size));
    hash.update(first);
    yield first;
    written += first.length;
    while (written < size) {
      const buffer = crypto.randomFillSync(Buffer.allocUnsafe(Math.min(block, size - written)));
      hash.update(buffer);
      written += buffer.length;
      yield buffer;
    }
  }
  await pipeline(Readable.from(blocks()), fs.createWriteStream(file));
  return { sha256: hash.digest('hex'), seconds: (performance.now() - start) / 1000 };
}

/** SHA-256 of a file, read as the server's sha256OfFile reads it (default 64 KiB reads) unless told otherwise. */
async function sha256OfFile(file: string, highWaterMark?: number): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file, { highWaterMark })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

// ─── the server process and its memory ─────────────────────────────────────────────────────────

function procStatus(pid: number): { rssKb: number; hwmKb: number } {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}

/** utime + stime of a process, in seconds (clock ticks of 1/100 s). */
function procCpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type MemoryWatch = { stop(): { startMb: number; peakMb: number; endMb: number; cpuSeconds: number } };

/** Samples the server's RSS every SAMPLE_MS from now on; its VmHWM is reset first where Linux allows. */
function watchServer(pid: number): MemoryWatch {
  let hwmReset = false;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    // Not allowed here: the 100 ms samples alone give the peak.
  }
  const start = procStatus(pid).rssKb;
  const cpuStart = procCpuSeconds(pid);
  let peak = start;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, procStatus(pid).rssKb);
    } catch {
      // The server is gone; the step will fail on its own.
    }
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      const now = procStatus(pid);
      peak = Math.max(peak, now.rssKb, hwmReset ? now.hwmKb : 0);
      return {
        startMb: mb(start * 1024),
        peakMb: mb(peak * 1024),
        endMb: mb(now.rssKb * 1024),
        cpuSeconds: procCpuSeconds(pid) - cpuStart,
      };
    },
  };
}

// ─── HTTP, streamed both ways ──────────────────────────────────────────────────────────────────

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/**
 * One request with node:http: the body streamed from `body`, the answer streamed into `sink` when it is
 * a 2xx (otherwise read as text for the error message).
 */
function call(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Readable | Buffer | string,
  sink?: Writable,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const status = res.statusCode ?? 0;
      if (sink && status >= 200 && status < 300) {
        pipeline(res, sink).then(() => resolve({ status, headers: res.headers, text: '' }), reject);
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status, headers: res.headers, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body instanceof Readable) {
      pipeline(body, req).catch(reject);
    } else {
      req.end(body);
    }
  });
}

const json = (a: Answer) => {
  try {
    return JSON.parse(a.text);
  } catch {
    return undefined;
  }
};

// ─── the steps ─────────────────────────────────────────────────────────────────────────────────

type Step = {
  name: string;
  seconds: number;
  /** Server CPU seconds and memory during the step (none for the copies). */
  server?: { cpuSeconds: number; startMb: number; peakMb: number; endMb: number };
  clientCpuSeconds: number;
  note?: string;
};

async function timed<T>(
  name: string,
  pid: number | undefined,
  run: () => Promise<T>,
): Promise<{ step: Step; value: T }> {
  const watch = pid ? watchServer(pid) : undefined;
  const cpu = process.cpuUsage();
  const start = performance.now();
  let value: T;
  try {
    value = await run();
  } catch (error) {
    watch?.stop();
    throw error;
  }
  const seconds = (performance.now() - start) / 1000;
  const server = watch?.stop();
  const used = process.cpuUsage(cpu);
  return { step: { name, seconds, server, clientCpuSeconds: (used.user + used.system) / 1e6 }, value };
}

/** tus 1.0 as tus-js-client sends it with chunkSize: create, then PATCH chunk after chunk. */
async function tusUpload(base: string, certificate: string, source: string, name: string, size = SIZE, chunk = CHUNK) {
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await call('POST', `${base}${TUS_PATH}`, {
    certificate,
    'Tus-Resumable': '1.0.0',
    'Upload-Length': String(size),
    'Upload-Metadata': `filename ${b64(name)},fileDesc ${b64('file-transfer benchmark')}`,
    'Content-Length': '0',
  });
  if (created.status !== 201 || !created.headers.location) {
    throw new Error(`tus create answered ${created.status} ${created.text.slice(0, 300)}`);
  }
  const location = new URL(created.headers.location, base).toString();
  const patchMs: number[] = [];
  let last: Answer | undefined;
  for (let offset = 0; offset < size; offset += chunk) {
    const length = Math.min(chunk, size - offset);
    const t0 = performance.now();
    last = await call(
      'PATCH',
      location,
      {
        certificate,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(length),
      },
      fs.createReadStream(source, { start: offset, end: offset + length - 1 }),
    );
    patchMs.push(performance.now() - t0);
    const final = offset + length >= size;
    const expected = final ? 200 : 204;
    if (last.status !== expected) {
      throw new Error(
        `tus PATCH at ${offset} answered ${last.status} (expected ${expected}) ${last.text.slice(0, 300)}`,
      );
    }
    if (!final && last.headers['upload-offset'] !== String(offset + length)) {
      throw new Error(`tus PATCH at ${offset}: Upload-Offset ${last.headers['upload-offset']}`);
    }
  }
  const envelope = json(last!);
  const id = Number(last!.headers['upload-attachment-id'] ?? envelope?.data?.id);
  if (envelope?.status !== 'S' || !Number.isInteger(id) || envelope.data?.fileSize !== size) {
    throw new Error(`tus upload did not end in an attachment: ${last!.text.slice(0, 300)}`);
  }
  return { id, patchMs };
}

/** The multipart upload a browser form sends (field `files`), streamed from disk with its Content-Length. */
async function multipartUpload(base: string, certificate: string, source: string, name: string, size = SIZE) {
  const boundary = `----srmbench${crypto.randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fileDesc"\r\n\r\nfile-transfer benchmark\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    for await (const chunk of fs.createReadStream(source)) yield chunk as Buffer;
    yield tail;
  }
  const answer = await call(
    'POST',
    `${base}${UPLOAD_PATH}`,
    {
      certificate,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + size + tail.length),
    },
    Readable.from(body(), { objectMode: false }),
  );
  const envelope = json(answer);
  const row = envelope?.data?.[0];
  if (answer.status !== 200 || envelope?.status !== 'S' || row?.fileSize !== size) {
    throw new Error(`multipart upload answered ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return { id: Number(row.id) };
}

async function download(method: 'GET' | 'POST', url: string, certificate: string, target: string, size = SIZE) {
  const answer = await call(method, url, { certificate }, undefined, fs.createWriteStream(target));
  if (answer.status !== 200) throw new Error(`${method} ${url} answered ${answer.status} ${answer.text.slice(0, 300)}`);
  if (Number(answer.headers['content-length']) !== size) {
    throw new Error(`download announced ${answer.headers['content-length']} bytes, expected ${size}`);
  }
}

/** The stored attachment files (not temp, tus or preview files) under the server's DATA_DIR/files. */
function storedFiles(filesDir: string): string[] {
  if (!fs.existsSync(filesDir)) return [];
  return (fs.readdirSync(filesDir, { recursive: true }) as string[])
    .filter((entry) => /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/.test(entry.split(path.sep).join('/')))
    .map((entry) => path.join(filesDir, entry));
}

// ─── main ──────────────────────────────────────────────────────────────────────────────────────

async function main() {
  fs.mkdirSync(BENCH_TMP, { recursive: true });
  const stat = fs.statfsSync(BENCH_TMP);
  const free = stat.bavail * stat.bsize;
  const needed = 3 * SIZE + 256 * MiB; // source + stored copy + download, and room for the database
  if (free < needed) {
    console.log(
      `  skipped: ${mb(free).toLocaleString('en-US')} MB free in ${BENCH_TMP}, a ${SIZE_MB} MB file needs ` +
        `${mb(needed).toLocaleString('en-US')} MB (3× the file and room for the database); ` +
        'set BENCH_FILE_MB to a smaller size',
    );
    return;
  }

  const work = path.join(BENCH_TMP, `files_${process.pid}_${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(work, { recursive: true });
  onCleanup(() => fs.rmSync(work, { recursive: true, force: true }));
  const dataDir = path.join(work, 'data');
  const source = path.join(work, 'source.bin');
  const copy = path.join(work, 'copy.bin');
  const downloaded = path.join(work, 'download.bin');
  const name = `bench-${SIZE_MB}MB.bin`;
  console.log(`file-transfer: ${SIZE_MB} MiB in ${path.relative(process.cwd(), work) || work}`);

  const written = await writeSource(source);
  console.log(
    `  source written: ${SIZE.toLocaleString('en-US')} bytes, ${Math.round(SIZE_MB / written.seconds)} MB/s, sha256 ${written.sha256.slice(0, 16)}…`,
  );

  // The server's database: PGlite in DATA_DIR (prepared here, then handed to main.ts), or with
  // DATABASE_URL a database of the benchmark's own on that server. Profiles: large files on, the
  // size limit at least twice the file.
  let database: Database;
  let databaseUrl = '';
  let where: string;
  let kind: string;
  if (env.DATABASE_URL) {
    const bench = await openBenchDatabase({ poolSize: 2 });
    onCleanup(() => bench.close());
    database = bench.database;
    databaseUrl = bench.url!;
    where = bench.where;
    kind = bench.kind;
  } else {
    const opened = await openDatabase({ dataDir });
    let closed = false;
    database = {
      ...opened,
      close: async () => {
        if (closed) return;
        closed = true;
        await opened.close();
      },
    };
    onCleanup(() => database.close());
    where = `PGlite in ${path.relative(process.cwd(), dataDir)}`;
    kind = 'pglite';
  }
  await database.migrate();
  await seedDemo(database.db);
  const maxKb = Math.max(Number(PROFILE_DEFAULTS.ATTACHMENT_MAX_SIZE), Math.ceil((2 * SIZE) / 1024));
  for (const [code, value] of [
    ['ATTACHMENT_MAX_SIZE', String(maxKb)],
    ['LARGE_FILE_FLAG', 'Y'],
  ] as const) {
    await database.db
      .insert(profiles)
      .values({ profileCode: code, profileName: code, valueType: 'TEXT', profileValue: value })
      .onConflictDoUpdate({
        target: [profiles.profileCode, profiles.scopeType, profiles.scopeId],
        set: { profileValue: value },
      });
  }
  clearProfileCache(database.db);
  if (kind === 'pglite') await database.close(); // main.ts opens it next (one process at a time)

  const port = await freePort();
  const server = await startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(work, 'no-web'),
  });
  const pid = server.pid!;
  const base = `http://127.0.0.1:${port}`;
  const idle = procStatus(pid);
  console.log(`  server: main.ts, pid ${pid}, ${where}; idle RSS ${mb(idle.rssKb * 1024)} MB`);

  const login = await call(
    'POST',
    `${base}${LOGIN_PATH}`,
    { 'content-type': 'application/json' },
    JSON.stringify({ userName: 'buyer', password: DEMO_PASSWORD }),
  );
  const certificate = json(login)?.data?.certificate;
  if (login.status !== 200 || typeof certificate !== 'string') {
    throw new Error(`login as buyer failed: ${login.status} ${login.text.slice(0, 300)}`);
  }

  const filesDir = path.join(dataDir, 'files');
  const steps: Step[] = [];
  const patchTimes: number[][] = [];
  const verify = async (label: string) => {
    const sha = await sha256OfFile(downloaded, MiB);
    if (sha !== written.sha256) throw new Error(`${label}: downloaded sha256 ${sha} ≠ source ${written.sha256}`);
    fs.rmSync(downloaded, { force: true });
  };
  const dropStored = () => {
    for (const file of storedFiles(filesDir)) fs.rmSync(file, { force: true });
  };

  // Warm-up, not measured: every path once with a small file (the tus server is built at its first
  // request; JIT, the session and profile caches).
  {
    const warm = path.join(work, 'warm.bin');
    const warmSize = 8 * MiB;
    await writeSource(warm, warmSize);
    const t = await tusUpload(base, certificate, warm, 'warm.bin', warmSize, 4 * MiB);
    await download('GET', `${base}${TUS_DOWNLOAD_PATH}?id=${t.id}`, certificate, downloaded, warmSize);
    const m = await multipartUpload(base, certificate, warm, 'warm.bin', warmSize);
    await download('POST', `${base}${DOWNLOAD_PATH}?id=${m.id}`, certificate, downloaded, warmSize);
    fs.rmSync(warm, { force: true });
    fs.rmSync(downloaded, { force: true });
    dropStored();
  }
  const warmed = procStatus(pid);
  console.log(`  warmed up (every path once with 8 MB): server RSS ${mb(warmed.rssKb * 1024)} MB`);

  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`\n  round ${round}/${ROUNDS}`);
    const show = (s: Step) => {
      const server = s.server
        ? `   server CPU ${s.server.cpuSeconds.toFixed(1).padStart(5)} s, RSS ${s.server.startMb} → peak ${s.server.peakMb} MB`
        : '';
      console.log(
        `    ${s.name.padEnd(24)} ${s.seconds.toFixed(2).padStart(6)} s  ${Math.round(SIZE_MB / s.seconds)
          .toString()
          .padStart(
            5,
          )} MB/s   client CPU ${s.clientCpuSeconds.toFixed(1).padStart(5)} s${server}${s.note ? `   ${s.note}` : ''}`,
      );
      steps.push(s);
    };

    // Baselines: the same bytes copied on the same disk.
    let r: { step: Step; value: unknown } = await timed('copy: fs.copyFile', undefined, () =>
      fs.promises.copyFile(source, copy),
    );
    show(r.step);
    fs.rmSync(copy, { force: true });
    r = await timed('copy: stream pipeline', undefined, () =>
      pipeline(fs.createReadStream(source), fs.createWriteStream(copy)),
    );
    show(r.step);
    fs.rmSync(copy, { force: true });

    // What tus's finishing PATCH does once more over the whole file (sha256OfFile in largeFile.ts).
    r = await timed('(sha256 of the file)', undefined, () => sha256OfFile(source));
    show(r.step);

    const tus = await timed('tus upload', pid, () => tusUpload(base, certificate, source, name));
    const { patchMs } = tus.value;
    patchTimes.push(patchMs);
    const chunkMs = patchMs.slice(0, -1);
    const mean = chunkMs.length > 0 ? chunkMs.reduce((a, b) => a + b, 0) / chunkMs.length : 0;
    tus.step.note = `${patchMs.length} PATCH of ${mb(CHUNK)} MB: mean ${Math.round(mean)} ms, last (finishes) ${Math.round(patchMs.at(-1)!)} ms`;
    show(tus.step);
    const down = await timed('tus download (GET)', pid, () =>
      download('GET', `${base}${TUS_DOWNLOAD_PATH}?id=${tus.value.id}`, certificate, downloaded),
    );
    show(down.step);
    await verify('tus download');
    dropStored();

    const multi = await timed('multipart upload', pid, () => multipartUpload(base, certificate, source, name));
    show(multi.step);
    const down2 = await timed('multipart download (POST)', pid, () =>
      download('POST', `${base}${DOWNLOAD_PATH}?id=${multi.value.id}`, certificate, downloaded),
    );
    show(down2.step);
    await verify('multipart download');
    dropStored();

    r = await timed('copy: stream pipeline', undefined, () =>
      pipeline(fs.createReadStream(source), fs.createWriteStream(copy)),
    );
    show(r.step);
    fs.rmSync(copy, { force: true });
  }
  console.log('\n  every download has the sha256 of the source');

  const best = (stepName: string) =>
    steps.filter((s) => s.name === stepName).reduce((x, y) => (y.seconds < x.seconds ? y : x));
  /** CPU seconds per GiB of a step (server + this client), the lowest of the rounds. */
  const cpuPerGb = (stepName: string, part: 'server' | 'client' | 'total' = 'total') =>
    Math.min(
      ...steps
        .filter((s) => s.name === stepName)
        .map((s) => {
          const server = s.server?.cpuSeconds ?? 0;
          const cpu = part === 'server' ? server : part === 'client' ? s.clientCpuSeconds : server + s.clientCpuSeconds;
          return (cpu / SIZE) * 1024 * MiB;
        }),
    );
  const copyFile = best('copy: fs.copyFile');
  const streamCopy = best('copy: stream pipeline');
  const hashing = best('(sha256 of the file)');
  const mbps = (s: Step) => SIZE_MB / s.seconds;
  const ours = ['tus upload', 'tus download (GET)', 'multipart upload', 'multipart download (POST)'].map(best);
  const serverSteps = steps.filter((s) => s.server);
  const peakMb = Math.max(...serverSteps.map((s) => s.server!.peakMb));
  const idleMb = mb(idle.rssKb * 1024);
  const warmedMb = mb(warmed.rssKb * 1024);
  const isCopy = (s: Step) => !s.server;

  console.log('');
  printTable(
    [
      'step (best round)',
      'seconds',
      'MB/s',
      '÷ stream copy',
      '÷ copyFile',
      'CPU s/GiB server',
      'client',
      'total',
      'server RSS before → peak MB',
    ],
    [copyFile, streamCopy, hashing, ...ours].map((s) => [
      s.name,
      round2(s.seconds),
      Math.round(mbps(s)),
      isCopy(s) ? null : `${(mbps(s) / mbps(streamCopy)).toFixed(2)}×`,
      isCopy(s) ? null : `${(mbps(s) / mbps(copyFile)).toFixed(2)}×`,
      isCopy(s) ? null : round2(cpuPerGb(s.name, 'server')),
      round2(cpuPerGb(s.name, 'client')),
      round2(cpuPerGb(s.name)),
      s.server ? `${s.server.startMb} → ${s.server.peakMb}` : null,
    ]),
  );
  console.log(
    '  (CPU: the lowest of the rounds; "client" is this process: reading and sending the file, or receiving and writing it)',
  );

  const details = {
    fileMb: SIZE_MB,
    chunkMb: mb(CHUNK),
    rounds: ROUNDS,
    copyFileMbps: Math.round(mbps(copyFile)),
    streamCopyMbps: Math.round(mbps(streamCopy)),
    sha256Mbps: Math.round(mbps(hashing)),
    serverIdleRssMb: idleMb,
    serverWarmedRssMb: warmedMb,
    tusPatchMs: patchTimes.map((ms) => ms.map(Math.round)),
    steps: steps.map((s) => ({
      name: s.name,
      seconds: round2(s.seconds),
      mbps: Math.round(mbps(s)),
      clientCpuSeconds: round2(s.clientCpuSeconds),
      ...(s.server ? { serverCpuSeconds: round2(s.server.cpuSeconds), ...s.server } : {}),
    })),
  };
  const copyCpu = cpuPerGb(streamCopy.name);
  for (const s of ours) {
    reportRatio({
      bench: 'file-transfer',
      db: kind,
      metric: `MB/s, ${s.name} of ${SIZE_MB} MB vs a stream copy`,
      ours: mbps(s),
      baseline: mbps(streamCopy),
      columns: {
        seconds: [round2(s.seconds), round2(streamCopy.seconds)],
        'CPU s/GiB': [round2(cpuPerGb(s.name)), round2(copyCpu)],
        'vs copyFile': [`${(mbps(s) / mbps(copyFile)).toFixed(2)}×`, `${Math.round(mbps(copyFile))} MB/s`],
        'server peak RSS MB': [s.server!.peakMb, null],
      },
      details: {
        cpuSecondsPerGibOurs: round2(cpuPerGb(s.name)),
        cpuSecondsPerGibServer: round2(cpuPerGb(s.name, 'server')),
        cpuSecondsPerGibCopy: round2(copyCpu),
        ...(s === ours[0] ? details : { fileMb: SIZE_MB }),
      },
    });
  }
  // The budget is the server process's. On PGlite the database engine lives in that process and holds
  // hundreds of MB before any transfer starts, so there the growth over the RSS before the transfers
  // (the server started, logged in and warmed up) is held to it.
  const growth = Math.round((peakMb - warmedMb) * 10) / 10;
  reportRatio({
    bench: 'file-transfer',
    db: kind,
    metric:
      kind === 'postgres'
        ? `server peak RSS MB during ${SIZE_MB} MB transfers vs the ${RSS_BUDGET_MB} MB budget`
        : `server RSS growth MB during ${SIZE_MB} MB transfers vs the ${RSS_BUDGET_MB} MB budget`,
    ours: kind === 'postgres' ? peakMb : Math.max(growth, 0.1),
    baseline: RSS_BUDGET_MB,
    target: { max: 1 },
    columns: {
      'idle RSS at start MB': [idleMb, null],
      'before transfers MB': [warmedMb, null],
      'peak RSS MB': [peakMb, null],
      'growth MB': [growth, null],
    },
    details: {
      idleMb,
      warmedMb,
      peakMb,
      growthMb: growth,
      perStep: serverSteps.map((s) => ({ name: s.name, ...s.server })),
    },
  });
}

await runBench(main);
