import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useServiceOptions } from '@/api/get-service-options';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDisabledDates } from '../api/get-disabled-dates';
import { DISABLED_DATE_ERRORS, errorDetailOf } from '../disabled-date-errors';
import { useDisabledDateAccess } from '../use-disabled-date-access';
import { CheckDisabledDateDialog } from './check-disabled-date-dialog';
import { DeleteDisabledDateDialog } from './delete-disabled-date-dialog';
import { DisabledDateFormDialog } from './disabled-date-form-dialog';
import { DisabledDatesContent, DisabledDatesHeader } from './disabled-dates-page-sections';

type FormState = { isOpen: false } | { isOpen: true; entry: DisabledDate | null };

/** /dashboard/{spaceId}/disabled-dates: 'Fechas Deshabilitadas'. */
export function DisabledDatesPage() {
  useDocumentTitle('Fechas Deshabilitadas');
  const { spaceId = '' } = useParams();
  const { actor, isAdmin, timeZone } = useDisabledDateAccess();
  const listQuery = useDisabledDates(spaceId);
  const servicesQuery = useServiceOptions(spaceId);
  const serviceNames = new Map((servicesQuery.data ?? []).map((service) => [service.id, service.name]));
  const [formState, setFormState] = useState<FormState>({ isOpen: false });
  const [entryToDelete, setEntryToDelete] = useState<DisabledDate | null>(null);
  const [isCheckOpen, setIsCheckOpen] = useState(false);
  const [isRefreshErrorDismissed, setIsRefreshErrorDismissed] = useState(false);

  const openCreate = () => setFormState({ isOpen: true, entry: null });
  const openEdit = (entry: DisabledDate) => setFormState({ isOpen: true, entry });
  const retry = () => {
    setIsRefreshErrorDismissed(false);
    void listQuery.refetch();
  };

  return (
    <div className="space-y-6">
      <DisabledDatesHeader
        isAdmin={isAdmin}
        timeZone={timeZone}
        onCheck={() => setIsCheckOpen(true)}
        onCreate={openCreate}
      />

      {/* A failed refresh keeps the list on screen and says so in a banner that can be closed. */}
      {listQuery.isRefetchError && !isRefreshErrorDismissed && (
        <Alert
          kind="error"
          title={DISABLED_DATE_ERRORS.list}
          onClose={() => setIsRefreshErrorDismissed(true)}
        >
          <span>{errorDetailOf(listQuery.error)}</span>{' '}
          <button type="button" onClick={retry} className="cursor-pointer font-medium underline">
            Reintentar
          </button>
        </Alert>
      )}

      <DisabledDatesContent
        listQuery={listQuery}
        serviceNames={serviceNames}
        actor={actor}
        isAdmin={isAdmin}
        timeZone={timeZone}
        onRetry={retry}
        onCreate={openCreate}
        onEdit={openEdit}
        onDelete={setEntryToDelete}
      />

      {actor && (
        <>
          <DisabledDateFormDialog
            spaceId={spaceId}
            entry={formState.isOpen ? formState.entry : null}
            isOpen={formState.isOpen}
            onOpenChange={(isOpen) => !isOpen && setFormState({ isOpen: false })}
            isAdmin={isAdmin}
            userId={actor.userId}
            timeZone={timeZone}
          />
          <CheckDisabledDateDialog
            spaceId={spaceId}
            isOpen={isCheckOpen}
            onOpenChange={setIsCheckOpen}
            isAdmin={isAdmin}
            userId={actor.userId}
            timeZone={timeZone}
          />
        </>
      )}
      <DeleteDisabledDateDialog
        spaceId={spaceId}
        entry={entryToDelete}
        onClose={() => setEntryToDelete(null)}
      />
    </div>
  );
}
