import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The repository's dependency rules (.dependency-cruiser.cjs, run by `npm run lint`) against a
// small tree laid out like the repository: each rule must catch its violation, and leave alone
// what is allowed.
const ROOT = resolve(import.meta.dirname, '../../../..');
const FILES: Record<string, string> = {
  'packages/domain/src/pure.ts':
    "import { helper } from '../../db/src/helper';\nexport const pure = helper;\n",
  'packages/db/src/helper.ts': 'export const helper = 1;\n',
  'apps/api/src/features/members/list-members.ts':
    "import { listServices } from '../services/list-services';\nimport { ok } from '../../http/envelope';\nexport const list = [listServices, ok];\n",
  'apps/api/src/features/members/members.test.ts':
    "import { listServices } from '../services/list-services';\nexport const fixture = listServices;\n",
  'apps/api/src/features/services/list-services.ts': 'export const listServices = 1;\n',
  'apps/api/src/features/services/services.repository.ts':
    "import { eq } from 'drizzle-orm';\nexport const query = eq;\n",
  'apps/api/src/features/services/get-service.ts':
    "import { eq } from 'drizzle-orm';\nexport const query = eq;\n",
  'apps/api/src/http/envelope.ts':
    "import { listServices } from '../features/services/list-services';\nexport const ok = listServices;\n",
  'apps/web/src/features/members/members-page.tsx':
    "import { useSpaces } from '@/features/spaces/use-spaces';\nexport const page = useSpaces;\n",
  'apps/web/src/features/spaces/use-spaces.ts': 'export const useSpaces = 1;\n',
  'node_modules/drizzle-orm/package.json': '{ "name": "drizzle-orm", "main": "index.js" }\n',
  'node_modules/drizzle-orm/index.js': 'exports.eq = 1;\n',
};

let tree: string;

beforeAll(async () => {
  tree = await mkdtemp(join(tmpdir(), 'citavet-boundaries-'));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(tree, path)), { recursive: true });
    await writeFile(join(tree, path), text);
  }
});
afterAll(() => rm(tree, { recursive: true, force: true }));

type Violation = { rule: { name: string }; from: string; to: string };

const depcruise = (outputType: 'json' | 'err') =>
  spawnSync(
    join(ROOT, 'node_modules/.bin/depcruise'),
    ['--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', outputType, 'packages', 'apps'],
    { cwd: tree, encoding: 'utf8' },
  );

function violationsFound(): string[] {
  const report = JSON.parse(depcruise('json').stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();
}

describe('the dependency rules', () => {
  it('catch each kind of violation and nothing else', () => {
    expect(violationsFound()).toEqual([
      'api-feature-imports-no-other-feature: apps/api/src/features/members/list-members.ts → apps/api/src/features/services/list-services.ts',
      'api-http-imports-no-feature: apps/api/src/http/envelope.ts → apps/api/src/features/services/list-services.ts',
      'domain-imports-nothing-of-ours: packages/domain/src/pure.ts → packages/db/src/helper.ts',
      'only-repositories-import-drizzle: apps/api/src/features/services/get-service.ts → node_modules/drizzle-orm/index.js',
      'web-feature-imports-no-other-feature: apps/web/src/features/members/members-page.tsx → @/features/spaces/use-spaces',
    ]);
    // With the output `npm run lint` uses, dependency-cruiser exits with the number of errors.
    expect(depcruise('err').status).toBe(5);
  }, 60_000);
});
