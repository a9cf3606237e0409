import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useReminderServices, useReminderSettings, useSmsStatus } from '../api/reminder-settings';
import { failureMessage } from '../failure-message';
import { RemindersForm } from '../reminders/reminders-form';

/**
 * 'Recordatorios': appointment reminders at chosen offsets, vaccine and follow-up reminders
 * before the due date (and when overdue), each with its template and a preview; quiet hours. The
 * form (../reminders/) checks with the server's schema: a bad offset or an unknown placeholder is
 * said here, by field, before saving.
 */
export function RemindersTab({ spaceId, canEdit }: { spaceId: string; canEdit: boolean }) {
  const query = useReminderSettings(spaceId);
  const services = useReminderServices(spaceId);
  const smsStatus = useSmsStatus(spaceId);

  if (query.isError) {
    return (
      <ErrorState
        title="No se pudieron cargar los recordatorios"
        message={failureMessage('Inténtalo de nuevo en unos segundos', query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only" role="status">
          Cargando recordatorios…
        </span>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return (
    <RemindersForm
      spaceId={spaceId}
      canEdit={canEdit}
      saved={query.data}
      services={services.data ?? []}
      smsStatus={smsStatus.data}
    />
  );
}
