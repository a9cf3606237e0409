import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { CalendarX2, Globe, Plus, SearchCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import type { useDisabledDates } from '../api/get-disabled-dates';
import { DISABLED_DATE_ERRORS, errorDetailOf } from '../disabled-date-errors';
import type { DisabledDateAccess } from '../use-disabled-date-access';
import { DisabledDatesList } from './disabled-dates-list';
import { DisabledDatesSkeleton } from './disabled-dates-skeleton';

interface DisabledDatesHeaderProps {
  isAdmin: boolean;
  timeZone: string;
  onCheck: () => void;
  onCreate: () => void;
}

/** The title, what the page is for (in the clinic's zone), 'Verificar fecha' and 'Nueva Fecha'. */
export function DisabledDatesHeader({ isAdmin, timeZone, onCheck, onCreate }: DisabledDatesHeaderProps) {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
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
        <Button variant="outline" icon={<SearchCheck className="size-4" aria-hidden />} onClick={onCheck}>
          Verificar fecha
        </Button>
        <Button icon={<Plus className="size-4" aria-hidden />} onClick={onCreate}>
          Nueva Fecha
        </Button>
      </div>
    </div>
  );
}

interface DisabledDatesContentProps extends Pick<DisabledDateAccess, 'actor' | 'isAdmin' | 'timeZone'> {
  listQuery: ReturnType<typeof useDisabledDates>;
  serviceNames: ReadonlyMap<string, string>;
  onRetry: () => void;
  onCreate: () => void;
  onEdit: (entry: DisabledDate) => void;
  onDelete: (entry: DisabledDate) => void;
}

/** Loading, the error, none yet, or the list. */
export function DisabledDatesContent({
  listQuery,
  serviceNames,
  actor,
  isAdmin,
  timeZone,
  onRetry,
  onCreate,
  onEdit,
  onDelete,
}: DisabledDatesContentProps) {
  if (listQuery.isPending || !actor) return <DisabledDatesSkeleton />;
  if (listQuery.isError && !listQuery.data) {
    return (
      <Card>
        <ErrorState
          title={DISABLED_DATE_ERRORS.list}
          message={errorDetailOf(listQuery.error)}
          onRetry={onRetry}
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
            <Button icon={<Plus className="size-4" aria-hidden />} onClick={onCreate}>
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
      onCreate={onCreate}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
