// npm run lint:openapi — the API contract checked by a standard OpenAPI linter: builds the app
// in-process (no port), writes the document `app.swagger()` answers to a temporary file and runs
// Redocly's `recommended-strict` ruleset on it (redocly.yaml). Any problem fails the run.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../apps/api/src/openapi/openapi-document';

const directory = await mkdtemp(join(tmpdir(), 'citavet-openapi-lint-'));
const file = join(directory, 'openapi.json');
try {
  await writeFile(file, JSON.stringify(await buildOpenApiDocument(), null, 2));
  const result = spawnSync('npx', ['--no-install', 'redocly', 'lint', '--config', 'redocly.yaml', file], {
    stdio: 'inherit',
    // No telemetry and no update check: the lint must not depend on the network.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = result.status ?? 1;
} finally {
  await rm(directory, { recursive: true, force: true });
}
