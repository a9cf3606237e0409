import type { Member } from '@citavet/domain/members/member.schema';
import { SPACE_ROLES, type SpaceRole } from '@citavet/domain/users/user.schema';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useChangeMemberRole } from '../api/change-member-role';
import { MEMBERS_MESSAGES, SPACE_ROLE_HINTS, SPACE_ROLE_LABELS } from '../members-messages';

interface ChangeRoleDialogProps {
  spaceId: string;
  /** The member whose role would change; the dialog is open while there is one. */
  member: Member | null;
  onClose: () => void;
}

/** The role first offered: an ADMIN steps down to MEMBER, anyone else up to ADMIN. */
function firstOffered(role: SpaceRole): SpaceRole {
  return role === 'ADMIN' ? 'MEMBER' : 'ADMIN';
}

/** 'Cambiar rol del miembro': one of the other roles, chosen and confirmed. A refusal stays in the dialog. */
export function ChangeRoleDialog({ spaceId, member, onClose }: ChangeRoleDialogProps) {
  const changeRole = useChangeMemberRole(spaceId);
  const [nextRole, setNextRole] = useState<SpaceRole>('ADMIN');
  useEffect(() => {
    if (member) setNextRole(firstOffered(member.role));
  }, [member]);

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
            {SPACE_ROLE_LABELS[member.role]} a {SPACE_ROLE_LABELS[nextRole]}?
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Cambiar rol"
      onConfirm={confirm}
      isConfirming={changeRole.isPending}
    >
      {member && (
        <fieldset className="mt-4 space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">Nuevo rol</legend>
          {SPACE_ROLES.filter((role) => role !== member.role).map((role) => (
            <label
              key={role}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-tint/40"
            >
              <input
                type="radio"
                name="nuevo-rol"
                value={role}
                checked={nextRole === role}
                onChange={() => setNextRole(role)}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">{SPACE_ROLE_LABELS[role]}</span>
                <span className="block text-sm text-slate-600">{SPACE_ROLE_HINTS[role]}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {changeRole.isError && (
        <Alert kind="error" title={MEMBERS_MESSAGES.roleChangeTitle} className="mt-4">
          {getErrorMessage(changeRole.error, MEMBERS_MESSAGES.roleChangeFallback)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
