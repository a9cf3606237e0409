// npm run lint:openapi — the API contract checked by a standard OpenAPI linter: builds the app
// in-process (no port), names every route that lacks its own operationId or summary (or reuses
// another's operationId), writes the document `app.swagger()` answers to a temporary folder and runs
// Redocly on it with redocly.yaml (recommended rules, warnings as errors) and its exceptions
// (.redocly.lint-ignore.yaml), both copied beside the document as Redocly reads them. Any problem
// fails the run.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument, namingProblems } from '../apps/api/src/openapi/openapi-document';

const root = join(import.meta.dirname, '..');
const directory = await mkdtemp(join(tmpdir(), 'citavet-openapi-lint-'));
try {
  const document = await buildOpenApiDocument();
  const problems = namingProblems(document);
  for (const problem of problems) console.error(problem);
  await writeFile(join(directory, 'openapi.json'), JSON.stringify(document, null, 2));
  for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) {
    await copyFile(join(root, file), join(directory, file));
  }
  const result = spawnSync(
    join(root, 'node_modules/.bin/redocly'),
    ['lint', '--config', join(directory, 'redocly.yaml'), join(directory, 'openapi.json')],
    {
      stdio: 'inherit',
      // No telemetry and no update check: the lint must not depend on the network.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = problems.length > 0 ? 1 : (result.status ?? 1);
} finally {
  await rm(directory, { recursive: true, force: true });
}
