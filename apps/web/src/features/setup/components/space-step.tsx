import { CURRENCY_OPTIONS } from '@citavet/domain/services/currency-labels';
import { suggestCurrency } from '@citavet/domain/services/suggest-currency';
import { CreateSpaceSchema } from '@citavet/domain/spaces/space.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Building2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { uploadSpaceLogo } from '@/api/upload-space-logo';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { markFieldErrors } from '@/lib/form-field-errors';
import { useCreateSpace } from '../api/create-space';
import { refreshSetupStatus } from '../api/setup-status-key';
import { createSpaceErrorMessage } from '../setup-error-messages';
import { LogoPicker } from './logo-picker';
import { StepCard } from './step-card';

const SpaceFormSchema = CreateSpaceSchema.pick({
  name: true,
  description: true,
  phone: true,
  email: true,
}).extend({ defaultCurrency: CreateSpaceSchema.shape.defaultCurrency.unwrap() });

/** The wizard does not ask the country, so the browser's languages propose the currency. */
function browserCurrency() {
  return suggestCurrency({ locales: typeof navigator === 'undefined' ? [] : navigator.languages });
}

/** The clinic is created in the browser's zone; settings can change it later. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Step 1 'Veterinaria': creates the space (its creator becomes ADMIN), then uploads the logo if any. */
export function SpaceStep() {
  const queryClient = useQueryClient();
  const createSpace = useCreateSpace();
  const [logo, setLogo] = useState<File | null>(null);
  const [isUploadingLogo, setIsUploadingLogo] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SpaceFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', description: '', phone: '', email: '', defaultCurrency: browserCurrency() },
  });
  const hasErrors = Object.keys(errors).length > 0;
  const isSaving = createSpace.isPending || isUploadingLogo;

  const submit = handleSubmit(async (values) => {
    let spaceId: string;
    try {
      const space = await createSpace.mutateAsync({ ...values, timeZone: browserTimeZone() });
      spaceId = space.id;
    } catch (error) {
      // The alert above the form shows the mapped message; a 400's details also mark their fields.
      markFieldErrors(error, setError, { isField: (name) => name in values });
      return;
    }
    if (logo) {
      setIsUploadingLogo(true);
      try {
        await uploadSpaceLogo(spaceId, logo);
      } catch (error) {
        // The space exists already: a missing logo must not block the setup.
        notify.warning('Tu veterinaria se creó, pero no pudimos subir el logo', {
          description: getErrorMessage(error, 'Podrás subirlo más tarde desde la configuración del espacio.'),
        });
      } finally {
        setIsUploadingLogo(false);
      }
    }
    await refreshSetupStatus(queryClient);
  });

  return (
    <StepCard
      icon={Building2}
      title="Información de tu veterinaria"
      description="Estos datos aparecerán en tu página pública y en las confirmaciones de tus clientes."
    >
      <form noValidate className="space-y-5" onSubmit={submit}>
        {createSpace.isError && (
          <Alert kind="error" title="No se pudo crear la veterinaria" onClose={createSpace.reset}>
            {createSpaceErrorMessage(createSpace.error)}
          </Alert>
        )}
        <Input
          label="Nombre de la veterinaria"
          isRequiredMarked
          placeholder="Veterinaria Central"
          autoComplete="organization"
          error={errors.name?.message}
          {...register('name')}
        />
        <Textarea
          label="Descripción"
          placeholder="Cuéntales a tus clientes qué hace especial a tu clínica"
          helperText="Opcional"
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="Teléfono"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+34 600 123 456"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <Input
            label="Email de contacto"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="contacto@veterinaria.com"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <Controller
          control={control}
          name="defaultCurrency"
          render={({ field }) => (
            <Select
              label="Moneda"
              id="veterinaria-moneda"
              options={CURRENCY_OPTIONS}
              helperText="Tus servicios nuevos tendrán esta moneda; puedes cambiarla en cada servicio."
              error={errors.defaultCurrency?.message}
              {...field}
            />
          )}
        />
        <LogoPicker file={logo} onChange={setLogo} isDisabled={isSaving} />
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button
            type="submit"
            size="lg"
            isLoading={isSaving}
            // Once created, a second click must not create a second clinic while the status refreshes.
            state={createSpace.isSuccess && !isSaving ? 'success' : 'idle'}
            disabled={hasErrors}
            className="w-full sm:w-auto"
          >
            Continuar
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        </div>
      </form>
    </StepCard>
  );
}
