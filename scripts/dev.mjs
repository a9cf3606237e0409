// `npm run dev`: the API with reload on :3001 and Vite with hot reload on :3000 (it proxies /api).
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npx tsx watch --clear-screen=false apps/api/src/server.ts',
      env: {
        PORT: '3001',
        NODE_ENV: 'development',
        PUBLIC_URL: 'http://localhost:3000',
        WEB_DIST_DIR: '/nonexistent',
      },
      prefixColor: 'cyan',
    },
    { name: 'web', command: 'npx vite --config apps/web/vite.config.ts', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
