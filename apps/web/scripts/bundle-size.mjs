#!/usr/bin/env node
// Prints the gzip size of the JavaScript and CSS a browser loads for a page of the built app
// (default: the login page), read from dist/.vite/manifest.json. Budget (ARCHITECTURE §9):
// login page JavaScript at most 250 KB gzip. Exit code 1 when over budget.
//   node apps/web/scripts/bundle-size.mjs [--page src/pages/login/LoginPage.tsx] [--budget 250]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const page = option('--page', 'src/pages/login/LoginPage.tsx');
const budgetKb = Number(option('--budget', '250'));

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);

// The entry, the page's chunk and everything they import statically: what loads before the page shows.
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(page);

let js = 0;
let css = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  if (file.endsWith('.css')) css += size;
  else js += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
const jsKb = js / 1024;
console.log(`page ${page}: JavaScript ${jsKb.toFixed(1)} KB gzip, CSS ${(css / 1024).toFixed(1)} KB gzip`);
console.log(`budget ${budgetKb} KB: ${jsKb <= budgetKb ? 'ok' : 'OVER'} (ratio ${(jsKb / budgetKb).toFixed(2)})`);
process.exit(jsKb <= budgetKb ? 0 : 1);
