import type { SetupStatus } from '@citavet/domain/setup/setup.schema';
import { paths } from '@/config/paths';

/**
 * guest-only: /accounts/login and /accounts/register.
 * signed-in: /setup/*.
 * session: any signed-in user whatever the setup state (/setup/completado, shown as setup finishes).
 * dashboard: /dashboard/*, /settings/*.
 */
export type GuardKind = 'guest-only' | 'signed-in' | 'session' | 'dashboard';

export type GuardSetupStatus = Pick<SetupStatus, 'isFirstRunComplete' | 'spaces'>;

export interface GuardInput {
  isAuthenticated: boolean;
  /** Null when signed out (or not known yet: then setup counts as not done). */
  setupStatus: GuardSetupStatus | null;
  /** The `redirect` query parameter of the sign-in and registration pages, already checked as safe. */
  redirectPath?: string | null;
}

/**
 * A `redirect` query value that may be followed: a path on this site ('/invitaciones/abc'), never
 * another origin ('//evil.com', 'https://…', '/\\evil.com') nor the account pages themselves.
 */
export function getSafeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const base = 'http://citavet.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === paths.login || url.pathname === paths.register) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function getFirstSpaceId(setupStatus: GuardSetupStatus | null): string | null {
  return setupStatus?.spaces[0]?.id ?? null;
}

/**
 * The dashboard needs the first-run check (a space, a service, a schedule). The spec's
 * `isCompleted` is already true at step 4, before any schedule exists, so it cannot guard the dashboard.
 */
export function isDashboardReady(setupStatus: GuardSetupStatus | null): boolean {
  return Boolean(setupStatus?.isFirstRunComplete && getFirstSpaceId(setupStatus));
}

/** Where a signed-in user belongs: the first space's dashboard once setup is complete, otherwise setup. */
export function getSignedInHomePath(setupStatus: GuardSetupStatus | null): string {
  const firstSpaceId = getFirstSpaceId(setupStatus);
  return isDashboardReady(setupStatus) && firstSpaceId ? paths.space.root(firstSpaceId) : paths.setup;
}

/** The route guards as one pure decision: the path to redirect to, or null to stay. */
export function resolveGuardRedirect(
  kind: GuardKind,
  { isAuthenticated, setupStatus, redirectPath }: GuardInput,
): string | null {
  switch (kind) {
    case 'guest-only':
      if (!isAuthenticated) return null;
      return redirectPath ?? getSignedInHomePath(setupStatus);
    case 'session':
      return isAuthenticated ? null : paths.login;
    case 'signed-in':
      if (!isAuthenticated) return paths.login;
      return isDashboardReady(setupStatus) ? getSignedInHomePath(setupStatus) : null;
    case 'dashboard':
      if (!isAuthenticated) return paths.login;
      return isDashboardReady(setupStatus) ? null : paths.setup;
  }
}
