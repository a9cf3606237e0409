import {
  RESET_LINK_INVALID_MESSAGE,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
} from '@citavet/domain/auth/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Link2Off } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { AuthLink } from './auth-link';

interface ResetPasswordFormProps {
  token: string | null;
}

export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!token || !ResetPasswordSchema.shape.token.safeParse(token).success) {
    return (
      <div className="space-y-6 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-error/10 text-error">
          <Link2Off className="size-6" aria-hidden />
        </div>
        <p className="text-sm text-slate-600" role="alert">
          {RESET_LINK_INVALID_MESSAGE}. Solicita uno nuevo para continuar.
        </p>
        <Link to={paths.forgotPassword} className={buttonStyles({ variant: 'primary', isFullWidth: true })}>
          Solicitar un enlace nuevo
        </Link>
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="space-y-6 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck className="size-6" aria-hidden />
        </div>
        <p className="text-sm text-slate-600" role="status">
          {reset.data ?? 'Tu contraseña se actualizó. Ya puedes iniciar sesión con la nueva contraseña.'}
        </p>
        <Link
          to={paths.login}
          className={buttonStyles({ variant: 'primary', size: 'lg', isFullWidth: true })}
        >
          Iniciar Sesión
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(({ password }) => reset.mutate({ token, password }))}
    >
      {reset.isError && (
        <Alert kind="error" title="No se pudo restablecer la contraseña">
          {getErrorMessage(reset.error, RESET_LINK_INVALID_MESSAGE)}{' '}
          <AuthLink to={paths.forgotPassword}>Solicitar un enlace nuevo</AuthLink>
        </Alert>
      )}
      <PasswordInput
        label="Nueva contraseña"
        autoComplete="new-password"
        helperText="Mínimo 8 caracteres"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordInput
        label="Confirmar contraseña"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={reset.isPending}>
        Guardar nueva contraseña
      </Button>
    </form>
  );
}
