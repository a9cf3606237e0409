import { ChangePasswordFormSchema } from '@citavet/domain/auth/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { useButtonFeedback } from '@/components/ui/use-button-feedback';
import { getErrorMessage } from '@/lib/api-error';
import { useChangePassword } from '../api/change-password';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const buttonState = useButtonFeedback(change);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }, { onSuccess: () => reset(emptyForm) }),
      )}
    >
      {change.isSuccess && (
        <Alert kind="success" onClose={change.reset}>
          Contraseña actualizada exitosamente
        </Alert>
      )}
      {change.isError && (
        <Alert kind="error" onClose={change.reset}>
          {getErrorMessage(change.error, 'Error al actualizar la contraseña')}
        </Alert>
      )}
      <PasswordInput
        label="Contraseña actual"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordInput
        label="Nueva contraseña"
        autoComplete="new-password"
        helperText="Mínimo 8 caracteres. Se cerrará la sesión en tus otros dispositivos."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordInput
        label="Confirmar nueva contraseña"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="flex justify-end">
        <Button type="submit" state={buttonState}>
          Actualizar contraseña
        </Button>
      </div>
    </form>
  );
}
