import type {
  ScheduleOverride,
  ScheduleOverrideKind,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import type { ReactNode } from 'react';
import type { HostOption } from '@/api/get-host-options';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-error';
import { SpecialDateHostField, SpecialDateKindField, SpecialDateTimeFields } from './special-date-fields';
import { useSpecialDateForm } from './use-special-date-form';

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

/** A special date: extra hours or the day's own hours, for the clinic or one professional. */
export function SpecialDateForm(props: SpecialDateFormProps) {
  const { entry, isAdmin } = props;
  const { form, save, submit } = useSpecialDateForm(props);
  const { register, watch } = form;
  const errors = form.formState.errors;
  const kind = watch('kind');

  return (
    <form id={props.formId} noValidate onSubmit={submit} className="space-y-4">
      {save.isError && (
        <Alert kind="error" title="No se pudo guardar el horario especial" onClose={save.reset}>
          {getErrorMessage(save.error, 'Inténtalo de nuevo en unos segundos.')}
        </Alert>
      )}
      <SpecialDateKindField form={form} />
      {isAdmin && <SpecialDateHostField form={form} hosts={props.hosts} />}
      <Input
        label="Fecha"
        id="fecha-especial-fecha"
        type="date"
        min={entry ? undefined : props.today}
        error={errors.date?.message}
        {...register('date')}
      />
      <SpecialDateTimeFields form={form} />
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
