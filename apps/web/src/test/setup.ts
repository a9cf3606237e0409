import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes load their chunks on first render; on a busy 2-core CI machine that can take longer
// than Testing Library's default 1 s, so waits get 5 s (a real failure still fails, just later).
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
