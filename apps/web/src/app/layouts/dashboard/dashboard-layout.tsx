import { Building2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorState } from '@/components/ui/error-state';
import { Logo } from '@/components/ui/logo';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { PlanUsageStrip } from '@/features/plans/components/plan-usage-strip';
import { getErrorMessage } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';
import { SPACES_ERRORS, useCurrentSpace, useSpaces, useSpacesStore } from '@/stores/spaces-store';
import { useSignOut } from '../../hooks/use-sign-out';
import { DashboardHeader } from './dashboard-header';
import { DashboardSkeleton } from './dashboard-skeleton';

function CenteredPanel({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4">
      <Logo size="sm" />
      <div className="w-full max-w-md rounded-card border border-slate-200 bg-white shadow-card">
        {children}
      </div>
    </div>
  );
}

/** The shell of /dashboard/:spaceId/*: loads the spaces once, follows the URL's space, draws the header. */
export function DashboardLayout() {
  const { spaceId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut();
  const user = useAuthStore((state) => state.user);
  const spacesQuery = useSpaces();
  const spaces = spacesQuery.data;
  const currentSpace = useCurrentSpace();
  const selectSpace = useSpacesStore((state) => state.selectSpace);

  // The URL is the source of truth for the current space; an unknown id falls back to the first space.
  useEffect(() => {
    if (!spaces || !spaceId) return;
    if (spaces.some((space) => space.id === spaceId)) {
      selectSpace(spaceId);
      return;
    }
    const firstSpace = spaces[0];
    if (firstSpace) navigate(paths.space.root(firstSpace.id), { replace: true });
  }, [spaces, spaceId, selectSpace, navigate]);

  // After the first load the list stays on screen, so a failed manual refresh is told by a toast.
  const refreshSpaceList = async () => {
    const { error } = await spacesQuery.refetch();
    if (error) notify.error(SPACES_ERRORS.load, { description: getErrorMessage(error, SPACES_ERRORS.load) });
  };

  if (!spaces && spacesQuery.isError) {
    return (
      <CenteredPanel>
        <ErrorState
          title={SPACES_ERRORS.load}
          message={getErrorMessage(spacesQuery.error, SPACES_ERRORS.load)}
          onRetry={() => void spacesQuery.refetch()}
          isRetrying={spacesQuery.isFetching}
        />
      </CenteredPanel>
    );
  }
  if (!spaces || !user) return <DashboardSkeleton />;
  if (spaces.length === 0) {
    return (
      <CenteredPanel>
        <EmptyState
          icon={Building2}
          title="Todavía no perteneces a ningún espacio"
          description="Crea tu veterinaria en la configuración inicial o acepta una invitación para empezar."
          action={
            <Link to={paths.setup} className={buttonStyles()}>
              Ir a la configuración
            </Link>
          }
        />
      </CenteredPanel>
    );
  }
  // Between an unknown id and the redirect above there is one render with no matching space.
  if (!currentSpace || currentSpace.id !== spaceId) return <DashboardSkeleton />;

  return (
    <div className="min-h-dvh bg-slate-50">
      <DashboardHeader
        user={user}
        spaces={spaces}
        currentSpace={currentSpace}
        onSelectSpace={(nextSpaceId) => navigate(paths.space.root(nextSpaceId))}
        onRefreshSpaces={() => void refreshSpaceList()}
        onSignOut={signOut}
      />
      {!user.emailVerifiedAt && <EmailVerificationBanner email={user.email} />}
      <main className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
        {/* Keyed by path so one broken page does not stay broken after navigating away. */}
        <ErrorBoundary key={location.pathname}>
          {/* The plan at a glance on the space's home (the agenda): trial days left, the month's usage. */}
          {location.pathname === paths.space.agenda(currentSpace.id) && (
            <PlanUsageStrip spaceId={currentSpace.id} />
          )}
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
}
