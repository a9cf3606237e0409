import {
  DURATION_HINT,
  MAX_SERVICE_DURATION,
  MIN_SERVICE_DURATION,
} from '@citavet/domain/services/service.schema';
import {
  SETUP_SERVICE_FORM_DEFAULTS,
  type SetupServiceForm,
  SetupServiceFormSchema,
  type SetupServiceFormValues,
} from '@citavet/domain/services/setup-service-form.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateService } from '../api/create-service';
import { useSpaceDefaultCurrency } from '../api/get-space-time-zone';
import { refreshSetupStatus } from '../api/setup-status-key';
import { createServiceErrorMessage, SETUP_MESSAGES } from '../setup-error-messages';
import { StepCard } from './step-card';

interface ServiceStepProps {
  spaceId: string | undefined;
}

/** Step 3 'Servicios': the first service, with the price and duration clients will book. */
export function ServiceStep({ spaceId }: ServiceStepProps) {
  const queryClient = useQueryClient();
  const createService = useCreateService();
  const currency = useSpaceDefaultCurrency(spaceId).data;
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetupServiceFormValues, unknown, SetupServiceForm>({
    resolver: zodResolver(SetupServiceFormSchema),
    mode: 'onTouched',
    defaultValues: SETUP_SERVICE_FORM_DEFAULTS,
  });
  const hasErrors = Object.keys(errors).length > 0;

  const submit = handleSubmit(async (service) => {
    setErrorMessage(null);
    if (!spaceId) {
      setErrorMessage(SETUP_MESSAGES.noSpaces);
      return;
    }
    try {
      await createService.mutateAsync({ spaceId, service });
    } catch (error) {
      setErrorMessage(createServiceErrorMessage(error));
      return;
    }
    await refreshSetupStatus(queryClient);
  });

  return (
    <StepCard
      icon={Stethoscope}
      title="Crea tu primer servicio"
      description="Define una consulta o tratamiento que tus clientes podrán reservar. Podrás añadir más después."
    >
      <form noValidate className="space-y-5" onSubmit={submit}>
        {errorMessage && (
          <Alert kind="error" title="No se pudo crear el servicio" onClose={() => setErrorMessage(null)}>
            {errorMessage}
          </Alert>
        )}
        <Input
          label="Nombre del servicio"
          isRequiredMarked
          placeholder="Consulta general"
          error={errors.name?.message}
          {...register('name')}
        />
        <Textarea
          label="Descripción del servicio"
          placeholder="Revisión completa, vacunas al día y consejos de cuidado"
          helperText="Opcional"
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="Precio"
            isRequiredMarked
            // Text, not type="number": a number field in some browsers reads '35,50' as 3550.
            inputMode="decimal"
            autoComplete="off"
            placeholder="35,00"
            helperText={currency ? `En ${currency}` : 'En la moneda de tu veterinaria'}
            className="tabular-nums"
            error={errors.price?.message}
            {...register('price')}
          />
          <Input
            label="Duración (minutos)"
            id="duracion"
            isRequiredMarked
            type="number"
            inputMode="numeric"
            min={MIN_SERVICE_DURATION}
            max={MAX_SERVICE_DURATION}
            step={1}
            helperText={DURATION_HINT}
            className="tabular-nums"
            error={errors.duration?.message}
            {...register('duration')}
          />
        </div>
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button
            type="submit"
            size="lg"
            isLoading={createService.isPending}
            state={createService.isSuccess ? 'success' : 'idle'}
            disabled={hasErrors}
            className="w-full sm:w-auto"
          >
            Crear servicio
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        </div>
      </form>
    </StepCard>
  );
}
