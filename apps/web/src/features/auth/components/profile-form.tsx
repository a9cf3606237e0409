import { CURRENT_PASSWORD_REQUIRED_MESSAGE, UpdateProfileSchema } from '@citavet/domain/auth/auth.schema';
import type { Profile } from '@citavet/domain/users/user.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useButtonFeedback } from '@/components/ui/use-button-feedback';
import { getErrorMessage } from '@/lib/api-error';
import { useUpdateProfile } from '../api/update-profile';

/** A saved profile reloads the page after 2 seconds, so every screen shows the new data. */
export const PROFILE_RELOAD_DELAY_MS = 2000;

interface ProfileFormProps {
  user: Profile;
}

export function ProfileForm({ user }: ProfileFormProps) {
  const update = useUpdateProfile();
  const buttonState = useButtonFeedback(update, PROFILE_RELOAD_DELAY_MS + 1000);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(UpdateProfileSchema),
    mode: 'onTouched',
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone ?? '',
      licenseNumber: user.licenseNumber ?? '',
      currentPassword: '',
    },
  });
  // A new address needs the password and a click in the e-mail sent to it (docs/decisions/022-email-verification.md).
  const isEmailChanging = watch('email').trim().toLowerCase() !== user.email.toLowerCase();
  const emailChangeMessage =
    update.isSuccess && update.data.profile.pendingEmail ? update.data.message : null;

  useEffect(() => {
    // The spec's reload shows the new data everywhere; a pending address change has nothing new yet.
    if (!update.isSuccess || emailChangeMessage) return;
    const timer = setTimeout(() => window.location.reload(), PROFILE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [update.isSuccess, emailChangeMessage]);

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(({ name, email, phone, licenseNumber, currentPassword }) => {
        if (isEmailChanging && !currentPassword) {
          setError('currentPassword', { message: CURRENT_PASSWORD_REQUIRED_MESSAGE });
          return;
        }
        update.mutate({
          name,
          email,
          phone: phone || null,
          licenseNumber: licenseNumber || null,
          ...(isEmailChanging ? { currentPassword } : {}),
        });
      })}
    >
      {update.isSuccess && (
        <Alert kind="success">{emailChangeMessage ?? 'Perfil actualizado exitosamente'}</Alert>
      )}
      {!update.isSuccess && user.pendingEmail && (
        <Alert kind="info">
          Cambio de email pendiente: abre el enlace que enviamos a {user.pendingEmail} para confirmarlo.
        </Alert>
      )}
      {update.isError && (
        <Alert kind="error" onClose={update.reset}>
          {getErrorMessage(update.error, 'Error al actualizar el perfil')}
        </Alert>
      )}
      <Input
        label="Nombre"
        autoComplete="name"
        isRequiredMarked
        error={errors.name?.message}
        {...register('name')}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        isRequiredMarked
        error={errors.email?.message}
        {...register('email')}
      />
      {isEmailChanging && (
        <PasswordInput
          label="Contraseña actual"
          autoComplete="current-password"
          helperText="Para cambiar el email confirma tu contraseña. El cambio se aplica al abrir el enlace que enviaremos a la nueva dirección."
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <Input
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        helperText="Opcional. Solo números, espacios, guiones, paréntesis y un + inicial."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Input
        label="Matrícula profesional"
        autoComplete="off"
        helperText="Opcional. Se imprime en las recetas que firmas."
        error={errors.licenseNumber?.message}
        {...register('licenseNumber')}
      />
      <div className="flex justify-end">
        <Button type="submit" state={buttonState} disabled={!isDirty}>
          {buttonState === 'success' ? 'Guardado' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}
