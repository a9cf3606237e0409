import type { DisabledDateActor } from '@citavet/domain/disabled-dates/disabled-date-permissions';
import { useSpaceAccess } from '@/stores/use-space-access';

/** Who is looking at the screen, and as what. */
export interface DisabledDateAccess {
  /** Null until the session and the space are known. */
  actor: DisabledDateActor | null;
  isAdmin: boolean;
  /** The space's IANA zone: every date and time on the screen is read and written in it. */
  timeZone: string;
}

const FALLBACK_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The space access, in the shape the disabled-date rules take. */
export function useDisabledDateAccess(): DisabledDateAccess {
  const { user, currentSpace, isAdmin } = useSpaceAccess();
  return {
    actor: user ? { userId: user.id, role: isAdmin ? 'ADMIN' : 'MEMBER' } : null,
    isAdmin,
    timeZone: currentSpace?.timeZone ?? FALLBACK_TIME_ZONE,
  };
}
