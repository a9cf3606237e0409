import {
  DURATION_HINT,
  MAX_SERVICE_DURATION,
  MIN_SERVICE_DURATION,
  SERVICE_CURRENCIES,
  type Service,
} from '@citavet/domain/services/service.schema';
import { SERVICE_CATEGORIES, SERVICE_CATEGORY_LABELS } from '@citavet/domain/services/service-category';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-error';
import { ServiceBookingFields } from './service-booking-fields';
import { type ServiceFormApi, useServiceForm } from './use-service-form';

const categoryOptions = [
  { value: '', label: 'Sin categoría' },
  ...SERVICE_CATEGORIES.map((category) => ({ value: category, label: SERVICE_CATEGORY_LABELS[category] })),
];
const currencyOptions = SERVICE_CURRENCIES.map((currency) => ({ value: currency, label: currency }));

interface ServiceFormProps {
  formId: string;
  spaceId: string;
  service: Service | null;
  onDone: () => void;
  renderActions: (state: { isSubmitting: boolean; isSubmitBlocked: boolean }) => ReactNode;
}

export function ServiceForm({ formId, spaceId, service, onDone, renderActions }: ServiceFormProps) {
  const { form, mutation, submit } = useServiceForm({ spaceId, service, onDone });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const isNameBlank = (watch('name') ?? '').trim() === '';
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-5">
      {mutation.isError && (
        <Alert kind="error" onClose={mutation.reset}>
          {getErrorMessage(
            mutation.error,
            service ? 'Error al actualizar servicio' : 'Error al crear servicio',
          )}
        </Alert>
      )}
      <ServiceBasicsFields form={form} />
      <ServiceBookingFields control={control} register={register} errors={errors} />
      {renderActions({ isSubmitting: mutation.isPending, isSubmitBlocked: isNameBlank || hasErrors })}
    </form>
  );
}

/** Name, description, category, length, price and currency. */
function ServiceBasicsFields({ form }: { form: ServiceFormApi }) {
  const { register, control } = form;
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label="Nombre"
        id="servicio-nombre"
        isRequiredMarked
        placeholder="Consulta general"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="space-y-1.5 sm:col-span-2">
        <label htmlFor="servicio-descripcion" className="block text-sm font-medium text-slate-700">
          Descripción
        </label>
        <textarea
          id="servicio-descripcion"
          rows={3}
          placeholder="Qué incluye el servicio"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'servicio-descripcion-error' : undefined}
          className="block w-full rounded-control border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 focus:border-primary focus:outline-2 focus:outline-primary sm:text-sm"
          {...register('description')}
        />
        {errors.description && (
          <p id="servicio-descripcion-error" className="text-sm text-error">
            {errors.description.message}
          </p>
        )}
      </div>
      {/* Controlled: a registered native select can lose its initial option before the options mount. */}
      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <Select
            label="Categoría"
            id="servicio-categoria"
            options={categoryOptions}
            error={errors.category?.message}
            {...field}
            value={field.value ?? ''}
          />
        )}
      />
      <Input
        label="Duración (minutos)"
        id="servicio-duracion"
        type="number"
        inputMode="numeric"
        min={MIN_SERVICE_DURATION}
        max={MAX_SERVICE_DURATION}
        step={1}
        helperText={DURATION_HINT}
        isRequiredMarked
        className="tabular-nums"
        error={errors.duration?.message}
        {...register('duration', { valueAsNumber: true })}
      />
      <Input
        label="Precio"
        id="servicio-precio"
        // Text, not type="number": a number field in some browsers reads '35,50' as 3550.
        inputMode="decimal"
        autoComplete="off"
        isRequiredMarked
        className="tabular-nums"
        error={errors.price?.message}
        {...register('price')}
      />
      <Controller
        control={control}
        name="currency"
        render={({ field }) => (
          <Select
            label="Moneda"
            id="servicio-moneda"
            options={currencyOptions}
            error={errors.currency?.message}
            {...field}
          />
        )}
      />
    </div>
  );
}
