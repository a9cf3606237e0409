// Figures of how easy the code is to take over (docs/decisions/083-dependency-fence.md): production
// lines, files over 300 lines, functions over 100 lines, duplicate pairs in production code, and
// comments that cite documents outside the repository. Run: node scripts/measure-codebase.mjs
// Production code: apps/*/src and packages/*/src, .ts/.tsx/.css/.mjs, without tests, test
// support, e2e, fixtures or migrations. Lines: non-blank lines.
// `--under apps/web` counts one part of the tree only (files, lines, long functions, duplicates).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseSync } from '@swc/core';

const ROOT = join(import.meta.dirname, '..');
const underAt = process.argv.indexOf('--under');
const under = underAt === -1 ? undefined : process.argv[underAt + 1]?.replace(/\/$/, '');
const TEST =
  /(\.test\.tsx?|\.security\.ts|\.test-support\.tsx?|\.d\.ts)$|\/(test|e2e|__fixtures__|migrations)\//;
const tracked = execFileSync('git', ['ls-files', 'apps', 'packages'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((path) => /^(apps|packages)\/[^/]+\/src\/.*\.(tsx?|css|mjs)$/.test(path) && !TEST.test(path))
  .filter((path) => !under || path.startsWith(`${under}/`));

let lines = 0;
const bigFiles = [];
const longFunctions = [];
for (const path of tracked) {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const count = text.split('\n').filter((line) => line.trim() !== '').length;
  lines += count;
  if (count > 300) bigFiles.push(`${path} (${count})`);
  if (!/\.tsx?$/.test(path)) continue;
  const module = parseSync(text, { syntax: 'typescript', tsx: path.endsWith('.tsx') });
  const base = module.span.start;
  const bytes = Buffer.from(text);
  const lineAt = (offset) => bytes.subarray(0, offset).toString().split('\n').length;
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (
      /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression|ClassMethod)$/.test(node.type) &&
      node.span
    ) {
      const from = lineAt(node.span.start - base);
      const to = lineAt(node.span.end - base);
      if (to - from + 1 > 100) longFunctions.push(`${path}:${from} (${to - from + 1})`);
    }
    for (const key of Object.keys(node)) if (key !== 'span') visit(node[key]);
  };
  visit(module.body);
}

// Comments that cite a document outside the repository (the design, the spec's parts, issues).
// Public standards (RFC, 3GPP sections) are not counted, nor applied migrations (history, like accepted
// decisions: their SQL is not edited).
const cites = execFileSync(
  'git',
  ['grep', '-niE', 'design\\.md|issue [0-9]+|part [0-9]+|§', '--', 'apps', 'packages', 'scripts', 'bench'],
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\n')
  .filter(
    (line) =>
      line &&
      !/RFC ?\d+ §|3GPP|TS 23\.038|§6\.2\.1|'§'|Ü§/i.test(line) &&
      !line.startsWith('packages/db/migrations/') &&
      !line.startsWith('scripts/measure-codebase.mjs'),
  );

// Duplicate pairs among production files only: a copy of them, outside git, read by `duplicates`.
const copy = mkdtempSync(join(tmpdir(), 'citavet-production-'));
for (const path of tracked) {
  mkdirSync(dirname(join(copy, path)), { recursive: true });
  cpSync(join(ROOT, path), join(copy, path));
}
const duplicates = execFileSync('duplicates', ['--repo', copy, '--most', '200', '--seconds', '300'], {
  encoding: 'utf8',
});
rmSync(copy, { recursive: true, force: true });

// Import circles and arrows running back up: the fence's violations (.dependency-cruiser.cjs).
const cruise = JSON.parse(
  execFileSync(
    join(ROOT, 'node_modules/.bin/depcruise'),
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'packages', 'apps/api', 'apps/web/src'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 30 },
  ),
);
const violations = {};
for (const { rule } of cruise.summary.violations) violations[rule.name] = (violations[rule.name] ?? 0) + 1;

// The README's opening: the prose before its first code block or second-level heading.
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
  .split(/\n```|\n## /)[0]
  .replace(/^# .*\n/, '');
const readmeWords = readme.split(/\s+/).filter(Boolean).length;

const verbose = process.argv.includes('--list');
console.log(`production files: ${tracked.length}, non-blank lines: ${lines}`);
console.log(`files over 300 lines: ${bigFiles.length}`);
if (verbose) console.log(bigFiles.map((line) => `  ${line}`).join('\n'));
console.log(`functions over 100 lines: ${longFunctions.length}`);
if (verbose) console.log(longFunctions.map((line) => `  ${line}`).join('\n'));
console.log(`duplicates (production code): ${duplicates.split('\n')[0]}`);
if (verbose) console.log(duplicates);
console.log(`comments citing documents outside the repository: ${cites.length}`);
if (verbose) console.log(cites.map((line) => `  ${line}`).join('\n'));
console.log(`fence violations (circles, arrows back up): ${JSON.stringify(violations)}`);
console.log(`README opening words: ${readmeWords}`);
