import type { Service } from '@citavet/domain/services/service.schema';
import { Controller } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-error';
import { formatPrice } from '../schedule-format';
import { weekdayOptions } from '../weekdays';
import type { ScheduleFormState } from './use-schedule-form';

const END_OF_DAY = '24:00';

/** The timeline editor snaps to 15 minutes; the time pickers step the same way. */
const TIME_STEP_SECONDS = 15 * 60;

type Form = ScheduleFormState['form'];

/** Who works the range: an admin picks a member of the team. */
export function ScheduleHostField({
  form,
  hostsQuery,
  hosts,
}: Omit<ScheduleFormState, 'creation' | 'submit'>) {
  const errors = form.formState.errors;
  return (
    // Controlled: a registered native select can lose its initial option before the options mount.
    <Controller
      control={form.control}
      name="hostId"
      render={({ field }) => (
        <Select
          label="Miembro del equipo"
          id="horario-miembro"
          placeholder={hostsQuery.isPending ? 'Cargando miembros...' : 'Selecciona un miembro'}
          options={hosts.map((host) => ({ value: host.id, label: `${host.name} (${host.email})` }))}
          disabled={hostsQuery.isPending}
          error={
            errors.hostId?.message ??
            (hostsQuery.isError
              ? getErrorMessage(hostsQuery.error, 'No se pudieron cargar los miembros del equipo')
              : undefined)
          }
          {...field}
          value={field.value ?? ''}
        />
      )}
    />
  );
}

/** The weekday and the range's start and end; the end may be midnight (24:00). */
export function ScheduleWhenFields({ form }: { form: Form }) {
  const { control, register } = form;
  const errors = form.formState.errors;
  return (
    <>
      <Controller
        control={control}
        name="dayOfWeek"
        render={({ field }) => (
          <Select
            label="Día"
            id="horario-dia"
            options={weekdayOptions}
            error={errors.dayOfWeek?.message}
            {...field}
            value={String(field.value)}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-4">
        <Input
          label="Hora de inicio"
          id="horario-inicio"
          type="time"
          step={TIME_STEP_SECONDS}
          isRequiredMarked
          className="tabular-nums"
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <Controller
          control={control}
          name="endTime"
          render={({ field }) => (
            <div className="space-y-2">
              <Input
                label="Hora de fin"
                id="horario-fin"
                type="time"
                step={TIME_STEP_SECONDS}
                isRequiredMarked
                className="tabular-nums"
                error={errors.endTime?.message}
                disabled={field.value === END_OF_DAY}
                name={field.name}
                onBlur={field.onBlur}
                onChange={field.onChange}
                value={field.value === END_OF_DAY ? '' : field.value}
              />
              {/* A time input cannot hold 24:00: 24-hour and night clinics tick this instead. */}
              <Checkbox
                id="horario-fin-dia"
                label="Hasta las 24:00"
                checked={field.value === END_OF_DAY}
                onCheckedChange={(isChecked) => field.onChange(isChecked ? END_OF_DAY : '')}
              />
            </div>
          )}
        />
      </div>
    </>
  );
}

/** The range's own price (empty: the service's) and whether it offers slots. */
export function SchedulePriceAndStateFields({ form, service }: { form: Form; service: Service }) {
  const errors = form.formState.errors;
  return (
    <>
      <Input
        label="Precio personalizado"
        id="horario-precio"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder={service.price.toFixed(2)}
        className="tabular-nums"
        helperText={`Déjalo vacío para usar el precio del servicio (${formatPrice(service.price, service.currency)}).`}
        error={errors.customPrice?.message}
        {...form.register('customPrice')}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field: { value, onChange, onBlur } }) => (
          <Checkbox
            id="horario-activo"
            label="Horario activo"
            helperText="Solo los horarios activos ofrecen turnos."
            checked={value ?? true}
            onCheckedChange={onChange}
            onBlur={onBlur}
          />
        )}
      />
    </>
  );
}
