// Runs named stages, each a shell command, prints how long each took, and stops at the first that fails.
// `npm test` is these stages (package.json), so its log shows where the time goes:
//   node scripts/stages.mjs "lint=npm run lint" "&typecheck=npm run typecheck" "vitest=vitest run" …
// A stage written with a leading "&" runs at the same time as the stage before it (their group ends when
// all of them have): checks that each use one core finish together on a 2-core machine instead of in turn.
// The output of a group's stages is kept and printed whole as each ends, so the log stays readable.
// .ci/run prints its own stages the same way (its `stage` function) and this summary inside them.
import { spawn } from 'node:child_process';

const groups = [];
for (const arg of process.argv.slice(2)) {
  const together = arg.startsWith('&');
  const spec = together ? arg.slice(1) : arg;
  const at = spec.indexOf('=');
  if (at < 1) throw new Error(`a stage is "name=command" or "&name=command", not ${JSON.stringify(arg)}`);
  const stage = { name: spec.slice(0, at), command: spec.slice(at + 1) };
  if (together && groups.length > 0) groups.at(-1).push(stage);
  else groups.push([stage]);
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one stage; alone it writes straight to the terminal, in a group its output is printed when it ends. */
function run({ name, command }, alone) {
  console.log(`\n▶ ${name}: ${command}`);
  const t0 = Date.now();
  const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['inherit', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (d) => output.push(d));
  child.stderr?.on('data', (d) => output.push(d));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      const ms = Date.now() - t0;
      const ok = status === 0;
      if (!alone) {
        console.log(`\n── output of ${name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${ok ? '✔' : '✘'} ${name}: ${seconds(ms)}`);
      resolve({ name, ms, ok, status, signal });
    });
  });
}

const done = [];
let failed = null;
const started = Date.now();
for (const group of groups) {
  const results = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  done.push(...results.map((r, i) => ({ ...r, together: i > 0 })));
  failed = results.find((r) => !r.ok) ?? null;
  if (failed) break;
}

console.log('\nStage times:');
for (const { name, ms, ok, together } of done) {
  console.log(`  ${ok ? ' ' : '✘'} ${(together ? `& ${name}` : name).padEnd(20)} ${seconds(ms).padStart(7)}`);
}
console.log(`    ${'total'.padEnd(20)} ${seconds(Date.now() - started).padStart(7)}`);
if (failed) {
  console.error(`Stage "${failed.name}" failed${failed.signal ? ` (${failed.signal})` : ''}.`);
  process.exit(failed.status || 1);
}
