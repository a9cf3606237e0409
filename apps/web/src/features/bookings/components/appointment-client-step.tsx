import type {
  AppointmentClientStepSchema,
  AppointmentClientStep as ClientStepOutput,
} from '@citavet/domain/bookings/appointment-form.schema';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export type ClientStepValues = z.input<typeof AppointmentClientStepSchema>;
export type ClientStepForm = UseFormReturn<ClientStepValues, unknown, ClientStepOutput>;

/** Step 2 'Información del Cliente': only the name is required. */
export function AppointmentClientStep({ form }: { form: ClientStepForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="space-y-4">
      <Input
        label="Nombre del cliente"
        id="cita-cliente"
        autoComplete="off"
        isRequiredMarked
        error={errors.client?.message}
        {...register('client')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Teléfono"
          id="cita-telefono"
          type="tel"
          autoComplete="off"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Input
          label="Email"
          id="cita-email"
          type="email"
          autoComplete="off"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Textarea label="Notas" id="cita-notas" error={errors.notes?.message} {...register('notes')} />
    </div>
  );
}
