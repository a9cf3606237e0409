import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { resetAuthInitialization, useAuthStore } from '@/stores/auth-store';
import { useSpacesStore } from '@/stores/spaces-store';

// Lazy routes load their chunks on first render; on a busy 2-core CI machine that can take longer
// than Testing Library's default 1 s, so waits get 5 s (a real failure still fails, just later).
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The web files
// share one module graph per worker (isolate: false in vitest.config.ts), so what lives in a module
// is reset too: the stores, the app's query cache, and the toasts (a new renderer replays the
// toasts still active, even another file's).
afterEach(() => {
  cleanup();
  localStorage.clear();
  toast.dismiss();
  queryClient.clear();
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  resetAuthInitialization();
  useSpacesStore.setState(useSpacesStore.getInitialState(), true);
});
