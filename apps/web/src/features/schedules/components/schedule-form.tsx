import {
  createNewScheduleFormSchema,
  type NewScheduleFormValues,
} from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useHostOptions } from '@/api/get-host-options';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useCreateSchedule } from '../api/create-schedule';
import { formatPrice } from '../schedule-format';
import { weekdayOptions } from '../weekdays';

const END_OF_DAY = '24:00';

/** The timeline editor snaps to 15 minutes; the time pickers step the same way. */
const TIME_STEP_SECONDS = 15 * 60;

interface ScheduleFormProps {
  formId: string;
  spaceId: string;
  service: Service;
  /** An admin assigns the range to any member; anyone else's range is always their own. */
  isAdmin: boolean;
  onDone: () => void;
  renderActions: (state: { isSubmitting: boolean; isSubmitBlocked: boolean }) => ReactNode;
}

export function ScheduleForm({
  formId,
  spaceId,
  service,
  isAdmin,
  onDone,
  renderActions,
}: ScheduleFormProps) {
  const creation = useCreateSchedule(service.id);
  const hostsQuery = useHostOptions(spaceId, { isEnabled: isAdmin });
  const schema = useMemo(() => createNewScheduleFormSchema({ mustChooseHost: isAdmin }), [isAdmin]);
  const defaultValues: NewScheduleFormValues = {
    hostId: '',
    dayOfWeek: '1',
    startTime: '',
    endTime: '',
    customPrice: '',
    isActive: true,
  };
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  const hosts = hostsQuery.data ?? [];
  const onlyHostId = hosts.length === 1 ? hosts[0]?.id : undefined;
  // With a single member there is nobody else to choose: pick them so the admin need not.
  useEffect(() => {
    if (onlyHostId && getValues('hostId') === '') setValue('hostId', onlyHostId);
  }, [onlyHostId, getValues, setValue]);
  const hasErrors = Object.keys(errors).length > 0;

  const submit = handleSubmit(async (form) => {
    try {
      const result = await creation.mutateAsync({
        ...(isAdmin && form.hostId ? { hostId: form.hostId } : {}),
        dayOfWeek: form.dayOfWeek,
        startTime: form.startTime,
        endTime: form.endTime,
        isActive: form.isActive,
        customPrice: form.customPrice,
      });
      notify.success(result.message ?? 'Horario creado exitosamente');
      onDone();
    } catch {
      // The banner above the fields shows the reason; the dialog stays open to fix it.
    }
  });

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-4">
      {creation.isError && (
        <Alert kind="error" onClose={creation.reset}>
          {getErrorMessage(creation.error, 'Error al crear el horario')}
        </Alert>
      )}
      {isAdmin && (
        // Controlled: a registered native select can lose its initial option before the options mount.
        <Controller
          control={control}
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
      )}
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
        {...register('customPrice')}
      />
      <Controller
        control={control}
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
      {renderActions({ isSubmitting: creation.isPending, isSubmitBlocked: hasErrors })}
    </form>
  );
}
