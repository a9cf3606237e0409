import type { Service } from '@citavet/domain/services/service.schema';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldMessage } from '@/components/ui/field-message';
import { getErrorMessage } from '@/lib/api-error';
import type { DisabledDateFormValues, ServiceMode } from '../disabled-date-form-schema';

const modeChoices = [
  { value: 'ALL', label: 'Todos los servicios' },
  { value: 'SOME', label: 'Solo algunos servicios' },
] as const satisfies readonly { value: ServiceMode; label: string }[];

interface DisabledDateServiceFieldsProps {
  control: Control<DisabledDateFormValues>;
  errors: FieldErrors<DisabledDateFormValues>;
  mode: ServiceMode;
  onModeChange: (mode: ServiceMode) => void;
  services: readonly Pick<Service, 'id' | 'name'>[];
  isLoadingServices: boolean;
  servicesError: unknown;
}

/** Which services the closure closes: all of them, or those chosen (a holiday that keeps the emergencies). */
export function DisabledDateServiceFields({
  control,
  errors,
  mode,
  onModeChange,
  services,
  isLoadingServices,
  servicesError,
}: DisabledDateServiceFieldsProps) {
  const error = errors.serviceIds?.message;
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? 'fecha-deshabilitada-servicios-error' : undefined}
    >
      <legend className="text-sm font-medium text-slate-700">Servicios que cierra</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {modeChoices.map((choice) => (
          <label
            key={choice.value}
            className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700"
          >
            <input
              type="radio"
              name="serviceMode"
              value={choice.value}
              checked={mode === choice.value}
              onChange={() => onModeChange(choice.value)}
              className="size-4 accent-primary"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {mode === 'SOME' && (
        <div className="space-y-2 rounded-control border border-slate-200 p-3">
          {isLoadingServices && <p className="text-sm text-slate-600">Cargando servicios...</p>}
          {Boolean(servicesError) && (
            <p className="text-sm text-error" role="alert">
              {getErrorMessage(servicesError, 'No se pudieron cargar los servicios')}
            </p>
          )}
          {!isLoadingServices && !servicesError && services.length === 0 && (
            <p className="text-sm text-slate-600">El espacio aún no tiene servicios.</p>
          )}
          <Controller
            control={control}
            name="serviceIds"
            render={({ field: { value, onChange } }) => (
              <div className="grid gap-2 sm:grid-cols-2">
                {services.map((service) => (
                  <Checkbox
                    key={service.id}
                    id={`fecha-deshabilitada-servicio-${service.id}`}
                    label={service.name}
                    checked={value.includes(service.id)}
                    onCheckedChange={(checked) =>
                      onChange(checked ? [...value, service.id] : value.filter((id) => id !== service.id))
                    }
                  />
                ))}
              </div>
            )}
          />
        </div>
      )}
      {error && <FieldMessage fieldId="fecha-deshabilitada-servicios" error={error} />}
    </fieldset>
  );
}
