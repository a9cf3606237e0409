import { Input } from '@/components/ui/input';
import type { ClientStepForm } from './client-step-form';

/**
 * The client's name, phone and e-mail as the appointment's client step asks them: for a new client,
 * an edited booking's contact, and an internal booking. One block so the three never drift apart.
 */
export function ClientContactFields({ form }: { form: ClientStepForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
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
    </>
  );
}
