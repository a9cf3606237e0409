import type { Member } from '@citavet/domain/members/member.schema';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useChangeMemberRole } from '../api/change-member-role';
import { MEMBERS_MESSAGES, SPACE_ROLE_HINTS, SPACE_ROLE_LABELS } from '../members-messages';

interface ChangeRoleDialogProps {
  spaceId: string;
  /** The member whose role would flip; the dialog is open while there is one. */
  member: Member | null;
  onClose: () => void;
}

/** 'Cambiar rol del miembro': flips ADMIN ↔ MEMBER once confirmed. A refusal stays in the dialog. */
export function ChangeRoleDialog({ spaceId, member, onClose }: ChangeRoleDialogProps) {
  const changeRole = useChangeMemberRole(spaceId);
  const nextRole = member?.role === 'ADMIN' ? 'MEMBER' : 'ADMIN';

  const close = () => {
    changeRole.reset();
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    changeRole.mutate(
      { userId: member.userId, role: nextRole },
      {
        onSuccess: ({ member: updated, message }) => {
          notify.success(
            message ?? `${updated.user.name} ahora es ${SPACE_ROLE_LABELS[updated.role].toLowerCase()}`,
          );
          close();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      isOpen={member !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Cambiar rol del miembro"
      description={
        member ? (
          <>
            ¿Quieres cambiar el rol de <strong className="text-slate-900">{member.user.name}</strong> de{' '}
            {SPACE_ROLE_LABELS[member.role]} a {SPACE_ROLE_LABELS[nextRole]}? {SPACE_ROLE_LABELS[nextRole]}:{' '}
            {SPACE_ROLE_HINTS[nextRole].toLowerCase()}.
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Cambiar rol"
      onConfirm={confirm}
      isConfirming={changeRole.isPending}
    >
      {changeRole.isError && (
        <Alert kind="error" title={MEMBERS_MESSAGES.roleChangeTitle} className="mt-4">
          {getErrorMessage(changeRole.error, MEMBERS_MESSAGES.roleChangeFallback)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
