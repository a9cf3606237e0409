import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { Profile } from '@citavet/domain/users/user.schema';
import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import type { Space } from '@/api/spaces/space-types';
import { PendingRequestsBadge } from '@/components/pending-requests-badge';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { getDesktopNavigation } from './dashboard-navigation';
import { HeaderSearch } from './header-search';
import { MobileNavigation } from './mobile-navigation';
import { canSwitchSpace, isSpaceAdmin } from './space-permissions';
import { SpaceSwitcher } from './space-switcher';
import { UserMenu } from './user-menu';

interface DashboardHeaderProps {
  user: Profile;
  spaces: Space[];
  currentSpace: Space;
  onSelectSpace: (spaceId: string) => void;
  onRefreshSpaces: () => void;
  onSignOut: () => void;
}

// px-2 with gap-1.5: nine entries (Solicitudes among them) fit beside the space name at 1280 px.
const navLinkClasses =
  'flex items-center gap-1.5 rounded-control px-2 py-2 text-sm font-medium transition-colors whitespace-nowrap';

export function DashboardHeader({
  user,
  spaces,
  currentSpace,
  onSelectSpace,
  onRefreshSpaces,
  onSignOut,
}: DashboardHeaderProps) {
  const isAdmin = isSpaceAdmin(user, currentSpace);
  const canReadReports = isAdmin || canInSpace(currentSpace.myRole, 'reports.readOwn');
  const userMenu = (
    <UserMenu
      user={user}
      spaces={spaces}
      currentSpace={currentSpace}
      onSelectSpace={onSelectSpace}
      onSignOut={onSignOut}
    />
  );
  const homeLink = paths.space.agenda(currentSpace.id);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Below 540 px: menu button, logo, initials avatar. */}
      <div className="flex h-14 items-center gap-2 px-4 xs:hidden">
        <MobileNavigation
          spaceId={currentSpace.id}
          space={currentSpace}
          user={user}
          isAdmin={isAdmin}
          canReadReports={canReadReports}
          onSignOut={onSignOut}
        />
        <Link to={homeLink} aria-label="Citavet, ir a la agenda" className="min-w-0">
          <Logo size="sm" />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <HeaderSearch space={currentSpace} />
          {userMenu}
        </div>
      </div>

      <div className="mx-auto hidden h-16 max-w-7xl items-center gap-3 px-4 xs:flex lg:px-6">
        <Link to={homeLink} aria-label="Citavet, ir a la agenda" className="shrink-0">
          {/* Wrapped: the logo's own inline-flex would beat a `hidden` passed to it. */}
          <span className="md:hidden">
            <Logo size="sm" isIconOnly />
          </span>
          <span className="hidden md:block">
            <Logo size="sm" />
          </span>
        </Link>
        <span className="h-6 w-px shrink-0 bg-slate-200" aria-hidden />
        {canSwitchSpace(user, spaces.length, currentSpace) ? (
          <SpaceSwitcher
            spaces={spaces}
            currentSpace={currentSpace}
            onSelectSpace={onSelectSpace}
            onRefresh={onRefreshSpaces}
          />
        ) : (
          <span className="max-w-48 truncate text-sm font-medium text-slate-800">{currentSpace.name}</span>
        )}
        <nav aria-label="Principal" className="ml-2 flex min-w-0 items-center gap-0.5">
          {getDesktopNavigation(currentSpace, isAdmin, canReadReports).map(
            ({ label, to, icon: Icon, isExternal, hasPendingBadge }) =>
              isExternal ? (
                <a
                  key={label}
                  href={to}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (se abre en una pestaña nueva)`}
                  title={label}
                  className={clsx(navLinkClasses, 'text-slate-600 hover:bg-slate-100 hover:text-slate-900')}
                >
                  <Icon className="size-4 shrink-0" aria-hidden />
                  <span className="hidden 2xl:inline">{label}</span>
                  <ExternalLink className="hidden size-3.5 text-slate-400 2xl:inline" aria-hidden />
                </a>
              ) : (
                <NavLink
                  key={label}
                  to={to}
                  aria-label={label}
                  title={label}
                  className={({ isActive }) =>
                    clsx(
                      navLinkClasses,
                      isActive
                        ? 'bg-primary-tint text-primary-hover'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden />
                  <span className="hidden 2xl:inline">{label}</span>
                  {hasPendingBadge && <PendingRequestsBadge spaceId={currentSpace.id} />}
                </NavLink>
              ),
          )}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <HeaderSearch space={currentSpace} hasShortcuts />
          {userMenu}
        </div>
      </div>
    </header>
  );
}
