// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server in this process (TypeScript through tsx, so the server needs no build step).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/core/src'].map((p) =>
  path.join(root, p),
);
const sourcesChanged = () => {
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return sources.some(
    (p) => fs.existsSync(p) && (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs) > builtAt,
  );
};

// WEB_DIST elsewhere: the server serves that directory (or none), so this checkout's web app is not built.
if (!process.env.WEB_DIST && (!fs.existsSync(builtIndex) || sourcesChanged())) {
  console.log('Building the web app (first start or changed sources)…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}

register();
await import(path.join(root, 'apps/server/src/main.ts'));
