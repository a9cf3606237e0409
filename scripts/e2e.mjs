// `npm run test:e2e`: build what the journeys need, then run Playwright with Debian's Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`No se encontró Chromium en ${chromium}. Instálalo con: apt-get install -y chromium`);
  process.exit(1);
}
const run = (command) => execSync(command, { stdio: 'inherit', env: process.env });
run('npm run --silent build');
try {
  run(`npx playwright test ${process.argv.slice(2).join(' ')}`);
} catch {
  process.exit(1);
}
