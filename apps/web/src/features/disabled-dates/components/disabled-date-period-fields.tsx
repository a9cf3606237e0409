import type { ChangeEvent } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import type { DisabledDateFormValues } from '../disabled-date-form-schema';

/** The blocked times are minutes of the clinic's day; a step of 15 keeps the pickers short. */
const TIME_STEP_SECONDS = 15 * 60;

interface DisabledDatePeriodFieldsProps {
  control: Control<DisabledDateFormValues>;
  register: UseFormRegister<DisabledDateFormValues>;
  errors: FieldErrors<DisabledDateFormValues>;
  isAllDay: boolean;
  /** Turning 'Todo el día' on hides the times, so their messages go too. */
  onAllDayChange: (isAllDay: boolean) => void;
  /** A start after the end drags the end along, rather than flag a range the user is still typing. */
  onStartDateChange: (startDate: string) => void;
}

/**
 * Start and end days, 'Todo el día', and the times when it is off, all read in the space's zone.
 * Start-before-end is reported on the start date, so changing any other bound re-checks it there.
 */
export function DisabledDatePeriodFields({
  control,
  register,
  errors,
  isAllDay,
  onAllDayChange,
  onStartDateChange,
}: DisabledDatePeriodFieldsProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">Periodo</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Fecha de inicio"
          id="fecha-deshabilitada-inicio"
          type="date"
          className="tabular-nums"
          error={errors.startDate?.message}
          {...register('startDate', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => onStartDateChange(event.target.value),
          })}
        />
        <Input
          label="Fecha de fin"
          id="fecha-deshabilitada-fin"
          type="date"
          className="tabular-nums"
          error={errors.endDate?.message}
          {...register('endDate', { deps: 'startDate' })}
        />
      </div>
      <Controller
        control={control}
        name="isAllDay"
        render={({ field: { value, onBlur } }) => (
          <Checkbox
            id="fecha-deshabilitada-todo-el-dia"
            label="Todo el día"
            helperText={
              value
                ? 'Bloquea los días completos, de las 00:00 del primero a las 24:00 del último.'
                : undefined
            }
            checked={value}
            onCheckedChange={onAllDayChange}
            onBlur={onBlur}
          />
        )}
      />
      {!isAllDay && (
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Hora de inicio"
            id="fecha-deshabilitada-hora-inicio"
            type="time"
            step={TIME_STEP_SECONDS}
            className="tabular-nums"
            error={errors.startTime?.message}
            {...register('startTime', { deps: 'startDate' })}
          />
          <Input
            label="Hora de fin"
            id="fecha-deshabilitada-hora-fin"
            type="time"
            step={TIME_STEP_SECONDS}
            className="tabular-nums"
            error={errors.endTime?.message}
            {...register('endTime', { deps: 'startDate' })}
          />
        </div>
      )}
    </fieldset>
  );
}
