import { ArrowLeft } from 'lucide-react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import type { Space } from '@/api/spaces/space-types';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { useAuthStore } from '@/stores/auth-store';
import { useCurrentSpace, useSpaces } from '@/stores/spaces-store';
import { useSignOut } from '../hooks/use-sign-out';
import { UserMenu } from './dashboard/user-menu';

const NO_SPACES: Space[] = [];

/** /settings/*: a slim bar with the way back to the dashboard and the user menu. */
export function SettingsLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut();
  const user = useAuthStore((state) => state.user);
  // The user menu lists the spaces; a failure here only leaves that list empty.
  const spaces = useSpaces().data ?? NO_SPACES;
  const currentSpace = useCurrentSpace();

  const backPath = currentSpace ? paths.space.agenda(currentSpace.id) : paths.dashboard;

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4 xs:h-16 lg:px-6">
          <Link to={backPath} aria-label="Citavet, volver al panel" className="shrink-0">
            <Logo size="sm" />
          </Link>
          <span className="hidden h-6 w-px bg-slate-200 xs:block" aria-hidden />
          <Link
            to={backPath}
            className="hidden items-center gap-1.5 rounded-control px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 xs:inline-flex"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Volver al panel
          </Link>
          <div className="ml-auto">
            {user && (
              <UserMenu
                user={user}
                spaces={spaces}
                currentSpace={currentSpace}
                onSelectSpace={(spaceId) => navigate(paths.space.root(spaceId))}
                onSignOut={signOut}
              />
            )}
          </div>
        </div>
      </header>
      {user && !user.emailVerifiedAt && <EmailVerificationBanner email={user.email} />}
      <main className="mx-auto max-w-5xl px-4 py-8 lg:px-6">
        <ErrorBoundary key={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
}
