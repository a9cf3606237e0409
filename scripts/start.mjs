// `npm start`: install what is missing, build what is stale, then serve app + API on one port.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installIfMissing } from './install-if-missing.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const run = (command) => execSync(command, { stdio: 'inherit', env: process.env });
const started = Date.now();
// `npm start` runs this file under `sh -c`, and killing npm (or that shell) by its PID does not
// reach us: sh dies without passing the signal on and we would keep serving, holding the port.
// So, under npm only, when our parent goes away we stop ourselves the normal way (the server's
// SIGTERM handler drains requests and closes the database). Polling the parent is the only
// portable way to notice. Started directly (`nohup node scripts/start.mjs &`), nothing is watched:
// outliving the shell is then what was asked for.
if (process.env.npm_lifecycle_event) {
  const parentPid = process.ppid;
  const watchParent = setInterval(() => {
    if (process.ppid !== parentPid) {
      clearInterval(watchParent);
      process.kill(process.pid, 'SIGTERM');
    }
  }, 500);
  watchParent.unref();
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

installIfMissing(root);

const sources = [
  'apps/api/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'packages',
  'package-lock.json',
  'apps/web/vite.config.ts',
].map(newestMtime);
const buildStamp = 'apps/api/dist/.build-stamp';
// CITAVET_SKIP_BUILD=1 serves whatever is already in apps/*/dist (tests that only need the
// process behaviour must not spend a minute rebuilding the web app).
if (
  process.env.CITAVET_SKIP_BUILD !== '1' &&
  (!existsSync(buildStamp) ||
    !existsSync('apps/web/dist/index.html') ||
    Math.max(...sources) > statSync(buildStamp).mtimeMs)
) {
  console.log('Compilando la web y la API…');
  run('npm run build --silent');
  writeFileSync(buildStamp, new Date().toISOString());
}

process.env.CITAVET_START_MS = String(started);
await import(join(root, 'apps/api/dist/server.js'));
