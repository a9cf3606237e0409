/**
 * The fence: which folder may import which, enforced by `npm run lint` (docs/decisions/020-api-contract.md,
 * docs/decisions/083-dependency-fence.md). Arrows run one way: app → features → shared code →
 * packages/domain. Paths are relative to the repository root; workspace packages resolve to their real
 * folders and apps/web's `@/` alias to apps/web/src (.dependency-cruiser-resolve.cjs). Each rule has a
 * planted violation in apps/api/src/test/dependency-rules.test.ts: a new rule gets one too.
 */

// Tests and their fixtures may reach across features to build a world; the rules are for shipped code.
const TEST_CODE =
  '(\\.test\\.tsx?|\\.security\\.ts|\\.test-support\\.tsx?)$|^apps/api/src/test/|^apps/api/test/|^apps/web/(e2e|src/test)/';

// The rooms of apps/api/src/features/bookings, lowest first. A room imports the feature's root (the
// booking summary every room reads, the DTO, the bookings repository) and only rooms listed before
// it, so no two rooms import each other. A new room goes into the list; one not listed imports no
// other room until it is.
const BOOKINGS = 'apps/api/src/features/bookings/';
const BOOKINGS_ROOMS = ['emails', 'placement', 'links', 'public', 'waitlist', 'day-sheet'];
const BOOKINGS_ROOMS_COMMENT =
  "A room of features/bookings imports only the rooms listed before it in .dependency-cruiser.cjs (and the feature's root): arrows between rooms run one way.";
const bookingsRoomRules = [
  ...BOOKINGS_ROOMS.map((room, index) => ({
    name: 'api-bookings-rooms-one-way',
    comment: BOOKINGS_ROOMS_COMMENT,
    severity: 'error',
    from: { path: `^${BOOKINGS}${room}/`, pathNot: TEST_CODE },
    to: {
      path: `^${BOOKINGS}[^/]+/`,
      pathNot: `^${BOOKINGS}(${BOOKINGS_ROOMS.slice(0, index + 1).join('|')})/`,
    },
  })),
  {
    name: 'api-bookings-rooms-one-way',
    comment: BOOKINGS_ROOMS_COMMENT,
    severity: 'error',
    from: { path: `^${BOOKINGS}(?!(?:${BOOKINGS_ROOMS.join('|')})/)([^/]+)/`, pathNot: TEST_CODE },
    to: { path: `^${BOOKINGS}[^/]+/`, pathNot: `^${BOOKINGS}$1/` },
  },
];

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
    ...bookingsRoomRules,
    {
      name: 'api-plumbing-imports-no-feature',
      comment:
        'The API plumbing (http, mail, security, storage, uploads, audit, notifications, plans, change-feed, sms, pdf, openapi, caldav, workers) serves every feature and depends on none: what two sides share moves down, never into a copy.',
      severity: 'error',
      from: {
        path: '^apps/api/src/(http|mail|security|storage|uploads|audit|notifications|plans|change-feed|sms|pdf|openapi|caldav|workers)/',
        pathNot: TEST_CODE,
      },
      to: { path: '^apps/api/src/features/' },
    },
    {
      name: 'db-imports-no-app',
      comment: 'packages/db holds the schema and the connection; the apps import it, never the other way.',
      severity: 'error',
      from: { path: '^packages/db/' },
      to: { path: '^apps/' },
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
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment:
        'apps/web/src/{components,lib,stores,api} serve every feature and depend on none; a piece two features share moves down here.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|stores|api)/', pathNot: TEST_CODE },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-feature-imports-no-app',
      comment:
        'apps/web/src/app (routes, layouts, guards, providers) composes the features; a feature never reaches back up into it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: TEST_CODE },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import circles, type-only imports included: a circle means two files are one piece, or one holds what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API, so dependency-cruiser reads .ts/.tsx only because @swc/core
    // is installed (a devDependency for that alone); it then parses them with acorn's tolerant parser.
    // Without it the cruise finds 0 modules and passes: apps/api/src/test/dependency-rules.test.ts
    // fails then.
    doNotFollow: { path: 'node_modules' },
    webpackConfig: { fileName: require('node:path').join(__dirname, '.dependency-cruiser-resolve.cjs') },
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
