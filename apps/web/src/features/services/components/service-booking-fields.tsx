import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import type { ServiceFormValues } from '../service-form-schema';

type FlagField =
  | 'isActive'
  | 'isBookableByClients'
  | 'requiresApproval'
  | 'allowRescheduling'
  | 'allowCancellation';

const flags: { field: FlagField; label: string; helperText: string }[] = [
  {
    field: 'isActive',
    label: 'Servicio activo',
    helperText: 'Los servicios inactivos no se pueden reservar.',
  },
  {
    field: 'isBookableByClients',
    label: 'Reservable por clientes',
    helperText: 'Aparece en tu página pública de reservas.',
  },
  {
    field: 'requiresApproval',
    label: 'Requiere aprobación',
    helperText: 'Las reservas quedan pendientes hasta que las confirmes.',
  },
  {
    field: 'allowRescheduling',
    label: 'Permite reprogramar',
    helperText: 'El cliente puede cambiar la hora.',
  },
  { field: 'allowCancellation', label: 'Permite cancelar', helperText: 'El cliente puede cancelar su cita.' },
];

interface ServiceBookingFieldsProps {
  control: Control<ServiceFormValues, unknown, unknown>;
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
}

/** The booking rules of a service (its creation flags). */
export function ServiceBookingFields({ control, register, errors }: ServiceBookingFieldsProps) {
  return (
    <fieldset className="space-y-4 rounded-card border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Reservas</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {flags.map(({ field, label, helperText }) => (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: { value, onChange, onBlur } }) => (
              <Checkbox
                id={`servicio-${field}`}
                label={label}
                helperText={helperText}
                checked={value}
                onCheckedChange={onChange}
                onBlur={onBlur}
              />
            )}
          />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Antelación mínima (horas)"
          id="servicio-antelacion-minima"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="tabular-nums"
          helperText="Horas de aviso que necesitas antes de una cita."
          error={errors.minAdvanceBooking?.message}
          {...register('minAdvanceBooking', { valueAsNumber: true })}
        />
        <Input
          label="Antelación máxima (días)"
          id="servicio-antelacion-maxima"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="tabular-nums"
          helperText="Déjalo vacío para no poner límite."
          error={errors.maxAdvanceBooking?.message}
          {...register('maxAdvanceBooking')}
        />
        <Input
          label="Intervalo entre horarios (minutos)"
          id="servicio-intervalo"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="tabular-nums"
          helperText="Cada cuánto empieza un horario. Vacío: cada duración."
          error={errors.slotStep?.message}
          {...register('slotStep')}
        />
        <Input
          label="Máximo de citas por día"
          id="servicio-maximo-diario"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="tabular-nums"
          helperText="Déjalo vacío para no poner límite."
          error={errors.dailyCap?.message}
          {...register('dailyCap')}
        />
        <Input
          label="Margen previo (minutos)"
          id="servicio-margen-previo"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="tabular-nums"
          helperText="Preparación antes de la cita; el cliente no lo ve."
          error={errors.bufferBefore?.message}
          {...register('bufferBefore', { valueAsNumber: true })}
        />
        <Input
          label="Margen posterior (minutos)"
          id="servicio-margen-posterior"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="tabular-nums"
          helperText="Limpieza después de la cita; el cliente no lo ve."
          error={errors.bufferAfter?.message}
          {...register('bufferAfter', { valueAsNumber: true })}
        />
      </div>
    </fieldset>
  );
}
