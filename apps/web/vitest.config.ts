import react from '@vitejs/plugin-react';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

const sourceDirectory = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * Test files that replace a module with `vi.mock`. The other web files share one module graph per
 * worker (`isolate: false`: about 2.5x less CPU, most of a file's time was loading React and the
 * DOM shim again); a mocking file needs a graph of its own, or the real module, already loaded by
 * another file, wins. `src/test/module-mocks.test.ts` keeps this list complete.
 */
export const WEB_FILES_WITH_MODULE_MOCKS = [
  'src/features/space-settings/components/location-settings.test.tsx',
];

const webProject = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) =>
  defineProject({
    root,
    plugins: [react()],
    resolve: { alias: { '@': sourceDirectory } },
    test: {
      name,
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      include: files.include,
      exclude: files.exclude ?? [],
      testTimeout: 20_000,
      isolate,
    },
  });

export const webProjects: UserWorkspaceConfig[] = [
  webProject(
    'web',
    { include: ['src/**/*.test.tsx', 'src/**/*.test.ts'], exclude: WEB_FILES_WITH_MODULE_MOCKS },
    false,
  ),
  webProject('web-mocked', { include: WEB_FILES_WITH_MODULE_MOCKS }, true),
];

export default webProjects[0];
