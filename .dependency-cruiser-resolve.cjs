// The `@/` alias of apps/web (its tsconfig `paths`: `@/*` → `./src/*`), for dependency-cruiser's
// resolver: TypeScript 7 has no JavaScript API to read tsconfig paths, so the alias is said here once.
// Relative to where depcruise runs (the repository root, or the planted tree of
// apps/api/src/test/dependency-rules.test.ts).
const { resolve } = require('node:path');

module.exports = { resolve: { alias: { '@': resolve(process.cwd(), 'apps/web/src') } } };
