import { isSpaceNameConfirmed } from '@citavet/domain/spaces/space-ownership';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useDeleteSpace } from '../api/space-ownership';
import { formatSpaceDate } from '../format-space-date';

interface DeleteSpaceDialogProps {
  spaceId: string;
  spaceName: string;
  timeZone: string | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The OWNER deletes the space with the clinic's name typed and the current password. The button stays
 * off until the name matches (the same rule the API applies); wrong answers show on their field.
 */
export function DeleteSpaceDialog({
  spaceId,
  spaceName,
  timeZone,
  isOpen,
  onOpenChange,
}: DeleteSpaceDialogProps) {
  const navigate = useNavigate();
  const remove = useDeleteSpace(spaceId);
  const [confirmName, setConfirmName] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const fieldError = (field: string) =>
    isApiError(remove.error)
      ? remove.error.details.find((detail) => detail.field === field)?.message
      : undefined;
  const nameError = fieldError('confirmName');
  const passwordError = fieldError('currentPassword');
  const otherError =
    remove.isError && !nameError && !passwordError
      ? getErrorMessage(remove.error, 'No se pudo eliminar el espacio')
      : null;
  const canSubmit = isSpaceNameConfirmed(confirmName, spaceName) && currentPassword.length > 0;

  const close = (open: boolean) => {
    if (remove.isPending) return;
    if (!open) {
      remove.reset();
      setConfirmName('');
      setCurrentPassword('');
    }
    onOpenChange(open);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    remove.mutate(
      { confirmName, currentPassword },
      {
        onSuccess: ({ data }) => {
          notify.success(
            `${spaceName} se eliminó. Puedes restaurarlo hasta el ${formatSpaceDate(data.restorableUntil, timeZone)}.`,
          );
          // That page refreshes the space lists once it is on screen (useSpaceListsRefreshedOnArrival).
          void navigate(paths.deletedSpaces);
        },
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={close}>
      <DialogContent
        title="Eliminar el espacio"
        description={`Esta acción deja ${spaceName} fuera de línea.`}
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Alert kind="warning" title="Qué pasa al eliminar">
            La página pública y las reservas en línea dejan de funcionar al instante y el equipo pierde el
            acceso. Cada administrador recibirá un correo. Podrás restaurarlo desde «Espacios eliminados»
            durante el plazo de conservación; después se borran sus datos, salvo las historias clínicas
            firmadas, sus adendas y adjuntos y el registro de auditoría, que se conservan como exige la ley.
          </Alert>
          <Input
            label={`Escribe «${spaceName}» para confirmar`}
            value={confirmName}
            onChange={(event) => setConfirmName(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            error={nameError}
            isRequiredMarked
          />
          <PasswordInput
            label="Tu contraseña actual"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            autoComplete="current-password"
            error={passwordError}
            isRequiredMarked
          />
          {otherError && <Alert kind="error">{otherError}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button type="submit" variant="danger" isLoading={remove.isPending} disabled={!canSubmit}>
              Eliminar el espacio
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
