import { ForgotPasswordSchema } from '@citavet/domain/auth/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLink } from './auth-link';

// The API answers the same whether or not the address has an account, and so does this screen.
const NEUTRAL_CONFIRMATION =
  'Si el email está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada y la carpeta de spam.';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ForgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <div className="space-y-6 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
          <MailCheck className="size-6" aria-hidden />
        </div>
        <div className="space-y-2" role="status">
          <p className="font-semibold text-slate-900">Revisa tu correo</p>
          <p className="text-sm leading-relaxed text-slate-600">{request.data ?? NEUTRAL_CONFIRMATION}</p>
          <p className="text-sm text-slate-500">El enlace caduca pronto y solo puede usarse una vez.</p>
        </div>
        <div className="flex flex-col gap-2">
          <Button variant="outline" isFullWidth onClick={() => request.mutate({ email: getValues('email') })}>
            Enviar de nuevo
          </Button>
          <AuthLink to={paths.login} className="inline-flex items-center justify-center gap-1.5 text-sm">
            <ArrowLeft className="size-4" aria-hidden />
            Volver a iniciar sesión
          </AuthLink>
        </div>
      </div>
    );
  }

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit((values) => request.mutate(values))}>
      {request.isError && (
        <Alert kind="error" title="No se pudo enviar el enlace" onClose={request.reset}>
          {getErrorMessage(request.error, 'Error al solicitar el enlace. Intenta nuevamente.')}
        </Alert>
      )}
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="tu@clinica.com"
        error={errors.email?.message}
        helperText="El email con el que creaste tu cuenta"
        {...register('email')}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={request.isPending}>
        Enviar enlace
      </Button>
      <p className="text-center text-sm text-slate-600">
        ¿La recordaste? <AuthLink to={paths.login}>Inicia sesión</AuthLink>
      </p>
    </form>
  );
}
