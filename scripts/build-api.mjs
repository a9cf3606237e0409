// Bundles the API (and the workspace packages it imports, which ship as TypeScript) into one
// ESM file; every npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['apps/api/src/server.ts'],
  outfile: 'apps/api/dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
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
