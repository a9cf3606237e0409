import type { Invitation } from '@citavet/domain/invitations/invitation.schema';
import { Check, Send, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useResendCooldown } from '../stores/resend-cooldown-store';

export interface InvitationActionHandlers {
  onResend: (invitation: Invitation) => void;
  onCancel: (invitation: Invitation) => void;
  /** The invitation whose resend is on its way, if any. */
  resendingId: string | null;
}

interface InvitationActionsProps extends InvitationActionHandlers {
  invitation: Invitation;
}

/** 'Reenviar' turns into a disabled 'Enviado' for 60 s after each e-mail. */
export function InvitationActions({ invitation, onResend, onCancel, resendingId }: InvitationActionsProps) {
  const secondsLeft = useResendCooldown(invitation.id, invitation.resendAvailableAt);
  const isResending = resendingId === invitation.id;
  const isCoolingDown = secondsLeft > 0 && !isResending;

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {isCoolingDown ? (
        <Button
          variant="outline"
          size="sm"
          disabled
          icon={<Check className="size-4 text-success" aria-hidden />}
          title={`Podrás reenviarla en ${secondsLeft} s`}
        >
          Enviado
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          isLoading={isResending}
          disabled={resendingId !== null && !isResending}
          icon={<Send className="size-4" aria-hidden />}
          aria-label={`Reenviar invitación a ${invitation.email}`}
          onClick={() => onResend(invitation)}
        >
          Reenviar
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="text-error hover:bg-error/5"
        icon={<X className="size-4" aria-hidden />}
        aria-label={`Cancelar invitación a ${invitation.email}`}
        onClick={() => onCancel(invitation)}
      >
        Cancelar
      </Button>
    </div>
  );
}
