// `npm run test:e2e`: build what the journeys need, then run Playwright with Debian's Chromium
// (its headless shell when installed: scripts/e2e-browser.mjs).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { journeyBrowserPath } from './e2e-browser.mjs';
import { installIfMissing } from './install-if-missing.mjs';

const browser = journeyBrowserPath();
if (browser === null || !existsSync(browser)) {
  console.error(
    `No se encontró Chromium en ${browser ?? '/usr/bin/chromium'}. Instálalo con: apt-get install -y chromium`,
  );
  process.exit(1);
}
process.env.CHROMIUM_PATH = browser;
const run = (command) => execSync(command, { stdio: 'inherit', env: process.env });
installIfMissing();
run('npm run --silent build');
try {
  run(`npx playwright test ${process.argv.slice(2).join(' ')}`);
} catch {
  process.exit(1);
}
