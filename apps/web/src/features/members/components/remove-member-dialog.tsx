import type { Member } from '@citavet/domain/members/member.schema';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useRemoveMember } from '../api/remove-member';
import { MEMBERS_MESSAGES } from '../members-messages';

interface RemoveMemberDialogProps {
  spaceId: string;
  spaceName: string;
  member: Member | null;
  onClose: () => void;
}

/** 'Eliminar Miembro': takes a member out of the space once confirmed. A refusal stays in the dialog. */
export function RemoveMemberDialog({ spaceId, spaceName, member, onClose }: RemoveMemberDialogProps) {
  const removeMember = useRemoveMember(spaceId);

  const close = () => {
    removeMember.reset();
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    removeMember.mutate(member.userId, {
      onSuccess: ({ message }) => {
        notify.success(message ?? `${member.user.name} ya no es miembro del espacio`);
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      isOpen={member !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Eliminar Miembro"
      description={
        member ? (
          <>
            ¿Seguro que quieres eliminar a <strong className="text-slate-900">{member.user.name}</strong> de{' '}
            {spaceName}? Perderá el acceso al espacio y sus horarios en él se desactivarán.
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Eliminar Miembro"
      onConfirm={confirm}
      isConfirming={removeMember.isPending}
      isDestructive
    >
      {removeMember.isError && (
        <Alert kind="error" title={MEMBERS_MESSAGES.removalTitle} className="mt-4">
          {getErrorMessage(removeMember.error, MEMBERS_MESSAGES.removalFallback)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
