// Bundles the API (and the workspace packages it imports, which ship as TypeScript) into one
// ESM file; every npm dependency stays external and is loaded from node_modules at run time.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

const result = await build({
  entryPoints: ['apps/api/src/server.ts'],
  outfile: 'apps/api/dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  write: false,
  plugins: [
    {
      name: 'externalize-npm-dependencies',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@citavet/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// Each file is written beside its place and renamed over it, so a server starting meanwhile (CI's
// journeys build while the `npm start` test builds) reads the old bundle or the new, never half of one.
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
