import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { onToasterDemand } from '@/components/ui/toaster-demand';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { enforceLightTheme } from '@/lib/theme';
import { router } from './router';

// Toasts only follow user actions, so the toast library is not part of the first load.
const Toaster = lazy(() => import('@/components/ui/toast').then((module) => ({ default: module.Toaster })));

// Long enough for a public page to fetch and paint its data before the toast library downloads.
const TOASTER_DELAY_MS = 1500;

/** Calls `callback` a while after the first page's lazy code has loaded. */
function afterFirstPage(callback: () => void): () => void {
  let timer: number | undefined;
  const start = () => {
    timer = window.setTimeout(callback, TOASTER_DELAY_MS);
  };
  if (router.state.initialized) {
    start();
    return () => window.clearTimeout(timer);
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
  return () => {
    unsubscribe();
    window.clearTimeout(timer);
  };
}

export function App() {
  const [isToasterWanted, setIsToasterWanted] = useState(false);

  useEffect(() => enforceLightTheme(), []);
  useEffect(() => {
    // Any 401 on an authenticated call: the session is over. The stores it clears load
    // with the first page that needs them, so they are imported only when it happens.
    setUnauthorizedHandler(() => {
      void import('./session').then(({ endSession }) => {
        endSession();
        void router.navigate(paths.login, { replace: true });
      });
    });
    return () => setUnauthorizedHandler(null);
  }, []);
  // Loaded after the first page rather than with it, so its bytes do not compete with the page's
  // own; or at once if a toast is asked for earlier (it waits in toast.tsx meanwhile).
  useEffect(() => {
    const stopWaitingForPage = afterFirstPage(() => setIsToasterWanted(true));
    const stopWaitingForDemand = onToasterDemand(() => setIsToasterWanted(true));
    return () => {
      stopWaitingForPage();
      stopWaitingForDemand();
    };
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {isToasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
