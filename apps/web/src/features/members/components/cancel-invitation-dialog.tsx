import type { Invitation } from '@citavet/domain/invitations/invitation.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useCancelInvitation } from '../api/cancel-invitation';
import { MEMBERS_MESSAGES } from '../members-messages';

interface CancelInvitationDialogProps {
  spaceId: string;
  invitation: Invitation | null;
  onClose: () => void;
}

/** 'Cancelar Invitación': the link in the e-mail stops working. The outcome is told by a toast. */
export function CancelInvitationDialog({ spaceId, invitation, onClose }: CancelInvitationDialogProps) {
  const cancelInvitation = useCancelInvitation(spaceId);

  const confirm = () => {
    if (!invitation) return;
    cancelInvitation.mutate(invitation.id, {
      onSuccess: () => notify.success(MEMBERS_MESSAGES.invitationCancelled),
      onError: (error) =>
        notify.error(MEMBERS_MESSAGES.cancelInvitationToast, {
          description: getErrorMessage(error, MEMBERS_MESSAGES.cancelInvitation),
        }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      isOpen={invitation !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Cancelar Invitación"
      description={
        invitation ? (
          <>
            ¿Cancelar la invitación enviada a <strong className="text-slate-900">{invitation.email}</strong>?
            El enlace del email dejará de funcionar.
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Cancelar Invitación"
      cancelLabel="Volver"
      onConfirm={confirm}
      isConfirming={cancelInvitation.isPending}
      isDestructive
    />
  );
}
