import { RegisterFormSchema } from '@citavet/domain/auth/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useRegister } from '../api/register';
import { AuthLink } from './auth-link';

const legalLinkClasses = 'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';

/** An invitation link pre-fills (and locks) the invited address: that account is the one to accept it. */
function useInvitedEmail(): string {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  return z.email().safeParse(email).success ? email : '';
}

/** Keeps the `redirect` parameter when switching to the sign-in page, so the visitor still returns. */
function useLoginPath(): string {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login;
}

export function RegisterForm() {
  const registration = useRegister();
  const invitedEmail = useInvitedEmail();
  const loginPath = useLoginPath();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RegisterFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: invitedEmail, password: '', confirmPassword: '', phone: '' },
  });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(({ name, email, password, phone }) =>
        registration.mutate({ name, email, password, role: 'HOST', phone: phone || undefined }),
      )}
    >
      {registration.isError && (
        <Alert kind="error" title="Error al crear cuenta" onClose={registration.reset}>
          {getErrorMessage(registration.error, 'Error al crear cuenta')}
        </Alert>
      )}
      <Input
        label="Nombre completo"
        id="nombre"
        autoComplete="name"
        placeholder="Ana Martínez"
        error={errors.name?.message}
        {...register('name')}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="tu@clinica.com"
        readOnly={Boolean(invitedEmail)}
        trailing={invitedEmail ? <Lock className="mr-2.5 size-4 text-slate-400" aria-hidden /> : undefined}
        helperText={invitedEmail ? 'El email al que llegó tu invitación' : undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput
          label="Contraseña"
          autoComplete="new-password"
          error={errors.password?.message}
          helperText="Mínimo 8 caracteres"
          {...register('password')}
        />
        <PasswordInput
          label="Confirmar contraseña"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <Input
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+34 600 123 456"
        helperText="Opcional"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <Checkbox
            id="aceptar-terminos"
            name={field.name}
            checked={field.value === true}
            // The schema only accepts `true`; an unticked box is "no answer", which it rejects.
            onCheckedChange={(isChecked) => field.onChange(isChecked ? true : undefined)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            label={
              <>
                Acepto los{' '}
                <Link to={paths.terms} target="_blank" className={legalLinkClasses}>
                  Términos y Condiciones
                </Link>{' '}
                y la{' '}
                <Link to={paths.privacy} target="_blank" className={legalLinkClasses}>
                  Política de Privacidad
                </Link>
              </>
            }
          />
        )}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={registration.isPending} disabled={hasErrors}>
        Crear cuenta
      </Button>
      <p className="text-center text-sm text-slate-600">
        ¿Ya tienes una cuenta? <AuthLink to={loginPath}>Inicia sesión</AuthLink>
      </p>
    </form>
  );
}
