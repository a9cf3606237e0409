import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { CalendarX2, Globe, Plus, SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useServiceOptions } from '@/api/get-service-options';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDisabledDates } from '../api/get-disabled-dates';
import { DISABLED_DATE_ERRORS, errorDetailOf } from '../disabled-date-errors';
import { useDisabledDateAccess } from '../use-disabled-date-access';
import { CheckDisabledDateDialog } from './check-disabled-date-dialog';
import { DeleteDisabledDateDialog } from './delete-disabled-date-dialog';
import { DisabledDateFormDialog } from './disabled-date-form-dialog';
import { DisabledDatesList } from './disabled-dates-list';
import { DisabledDatesSkeleton } from './disabled-dates-skeleton';

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
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const openCreate = () => setFormState({ isOpen: true, entry: null });
  const openEdit = (entry: DisabledDate) => setFormState({ isOpen: true, entry });
  const retry = () => {
    setIsRefreshErrorDismissed(false);
    void listQuery.refetch();
  };

  const renderContent = () => {
    if (listQuery.isPending || !actor) return <DisabledDatesSkeleton />;
    if (listQuery.isError && !listQuery.data) {
      return (
        <Card>
          <ErrorState
            title={DISABLED_DATE_ERRORS.list}
            message={errorDetailOf(listQuery.error)}
            onRetry={retry}
            isRetrying={listQuery.isFetching}
          />
        </Card>
      );
    }
    if (listQuery.data.length === 0) {
      return (
        <Card>
          <EmptyState
            icon={CalendarX2}
            title="No hay fechas deshabilitadas"
            description={
              isAdmin
                ? 'Agrega feriados, cierres de la clínica o ausencias de un host para que nadie reserve en esas fechas.'
                : 'Agrega tus ausencias para que nadie reserve citas contigo en esas fechas.'
            }
            action={
              <Button icon={<Plus className="size-4" aria-hidden />} onClick={openCreate}>
                Nueva Fecha
              </Button>
            }
          />
        </Card>
      );
    }
    return (
      <DisabledDatesList
        entries={listQuery.data}
        serviceNames={serviceNames}
        actor={actor}
        isAdmin={isAdmin}
        timeZone={timeZone}
        onCreate={openCreate}
        onEdit={openEdit}
        onDelete={setEntryToDelete}
      />
    );
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 xs:flex-row xs:items-start xs:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Fechas Deshabilitadas</h1>
          <p className="max-w-2xl text-sm text-slate-600">
            {isAdmin
              ? 'Días u horas en los que no se pueden reservar citas: feriados y cierres de todo el espacio, o ausencias de un host.'
              : 'Días u horas en los que no se pueden reservar citas contigo, y los cierres de todo el espacio.'}
          </p>
          {timeZone !== browserZone && (
            <p className="inline-flex items-center gap-1.5 text-xs text-slate-500">
              <Globe className="size-3.5" aria-hidden />
              Fechas y horas en la zona horaria de la clínica ({timeZone})
            </p>
          )}
        </div>
        <div className="grid grid-cols-2 gap-2 xs:flex xs:shrink-0">
          <Button
            variant="outline"
            icon={<SearchCheck className="size-4" aria-hidden />}
            onClick={() => setIsCheckOpen(true)}
          >
            Verificar fecha
          </Button>
          <Button icon={<Plus className="size-4" aria-hidden />} onClick={openCreate}>
            Nueva Fecha
          </Button>
        </div>
      </div>

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

      {renderContent()}

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
