import type { DisabledDateActor } from '@citavet/domain/disabled-dates/disabled-date-permissions';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSpacesStore } from '@/features/spaces/stores/spaces-store';

/** Who is looking at the screen, and as what. */
export interface DisabledDateAccess {
  /** Null until the session and the space are known. */
  actor: DisabledDateActor | null;
  isAdmin: boolean;
  /** The space's IANA zone: every date and time on the screen is read and written in it. */
  timeZone: string;
}

const FALLBACK_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The auth and spaces stores are read from their store files, the exception the dashboard already
 * makes. Part 1 §6: a space ADMIN, or a HOST who belongs to no space yet, administers the space.
 */
export function useDisabledDateAccess(): DisabledDateAccess {
  const user = useAuthStore((state) => state.user);
  const currentSpace = useSpacesStore((state) => state.currentSpace);
  const isHostWithoutMemberships = user?.role === 'HOST' && user.memberSpaces.length === 0;
  const isAdmin = Boolean(
    user && currentSpace && (currentSpace.myRole === 'ADMIN' || isHostWithoutMemberships),
  );
  return {
    actor: user ? { userId: user.id, role: isAdmin ? 'ADMIN' : 'MEMBER' } : null,
    isAdmin,
    timeZone: currentSpace?.timeZone ?? FALLBACK_TIME_ZONE,
  };
}
