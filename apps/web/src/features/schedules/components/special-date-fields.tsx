import { Controller } from 'react-hook-form';
import type { HostOption } from '@/api/get-host-options';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { SpecialDateFormApi } from './use-special-date-form';

const END_OF_DAY = '24:00';
const CLINIC = '';

/** Extra hours or the day's hours instead of the week's. */
export function SpecialDateKindField({ form }: { form: SpecialDateFormApi }) {
  return (
    <Controller
      control={form.control}
      name="kind"
      render={({ field }) => (
        <Select
          label="Tipo"
          id="fecha-especial-tipo"
          options={[
            { value: 'ADD', label: 'Horas extra (además del horario semanal)' },
            { value: 'REPLACE', label: 'Cambiar el horario de ese día' },
          ]}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          error={form.formState.errors.kind?.message}
        />
      )}
    />
  );
}

/** Whose hours: the whole clinic or one professional (an admin's choice). */
export function SpecialDateHostField({
  form,
  hosts,
}: {
  form: SpecialDateFormApi;
  hosts: readonly HostOption[];
}) {
  return (
    <Controller
      control={form.control}
      name="hostId"
      render={({ field }) => (
        <Select
          label="Para"
          id="fecha-especial-para"
          options={[
            { value: CLINIC, label: 'Toda la clínica' },
            ...hosts.map((host) => ({ value: host.id, label: host.name })),
          ]}
          value={field.value ?? CLINIC}
          onChange={(event) => field.onChange(event.target.value === CLINIC ? null : event.target.value)}
          error={form.formState.errors.hostId?.message}
        />
      )}
    />
  );
}

/** From and to; the end may be the end of the day (24:00), which a time input cannot hold. */
export function SpecialDateTimeFields({ form }: { form: SpecialDateFormApi }) {
  const { register, setValue, watch } = form;
  const errors = form.formState.errors;
  const isToEndOfDay = watch('endTime') === END_OF_DAY;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Desde"
          id="fecha-especial-desde"
          type="time"
          step={15 * 60}
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        {isToEndOfDay ? (
          <Input key="fin-del-dia" label="Hasta" id="fecha-especial-hasta" value="24:00" readOnly disabled />
        ) : (
          <Input
            key="hora-de-fin"
            label="Hasta"
            id="fecha-especial-hasta"
            type="time"
            step={15 * 60}
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        )}
      </div>
      <Checkbox
        id="fecha-especial-medianoche"
        label="Hasta el final del día (24:00)"
        checked={isToEndOfDay}
        onCheckedChange={(checked) =>
          setValue('endTime', checked ? END_OF_DAY : '23:00', { shouldValidate: false })
        }
      />
      {errors.endTime?.message && isToEndOfDay && (
        <p className="text-sm text-error" role="alert">
          {errors.endTime.message}
        </p>
      )}
    </>
  );
}
