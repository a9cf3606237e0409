import { RESEND_COOLDOWN_MS } from '@citavet/domain/invitations/invitation.schema';
import { useEffect, useState } from 'react';
import { create } from 'zustand';

/**
 * When each invitation's e-mail last went out from this browser, by invitation id. It lives outside
 * the components so 'Enviado' survives re-renders, tab switches and leaving the page and coming back.
 */
interface ResendCooldownState {
  sentAt: Record<string, number>;
  markSent: (invitationId: string, at?: number) => void;
}

export const useResendCooldownStore = create<ResendCooldownState>()((set, get) => ({
  sentAt: {},
  markSent: (invitationId, at = Date.now()) => set({ sentAt: { ...get().sentAt, [invitationId]: at } }),
}));

/**
 * When 'Reenviar' works again: 60 s after this browser sent it, or the server's `resendAvailableAt`
 * (an e-mail sent from elsewhere) when that lies within the next 60 s. A later server time can only
 * come from a clock difference, and must not lock the button for longer than the real cooldown.
 */
export function resendAvailableAt(
  localSentAt: number | undefined,
  serverAvailableAt: string | undefined,
  now: number,
): number {
  const localEnd = localSentAt === undefined ? 0 : localSentAt + RESEND_COOLDOWN_MS;
  const serverEnd = serverAvailableAt ? Date.parse(serverAvailableAt) : Number.NaN;
  const trustedServerEnd =
    Number.isFinite(serverEnd) && serverEnd - now <= RESEND_COOLDOWN_MS ? serverEnd : 0;
  return Math.max(localEnd, trustedServerEnd);
}

/** Seconds until this invitation may be resent (0 when it may), ticking while it counts down. */
export function useResendCooldown(invitationId: string, serverAvailableAt?: string): number {
  const localSentAt = useResendCooldownStore((state) => state.sentAt[invitationId]);
  const [now, setNow] = useState(() => Date.now());
  // The server time is judged once, against the clock when it arrived, so a skew cannot keep moving it.
  const [availableAt, setAvailableAt] = useState(() =>
    resendAvailableAt(localSentAt, serverAvailableAt, Date.now()),
  );

  useEffect(() => {
    setAvailableAt(resendAvailableAt(localSentAt, serverAvailableAt, Date.now()));
    setNow(Date.now());
  }, [localSentAt, serverAvailableAt]);

  const isCoolingDown = availableAt > now;
  useEffect(() => {
    if (!isCoolingDown) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isCoolingDown]);

  return isCoolingDown ? Math.ceil((availableAt - now) / 1000) : 0;
}
