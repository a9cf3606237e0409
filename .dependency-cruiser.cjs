/**
 * The dependency rules of ARCHITECTURE.md, enforced by `npm run lint` (docs/decisions/020-api-contract.md).
 * Paths are relative to the repository root; workspace packages resolve to their real folders.
 */

// Tests and their fixtures may reach across features to build a world; the rules are for shipped code.
const TEST_CODE =
  '(\\.test\\.tsx?|\\.security\\.ts|\\.test-support\\.tsx?)$|^apps/api/src/test/|^apps/api/test/|^apps/web/(e2e|src/test)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'packages/domain is pure: it imports no other package or app of this repository.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|packages/(?!domain/))' },
    },
    {
      name: 'api-feature-imports-no-other-feature',
      comment:
        'apps/api/src/features/<x> never imports another feature; shared code lives in http/, mail/, ...',
      severity: 'error',
      from: { path: '^apps/api/src/features/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^apps/api/src/features/', pathNot: '^apps/api/src/features/$1/' },
    },
    {
      name: 'api-http-imports-no-feature',
      comment: 'apps/api/src/http is shared plumbing: it never depends on a feature.',
      severity: 'error',
      from: { path: '^apps/api/src/http/' },
      to: { path: '^apps/api/src/features/' },
    },
    {
      name: 'only-repositories-import-drizzle',
      comment: 'Only *.repository.ts files (and packages/db) touch Drizzle.',
      severity: 'error',
      from: { path: '^(apps|packages/domain)/', pathNot: `\\.repository\\.ts$|${TEST_CODE}` },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment:
        'apps/web/src/features/<x> never imports another feature; shared code lives in components, lib, stores, api.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TEST_CODE },
      // `@/` is apps/web's alias of its src/ (TypeScript 7 has no JS API to resolve it): match it as written.
      to: { path: '^(@|apps/web/src)/features/', pathNot: '^(@|apps/web/src)/features/$1/' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API, so dependency-cruiser reads .ts/.tsx only because @swc/core
    // is installed (a devDependency for that alone); it then parses them with acorn's tolerant parser.
    // Without it the cruise finds 0 modules and passes: apps/api/src/test/dependency-rules.test.ts
    // fails then.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|test-results)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
