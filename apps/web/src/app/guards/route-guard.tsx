import { useEffect } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingView } from '@/components/ui/loading-view';
import { useSetupStatus } from '@/features/setup/api/get-setup-status';
import { getErrorMessage } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';
import { useSignOut } from '../hooks/use-sign-out';
import { ensureSessionStarted } from '../session-bootstrap';
import { type GuardKind, getSafeRedirectPath, resolveGuardRedirect } from './guard-rules';

interface RouteGuardProps {
  kind: GuardKind;
}

/** Layout route that waits for the session check and the setup status, then lets through or redirects. */
export function RouteGuard({ kind }: RouteGuardProps) {
  useEffect(ensureSessionStarted, []);
  const { isInitialized, isAuthenticated, userId } = useAuthStore(
    useShallow((state) => ({
      isInitialized: state.isInitialized,
      isAuthenticated: state.isAuthenticated,
      userId: state.user?.id,
    })),
  );
  const setupStatus = useSetupStatus(isAuthenticated ? userId : undefined);
  const signOut = useSignOut();
  // Sign-in and registration return to where the visitor came from (e.g. an invitation link).
  const [searchParams] = useSearchParams();
  const redirectPath = kind === 'guest-only' ? getSafeRedirectPath(searchParams.get('redirect')) : null;

  if (!isInitialized) return <LoadingView message="Verificando sesión..." />;

  if (isAuthenticated) {
    if (setupStatus.isPending) return <LoadingView message="Preparando tu espacio..." />;
    if (setupStatus.isError) {
      return (
        <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4">
          <ErrorState
            title="Error al verificar estado del setup"
            message={getErrorMessage(setupStatus.error, 'Intenta nuevamente en unos momentos.')}
            onRetry={() => void setupStatus.refetch()}
            isRetrying={setupStatus.isFetching}
          />
          <button
            type="button"
            onClick={signOut}
            className="cursor-pointer text-sm font-medium text-slate-600 underline-offset-4 hover:underline"
          >
            Cerrar Sesión
          </button>
        </div>
      );
    }
  }

  const redirect = resolveGuardRedirect(kind, {
    isAuthenticated,
    setupStatus: setupStatus.data ?? null,
    redirectPath,
  });
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
