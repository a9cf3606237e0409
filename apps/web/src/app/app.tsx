import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { enforceLightTheme } from '@/lib/theme';
import { router } from './router';
import { endSession } from './session';

export function App() {
  useEffect(() => {
    // Any 401 on an authenticated call: the session is over (part 1 §8).
    setUnauthorizedHandler(() => {
      endSession();
      void router.navigate(paths.login, { replace: true });
    });
    void useAuthStore.getState().initialize();
    const stopEnforcingLightTheme = enforceLightTheme();
    return () => {
      setUnauthorizedHandler(null);
      stopEnforcingLightTheme();
    };
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
