// Runs named stages one after another, each a shell command, prints how long each took, and stops at
// the first that fails. `npm test` is these stages (package.json), so its log shows where the time goes:
//   node scripts/stages.mjs "lint=npm run lint" "typecheck=npm run typecheck" …
// .ci/run prints its own stages the same way (its `stage` function) and this summary inside them.
import { spawnSync } from 'node:child_process';

const stages = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  if (at < 1) throw new Error(`a stage is "name=command", not ${JSON.stringify(arg)}`);
  return { name: arg.slice(0, at), command: arg.slice(at + 1) };
});

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const done = [];
let failed = null;
const started = Date.now();
for (const { name, command } of stages) {
  console.log(`\n▶ ${name}: ${command}`);
  const t0 = Date.now();
  const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const ms = Date.now() - t0;
  const ok = status === 0;
  done.push({ name, ms, ok });
  console.log(`${ok ? '✔' : '✘'} ${name}: ${seconds(ms)}`);
  if (!ok) {
    failed = { name, status: status ?? 1, signal };
    break;
  }
}

console.log('\nStage times:');
for (const { name, ms, ok } of done) console.log(`  ${ok ? ' ' : '✘'} ${name.padEnd(12)} ${seconds(ms).padStart(7)}`);
console.log(`    ${'total'.padEnd(12)} ${seconds(Date.now() - started).padStart(7)}`);
if (failed) {
  console.error(`Stage "${failed.name}" failed${failed.signal ? ` (${failed.signal})` : ''}.`);
  process.exit(failed.status || 1);
}
