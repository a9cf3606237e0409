import { CURRENT_PASSWORD_REQUIRED_MESSAGE } from '@citavet/domain/auth/auth.schema';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage } from '@/lib/api-error';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountSectionProps {
  /** What happens once the account is gone (sign out and leave the dashboard) is the app's call. */
  onDeleted: () => void;
}

export function DeleteAccountSection({ onDeleted }: DeleteAccountSectionProps) {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const removal = useDeleteAccount();

  const closeConfirm = (isOpen: boolean) => {
    setIsConfirmOpen(isOpen);
    if (!isOpen) {
      removal.reset();
      setCurrentPassword('');
      setPasswordError(null);
    }
  };

  // An open session alone is not enough to erase the account: the password is asked again.
  const confirm = () => {
    if (!currentPassword) {
      setPasswordError(CURRENT_PASSWORD_REQUIRED_MESSAGE);
      return;
    }
    setPasswordError(null);
    removal.mutate({ currentPassword }, { onSuccess: onDeleted });
  };

  return (
    <section
      aria-labelledby="zona-de-peligro"
      className="rounded-card border border-error/30 bg-white p-6 shadow-card"
    >
      <h2 id="zona-de-peligro" className="text-base font-semibold text-red-800">
        Eliminar cuenta
      </h2>
      <p className="mt-1.5 max-w-prose text-sm leading-relaxed text-slate-600">
        Se eliminarán tu cuenta y tus datos personales de forma permanente. Si eres el único administrador de
        un espacio con otros miembros, primero debes transferir la administración.
      </p>
      <Button
        variant="outline"
        className="mt-4 border-error/40! text-error! hover:bg-error/5!"
        icon={<Trash2 className="size-4" aria-hidden />}
        onClick={() => setIsConfirmOpen(true)}
      >
        Eliminar mi cuenta
      </Button>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={closeConfirm}
        title="¿Eliminar tu cuenta?"
        description="Esta acción no se puede deshacer. Perderás el acceso a tus espacios, servicios y citas."
        confirmLabel="Sí, eliminar mi cuenta"
        isDestructive
        isConfirming={removal.isPending}
        errorMessage={removal.isError ? getErrorMessage(removal.error, 'Error al eliminar la cuenta') : null}
        onConfirm={confirm}
      >
        <div className="mt-4">
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            value={currentPassword}
            error={passwordError ?? undefined}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </section>
  );
}
