// `npm run bench [-- name ...]`: runs every bench/*.bench.ts (or only those named), each in a
// process of its own through tsx, then prints the ratios of this run. See bench/README.md.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { printTable, describeTarget, RESULTS_FILE, readResults } = await import('./lib/report.ts');

const benchDir = import.meta.dirname;
const available = fs
  .readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
const nameOf = (file) => file.replace(/\.bench\.ts$/, '');

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(`usage: npm run bench [-- <name> ...]\n\nbenchmarks: ${available.map(nameOf).join(', ')}`);
  process.exit(0);
}
const wanted = args.map((a) => nameOf(path.basename(a)));
const unknown = wanted.filter((w) => !available.some((f) => nameOf(f) === w));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}\navailable: ${available.map(nameOf).join(', ')}`);
  process.exit(2);
}
const files = wanted.length > 0 ? available.filter((f) => wanted.includes(nameOf(f))) : available;

const runId = `${new Date().toISOString()}-${crypto.randomBytes(3).toString('hex')}`;
const tsx = import.meta.resolve('tsx');
const where = process.env.DATABASE_URL ? `PostgreSQL (${redact(process.env.DATABASE_URL)})` : 'embedded PGlite';
console.log(`bench run ${runId} on ${where}: ${files.map(nameOf).join(', ')}\n`);

// Ctrl-C reaches the benchmark too (same process group); it cleans up and exits, then we stop here.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (interrupted = true));

const failed = [];
for (const file of files) {
  if (interrupted) break;
  console.log(`━━ ${nameOf(file)} ━━`);
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', tsx, path.join(benchDir, file)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_RUN_ID: runId },
    });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 128 : 1)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
  if (code !== 0) {
    console.error(`✖ ${nameOf(file)} failed (exit code ${code})\n`);
    failed.push(nameOf(file));
  }
}

const results = readResults(runId);
if (results.length > 0) {
  console.log('━━ summary (ratio = ours / baseline measured in the same run) ━━');
  printTable(
    ['benchmark', 'db', 'metric', 'ours', 'baseline', 'ratio', 'target', ''],
    results.map((r) => [
      r.bench,
      r.db,
      r.metric,
      r.ours,
      r.baseline,
      `${r.ratio.toFixed(3)}×`,
      describeTarget(r.target),
      r.met == null ? '' : r.met ? '✔' : '✖',
    ]),
  );
  console.log(`\n  appended to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}
const missed = results.filter((r) => r.met === false).map((r) => r.bench);
if (failed.length > 0) console.error(`\nfailed: ${failed.join(', ')}`);
if (missed.length > 0) console.error(`\ntarget not met: ${missed.join(', ')}`);
// A missed target is reported, not fatal (these are noisy shared machines), unless BENCH_STRICT=1.
process.exit(failed.length > 0 || (process.env.BENCH_STRICT === '1' && missed.length > 0) ? 1 : 0);

function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
