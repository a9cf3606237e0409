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
  // Shared web code reaching into a feature, relative or through the `@/` alias.
  'apps/web/src/components/ui/space-badge.tsx':
    "import { useSpaces } from '@/features/spaces/use-spaces';\nexport const badge = useSpaces;\n",
  'apps/web/src/lib/format.ts':
    "import { useSpaces } from '../features/spaces/use-spaces';\nexport const format = useSpaces;\n",
  'apps/web/src/stores/space-store.ts':
    "import { useSpaces } from '@/features/spaces/use-spaces';\nexport const store = useSpaces;\n",
  'apps/web/src/api/spaces/get-spaces.ts':
    "import { useSpaces } from '@/features/spaces/use-spaces';\nexport const get = useSpaces;\n",
  // A feature reaching back up into the app shell; the app importing a feature is the allowed way.
  'apps/web/src/features/spaces/space-page.tsx':
    "import { router } from '@/app/router';\nexport const page = router;\n",
  'apps/web/src/app/router.tsx':
    "import { useSpaces } from '@/features/spaces/use-spaces';\nexport const router = useSpaces;\n",
  // The API's plumbing reaching into a feature.
  'apps/api/src/mail/send.ts':
    "import { listServices } from '../features/services/list-services';\nexport const send = listServices;\n",
  'apps/api/src/security/guard.ts':
    "import { listServices } from '../features/services/list-services';\nexport const guard = listServices;\n",
  'apps/api/src/storage/storage.ts':
    "import { listServices } from '../features/services/list-services';\nexport const storage = listServices;\n",
  'apps/api/src/uploads/upload.ts':
    "import { listServices } from '../features/services/list-services';\nexport const upload = listServices;\n",
  'apps/api/src/audit/audit.ts':
    "import { listServices } from '../features/services/list-services';\nexport const audit = listServices;\n",
  'apps/api/src/notifications/notify.ts':
    "import { listServices } from '../features/services/list-services';\nexport const notify = listServices;\n",
  // The rooms of features/bookings: a room imports the feature's root and the rooms listed before it
  // (placement → emails is allowed), never one listed after it (emails → placement); a room not listed
  // yet imports no other room. Tests may cross.
  'apps/api/src/features/bookings/booking-summary.repository.ts': 'export const summary = 1;\n',
  'apps/api/src/features/bookings/emails/booking-emails.ts':
    "import { summary } from '../booking-summary.repository';\nimport { range } from '../placement/booking-range';\nexport const emails = [summary, range];\n",
  'apps/api/src/features/bookings/emails/booking-emails.test.ts':
    "import { place } from '../placement/place-booking';\nexport const fixture = place;\n",
  'apps/api/src/features/bookings/placement/booking-range.ts': 'export const range = 1;\n',
  'apps/api/src/features/bookings/placement/place-booking.ts':
    "import { emails } from '../emails/booking-emails';\nimport { summary } from '../booking-summary.repository';\nexport const place = [emails, summary];\n",
  'apps/api/src/features/bookings/invoices/invoice-booking.ts':
    "import { summary } from '../booking-summary.repository';\nimport { range } from '../placement/booking-range';\nexport const invoice = [summary, range];\n",
  'apps/api/src/plans/plan-guard.ts':
    "import { listServices } from '../features/services/list-services';\nexport const guard = listServices;\n",
  'apps/api/src/change-feed/apply.ts':
    "import { listServices } from '../features/services/list-services';\nexport const apply = listServices;\n",
  'apps/api/src/sms/send.ts':
    "import { listServices } from '../features/services/list-services';\nexport const send = listServices;\n",
  'apps/api/src/pdf/render.ts':
    "import { listServices } from '../features/services/list-services';\nexport const render = listServices;\n",
  'apps/api/src/openapi/catalog.ts':
    "import { listServices } from '../features/services/list-services';\nexport const catalog = listServices;\n",
  'apps/api/src/caldav/pull.ts':
    "import { listServices } from '../features/services/list-services';\nexport const pull = listServices;\n",
  // A plumbing test may build its world from a feature.
  'apps/api/src/caldav/pull.test.ts':
    "import { listServices } from '../features/services/list-services';\nexport const fixture = listServices;\n",
  // packages/db reaching into an app.
  'packages/db/src/seed.ts':
    "import { ok } from '../../../apps/api/src/http/envelope';\nexport const seed = ok;\n",
  // A circle of type-only imports inside one feature.
  'apps/web/src/features/spaces/space-form.tsx':
    "import type { Fields } from './space-fields';\nexport type Form = { fields: Fields };\n",
  'apps/web/src/features/spaces/space-fields.tsx':
    "import type { Form } from './space-form';\nexport type Fields = { form?: Form };\n",
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
    const listServices = 'apps/api/src/features/services/list-services.ts';
    const useSpaces = 'apps/web/src/features/spaces/use-spaces.ts';
    const bookings = 'apps/api/src/features/bookings';
    const expected = [
      `api-bookings-rooms-one-way: ${bookings}/emails/booking-emails.ts → ${bookings}/placement/booking-range.ts`,
      `api-bookings-rooms-one-way: ${bookings}/invoices/invoice-booking.ts → ${bookings}/placement/booking-range.ts`,
      `api-feature-imports-no-other-feature: apps/api/src/features/members/list-members.ts → ${listServices}`,
      ...['http/envelope', 'mail/send', 'security/guard', 'storage/storage']
        .concat(['uploads/upload', 'audit/audit', 'notifications/notify', 'plans/plan-guard'])
        .concat(['change-feed/apply', 'sms/send', 'pdf/render', 'openapi/catalog', 'caldav/pull'])
        .map((file) => `api-plumbing-imports-no-feature: apps/api/src/${file}.ts → ${listServices}`),
      'db-imports-no-app: packages/db/src/seed.ts → apps/api/src/http/envelope.ts',
      'domain-imports-nothing-of-ours: packages/domain/src/pure.ts → packages/db/src/helper.ts',
      // A circle is reported once, at the edge where dependency-cruiser first closes it.
      'no-circular: apps/web/src/features/spaces/space-fields.tsx → apps/web/src/features/spaces/space-form.tsx',
      'only-repositories-import-drizzle: apps/api/src/features/services/get-service.ts → node_modules/drizzle-orm/index.js',
      'web-feature-imports-no-app: apps/web/src/features/spaces/space-page.tsx → apps/web/src/app/router.tsx',
      `web-feature-imports-no-other-feature: apps/web/src/features/members/members-page.tsx → ${useSpaces}`,
      ...[
        'api/spaces/get-spaces.ts',
        'components/ui/space-badge.tsx',
        'lib/format.ts',
        'stores/space-store.ts',
      ].map((file) => `web-shared-imports-no-feature: apps/web/src/${file} → ${useSpaces}`),
    ].sort();
    expect(violationsFound()).toEqual(expected);
    // With the output `npm run lint` uses, dependency-cruiser exits with the number of errors.
    expect(depcruise('err').status).toBe(expected.length);
  }, 60_000);
});
