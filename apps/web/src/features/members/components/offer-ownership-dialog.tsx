import type { Member } from '@citavet/domain/members/member.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useChangeOwnership } from '../api/space-ownership';

interface OfferOwnershipDialogProps {
  spaceId: string;
  spaceName: string;
  member: Member | null;
  onClose: () => void;
}

/** 'Ceder la propiedad': the offer waits for the ADMIN to accept; until then the OWNER can cancel it. */
export function OfferOwnershipDialog({ spaceId, spaceName, member, onClose }: OfferOwnershipDialogProps) {
  const change = useChangeOwnership(spaceId);
  const close = () => {
    change.reset();
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    change.mutate(
      { kind: 'offer', userId: member.userId },
      {
        onSuccess: ({ message }) => {
          notify.success(message ?? `Propiedad ofrecida a ${member.user.name}`);
          close();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      isOpen={member !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Ceder la propiedad del espacio"
      description={
        member ? (
          <>
            <strong className="text-slate-900">{member.user.name}</strong> pasará a ser el propietario de{' '}
            {spaceName} cuando acepte: solo el propietario puede eliminar o restaurar el espacio y ceder la
            propiedad. Tú seguirás siendo administrador.
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Ofrecer la propiedad"
      onConfirm={confirm}
      isConfirming={change.isPending}
      errorMessage={change.isError ? getErrorMessage(change.error, 'No se pudo ofrecer la propiedad') : null}
    />
  );
}
