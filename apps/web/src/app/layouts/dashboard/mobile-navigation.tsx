import type { Profile } from '@citavet/domain/users/user.schema';
import { clsx } from 'clsx';
import { ExternalLink, LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import type { Space } from '@/api/spaces/space-types';
import { PendingRequestsBadge } from '@/components/pending-requests-badge';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Logo } from '@/components/ui/logo';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { getMobileNavigation } from './dashboard-navigation';
import { spaceRoleLabel } from './space-permissions';

interface MobileNavigationProps {
  spaceId: string | undefined;
  space: Space | null;
  user: Profile;
  isAdmin: boolean;
  canReadReports?: boolean;
  onSignOut: () => void;
}

/** The side menu of the mobile top bar: the real signed-in user and a real sign-out. */
export function MobileNavigation({
  spaceId,
  space,
  user,
  isAdmin,
  canReadReports = true,
  onSignOut,
}: MobileNavigationProps) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  // A HOST without memberships acts as admin, so the label follows isAdmin, not just myRole.
  const roleLabel = spaceRoleLabel(isAdmin ? 'ADMIN' : (space?.myRole ?? 'MEMBER'));

  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger
        className="-ml-2 cursor-pointer rounded-control p-2 text-slate-700 hover:bg-slate-100"
        aria-label="Abrir menú de navegación"
      >
        <Menu className="size-5" aria-hidden />
      </SheetTrigger>
      <SheetContent title="Menú de navegación" heading={<Logo size="sm" />}>
        {spaceId ? (
          <div className="flex flex-1 flex-col overflow-y-auto">
            <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4">
              <Avatar name={user.name} size="lg" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{user.name}</p>
                <p className="truncate text-sm text-slate-500">
                  {roleLabel}
                  {space ? ` · ${space.name}` : ''}
                </p>
              </div>
            </div>
            <nav aria-label="Principal" className="flex-1 space-y-1 p-3">
              {getMobileNavigation(spaceId, isAdmin, canReadReports).map(
                ({ label, to, icon: Icon, isExternal, hasPendingBadge }) =>
                  isExternal ? (
                    <a
                      key={label}
                      href={to}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={close}
                      className="flex items-center gap-3 rounded-control px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
                    >
                      <Icon className="size-5 text-slate-500" aria-hidden />
                      {label}
                      <ExternalLink
                        className="ml-auto size-4 text-slate-400"
                        aria-label="(se abre en una pestaña nueva)"
                      />
                    </a>
                  ) : (
                    <NavLink
                      key={label}
                      to={to}
                      onClick={close}
                      className={({ isActive }) =>
                        clsx(
                          'flex items-center gap-3 rounded-control px-3 py-2.5 text-sm font-medium',
                          isActive
                            ? 'bg-primary-tint text-primary-hover'
                            : 'text-slate-700 hover:bg-slate-100',
                        )
                      }
                    >
                      <Icon className="size-5" aria-hidden />
                      {label}
                      {hasPendingBadge && <PendingRequestsBadge spaceId={spaceId} />}
                    </NavLink>
                  ),
              )}
            </nav>
            <div className="border-t border-slate-200 p-3">
              <button
                type="button"
                onClick={() => {
                  close();
                  onSignOut();
                }}
                className="flex w-full cursor-pointer items-center gap-3 rounded-control px-3 py-2.5 text-sm font-medium text-error hover:bg-error/5"
              >
                <LogOut className="size-5" aria-hidden />
                Cerrar Sesión
              </button>
            </div>
          </div>
        ) : (
          <div className="p-4">
            <Alert kind="error">Error: No se pudo cargar la navegación</Alert>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
