import type { Profile } from '@citavet/domain/users/user.schema';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInviteeProfile } from '../api/get-invitee-profile';
import { useRejectInvitations } from '../api/reject-invitation';
import {
  CONTINUE_AFTER_ACCEPT_MS,
  CONTINUE_AFTER_REJECT_MS,
  INVITEE_MESSAGES,
  joinedMessage,
} from '../invitation-role';

export type Notice = { kind: 'success' | 'error'; text: string };

/**
 * The invitations waiting for this user, accepted one by one or rejected all at once. The setup
 * carries on by itself a moment after the last one is accepted, or after rejecting them, so the
 * notice can be read; the refreshed profile goes up either way.
 */
export function usePendingInvitations({
  onProfileRefreshed,
  onContinue,
}: {
  onProfileRefreshed: (profile: Profile) => void;
  onContinue: () => void;
}) {
  const profile = useInviteeProfile();
  const accept = useAcceptInvitation();
  const rejectAll = useRejectInvitations();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [continueDelay, setContinueDelay] = useState<number | null>(null);
  const onContinueRef = useRef(onContinue);
  onContinueRef.current = onContinue;

  useEffect(() => {
    if (continueDelay === null) return;
    const timer = setTimeout(() => onContinueRef.current(), continueDelay);
    return () => clearTimeout(timer);
  }, [continueDelay]);

  const invitations = profile.data?.pendingInvitations ?? [];
  const isContinuing = continueDelay !== null;
  const isBusy = accept.isPending || rejectAll.isPending || isContinuing;

  const refreshProfile = async () => {
    const refreshed = await profile.refetch();
    if (refreshed.data) onProfileRefreshed(refreshed.data);
  };

  const acceptOne = async (reference: string) => {
    setNotice(null);
    const isOnlyInvitation = invitations.length === 1;
    try {
      const space = await accept.mutateAsync(reference);
      setNotice({ kind: 'success', text: joinedMessage(space.name) });
    } catch (error) {
      setNotice({ kind: 'error', text: getErrorMessage(error, INVITEE_MESSAGES.acceptFailed) });
      return;
    }
    if (isOnlyInvitation) setContinueDelay(CONTINUE_AFTER_ACCEPT_MS);
    await refreshProfile();
  };

  const rejectRemaining = async () => {
    setNotice(null);
    try {
      await rejectAll.mutateAsync(invitations.map((invitation) => invitation.token));
    } catch {
      setNotice({ kind: 'error', text: INVITEE_MESSAGES.rejectFailed });
      // Some may have gone before the failure: show what is still pending.
      await refreshProfile();
      return;
    }
    setNotice({ kind: 'success', text: INVITEE_MESSAGES.rejected });
    setContinueDelay(CONTINUE_AFTER_REJECT_MS);
    await refreshProfile();
  };

  return {
    profile,
    accept,
    rejectAll,
    notice,
    setNotice,
    invitations,
    isContinuing,
    isBusy,
    acceptOne,
    rejectRemaining,
  };
}
