import type { Service } from '@citavet/domain/services/service.schema';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { getErrorMessage } from '@/lib/api-error';
import { ScheduleHostField, SchedulePriceAndStateFields, ScheduleWhenFields } from './schedule-form-fields';
import { useScheduleForm } from './use-schedule-form';

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
  const state = useScheduleForm({ spaceId, service, isAdmin, onDone });
  const { form, creation } = state;
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  return (
    <form id={formId} noValidate onSubmit={state.submit} className="space-y-4">
      {creation.isError && (
        <Alert kind="error" onClose={creation.reset}>
          {getErrorMessage(creation.error, 'Error al crear el horario')}
        </Alert>
      )}
      {isAdmin && <ScheduleHostField form={form} hostsQuery={state.hostsQuery} hosts={state.hosts} />}
      <ScheduleWhenFields form={form} />
      <SchedulePriceAndStateFields form={form} service={service} />
      {renderActions({ isSubmitting: creation.isPending, isSubmitBlocked: hasErrors })}
    </form>
  );
}
