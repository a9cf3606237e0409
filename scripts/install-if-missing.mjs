// Installs the locked dependencies when they are missing or older than package-lock.json. `npm
// start`, `npm test` (its pretest hook) and `npm run test:e2e` all call it, so a fresh clone works
// whichever of them runs first: `npm test` alone used to stop at "concurrently: not found".
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** npm writes this file at the end of every install: its age is the install's. */
const INSTALL_STAMP = 'node_modules/.package-lock.json';

/** Whether `npm ci` must run: nothing installed yet, or a lock file newer than the install. */
export function isInstallStale(directory = root) {
  const stamp = join(directory, INSTALL_STAMP);
  if (!existsSync(stamp)) return true;
  return statSync(join(directory, 'package-lock.json')).mtimeMs > statSync(stamp).mtimeMs;
}

export function installIfMissing(directory = root) {
  if (!isInstallStale(directory)) return;
  console.log('Instalando dependencias (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: directory, stdio: 'inherit', env: process.env });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) installIfMissing();
