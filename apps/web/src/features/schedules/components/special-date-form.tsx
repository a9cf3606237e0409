import {
  type ScheduleOverride,
  type ScheduleOverrideFormValues,
  ScheduleOverrideInputSchema,
  type ScheduleOverrideKind,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { HostOption } from '@/api/get-host-options';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useSaveScheduleOverride } from '../api/save-schedule-override';

const END_OF_DAY = '24:00';
const CLINIC = '';

export interface SpecialDateFormProps {
  formId: string;
  spaceId: string;
  /** The entry to edit; none creates one of `kind`. */
  entry: ScheduleOverride | null;
  kind: ScheduleOverrideKind;
  /** Admins choose the clinic or any professional; anyone else always changes their own hours. */
  isAdmin: boolean;
  userId: string;
  hosts: readonly HostOption[];
  today: string;
  onDone: () => void;
  renderActions: (state: { isSubmitting: boolean }) => ReactNode;
}

/** One schema for the form and the API (ScheduleOverrideInputSchema): Spanish messages from the domain. */
export function SpecialDateForm(props: SpecialDateFormProps) {
  const { entry, isAdmin, userId } = props;
  const save = useSaveScheduleOverride(props.spaceId);
  const defaultValues: ScheduleOverrideFormValues = entry
    ? {
        hostId: entry.hostId,
        date: entry.date,
        kind: entry.kind,
        startTime: entry.startTime,
        endTime: entry.endTime,
        note: entry.note ?? '',
      }
    : {
        hostId: isAdmin ? null : userId,
        date: props.today,
        kind: props.kind,
        startTime: props.kind === 'ADD' ? '10:00' : '09:00',
        endTime: props.kind === 'ADD' ? '14:00' : '13:00',
        note: '',
      };
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ScheduleOverrideFormValues>({
    resolver: zodResolver(ScheduleOverrideInputSchema),
    mode: 'onSubmit',
    defaultValues,
  });
  const kind = watch('kind');
  const isToEndOfDay = watch('endTime') === END_OF_DAY;

  const submit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({ id: entry?.id ?? null, payload: values });
      notify.success(result.message ?? 'Horario especial guardado');
      props.onDone();
    } catch {
      // The alert above the fields says why.
    }
  });

  return (
    <form id={props.formId} noValidate onSubmit={submit} className="space-y-4">
      {save.isError && (
        <Alert kind="error" title="No se pudo guardar el horario especial" onClose={save.reset}>
          {getErrorMessage(save.error, 'Inténtalo de nuevo en unos segundos.')}
        </Alert>
      )}
      <Controller
        control={control}
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
            error={errors.kind?.message}
          />
        )}
      />
      {isAdmin && (
        <Controller
          control={control}
          name="hostId"
          render={({ field }) => (
            <Select
              label="Para"
              id="fecha-especial-para"
              options={[
                { value: CLINIC, label: 'Toda la clínica' },
                ...props.hosts.map((host) => ({ value: host.id, label: host.name })),
              ]}
              value={field.value ?? CLINIC}
              onChange={(event) => field.onChange(event.target.value === CLINIC ? null : event.target.value)}
              error={errors.hostId?.message}
            />
          )}
        />
      )}
      <Input
        label="Fecha"
        id="fecha-especial-fecha"
        type="date"
        min={entry ? undefined : props.today}
        error={errors.date?.message}
        {...register('date')}
      />
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
      <Input
        label="Nota (opcional)"
        id="fecha-especial-nota"
        placeholder={kind === 'ADD' ? 'Campaña de vacunación' : 'Nochebuena'}
        maxLength={200}
        error={errors.note?.message}
        {...register('note')}
      />
      <p className="text-sm text-slate-600">
        {kind === 'ADD'
          ? 'Se abren estas horas además del horario semanal, en todos los servicios que se ofrecen.'
          : 'Ese día solo se atiende en estas horas, en lugar del horario semanal.'}
      </p>
      {props.renderActions({ isSubmitting: save.isPending })}
    </form>
  );
}
