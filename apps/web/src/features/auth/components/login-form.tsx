import { LoginSchema } from '@citavet/domain/auth/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useLogin } from '../api/login';
import { AuthLink } from './auth-link';

export function LoginForm() {
  const login = useLogin();
  // Keeps the `redirect` parameter when switching to registration, so the visitor still returns.
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const registerPath = redirect
    ? `${paths.register}?redirect=${encodeURIComponent(redirect)}`
    : paths.register;
  // "Recordarme" has no behaviour: sessions already survive a reload through storage.
  const [isRemembered, setIsRemembered] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LoginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit((values) => login.mutate(values))}>
      {login.isError &&
        (isApiError(login.error) && login.error.code === 'SIGN_IN_LINK_SENT' ? (
          // Strangers are guessing this account's password from elsewhere: a new browser waits,
          // but the account's inbox got a one-time link that skips the wait.
          <Alert kind="info" title="Revisa tu email" onClose={login.reset}>
            {getErrorMessage(login.error, 'Te enviamos un enlace para entrar sin esperar.')}
          </Alert>
        ) : (
          <Alert kind="error" title="Error de autenticación" onClose={login.reset}>
            {getErrorMessage(login.error, 'Error al iniciar sesión')}
          </Alert>
        ))}
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="tu@clinica.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordInput
        label="Contraseña"
        autoComplete="current-password"
        placeholder="••••••••"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          id="recordarme"
          label="Recordarme"
          checked={isRemembered}
          onCheckedChange={setIsRemembered}
        />
        <AuthLink to={paths.forgotPassword} className="text-sm">
          ¿Olvidaste tu contraseña?
        </AuthLink>
      </div>
      <Button type="submit" size="lg" isFullWidth isLoading={login.isPending} disabled={hasErrors}>
        Iniciar Sesión
      </Button>
      <p className="text-center text-sm text-slate-600">
        ¿No tienes una cuenta? <AuthLink to={registerPath}>Regístrate gratis</AuthLink>
      </p>
    </form>
  );
}
