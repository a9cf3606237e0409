// Runs the domain and API suites with the process in several time zones: nothing may depend on the
// server's zone. Usage: node scripts/test-time-zones.mjs [--projects domain,api] [zones…]
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const projectsFlag = args.indexOf('--projects');
const projects = projectsFlag >= 0 ? args[projectsFlag + 1].split(',') : ['domain', 'api'];
const zones =
  projectsFlag >= 0 ? args.filter((_, index) => index !== projectsFlag && index !== projectsFlag + 1) : args;
const timeZones =
  zones.length > 0 ? zones : ['UTC', 'America/Santiago', 'Pacific/Kiritimati', 'Asia/Kolkata'];

let hasFailed = false;
for (const timeZone of timeZones) {
  console.log(`\n== TZ=${timeZone}: ${projects.join(', ')}`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...(process.env.VITEST_EXTRA ?? '').split(' ').filter(Boolean),
    ],
    { stdio: 'inherit', env: { ...process.env, TZ: timeZone } },
  );
  if (result.status !== 0) hasFailed = true;
}
process.exit(hasFailed ? 1 : 0);
