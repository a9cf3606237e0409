import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const sourceDirectory = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': sourceDirectory } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
