import type {
  ScheduleOverride,
  ScheduleOverrideKind,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import { canManageOverride } from '@citavet/domain/schedule-overrides/schedule-override-permissions';
import { addDays, instantToZonedParts } from '@citavet/domain/time/zoned-time';
import { CalendarClock, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useHostOptions } from '@/api/get-host-options';
import { useSpaceScheduleOverrides } from '@/api/get-space-schedule-overrides';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { useSpaceAccess } from '@/stores/use-space-access';
import { DeleteSpecialDateDialog, SpecialDateFormDialog } from './special-date-dialogs';
import { SpecialDateItem } from './special-date-item';

/** A year ahead: campaigns and holidays are planned months before. */
const UPCOMING_DAYS = 365;
const ALL = 'all';
const CLINIC = 'clinic';

/**
 * 'Fechas especiales': the upcoming extra openings and changed hours of the whole
 * clinic and of each professional, with add, edit and delete.
 */
export function SpecialDatesSection({ spaceId }: { spaceId: string }) {
  const { user, currentSpace, isAdmin } = useSpaceAccess();
  const timeZone = currentSpace?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = instantToZonedParts(Date.now(), timeZone).date;
  const overridesQuery = useSpaceScheduleOverrides(spaceId, {
    from: today,
    to: addDays(today, UPCOMING_DAYS),
  });
  const hostsQuery = useHostOptions(spaceId, { isEnabled: isAdmin });
  const [filter, setFilter] = useState(ALL);
  const [editing, setEditing] = useState<{
    entry: ScheduleOverride | null;
    kind: ScheduleOverrideKind;
  } | null>(null);
  const [deleting, setDeleting] = useState<ScheduleOverride | null>(null);
  const actor = user ? { userId: user.id, role: isAdmin ? ('ADMIN' as const) : ('MEMBER' as const) } : null;
  const hosts = hostsQuery.data ?? [];

  const entries = (overridesQuery.data ?? []).filter((entry) =>
    filter === ALL ? true : filter === CLINIC ? entry.hostId === null : entry.hostId === filter,
  );

  const renderBody = () => {
    if (overridesQuery.isPending) {
      return (
        <div className="space-y-2 p-4" aria-busy="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      );
    }
    if (overridesQuery.isError) {
      return (
        <ErrorState
          title="Error al cargar las fechas especiales"
          message={getErrorMessage(overridesQuery.error, 'No se pudieron cargar las fechas especiales')}
          onRetry={() => void overridesQuery.refetch()}
          isRetrying={overridesQuery.isFetching}
        />
      );
    }
    if (entries.length === 0) {
      return (
        <EmptyState
          icon={CalendarClock}
          title="No hay fechas especiales próximas"
          description="Abre horas extra (una campaña de vacunación en sábado) o cambia el horario de un día (Nochebuena de 09:00 a 13:00)."
        />
      );
    }
    return (
      <ul className="divide-y divide-slate-100" aria-label="Fechas especiales próximas">
        {entries.map((entry) => (
          <SpecialDateItem
            key={entry.id}
            entry={entry}
            canManage={actor !== null && canManageOverride(actor, entry)}
            onEdit={(edited) => setEditing({ entry: edited, kind: edited.kind })}
            onDelete={setDeleting}
          />
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby="fechas-especiales-titulo">
      <Card className="overflow-hidden">
        <SpecialDatesHeader
          showFilter={isAdmin && hosts.length > 0}
          hosts={hosts}
          filter={filter}
          onFilter={setFilter}
          onNew={(kind) => setEditing({ entry: null, kind })}
        />
        {renderBody()}
      </Card>
      <SpecialDateFormDialog
        spaceId={spaceId}
        editing={editing}
        onClose={() => setEditing(null)}
        isAdmin={isAdmin}
        userId={user?.id ?? ''}
        hosts={hosts}
        today={today}
        timeZone={timeZone}
      />
      <DeleteSpecialDateDialog spaceId={spaceId} entry={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

/** The title, the two ways to add a date, and (for an ADMIN with a team) whose dates to show. */
function SpecialDatesHeader({
  showFilter,
  hosts,
  filter,
  onFilter,
  onNew,
}: {
  showFilter: boolean;
  hosts: readonly { id: string; name: string }[];
  filter: string;
  onFilter: (filter: string) => void;
  onNew: (kind: ScheduleOverrideKind) => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-4">
        <div>
          <h2 id="fechas-especiales-titulo" className="text-lg font-semibold text-slate-900">
            Fechas especiales
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Horas extra y cambios de horario de un día, para toda la clínica o un profesional.
          </p>
        </div>
        <div className="grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap">
          <Button
            variant="outline"
            icon={<CalendarPlus className="size-4" aria-hidden />}
            onClick={() => onNew('ADD')}
          >
            Abrir horas extra
          </Button>
          <Button
            variant="outline"
            icon={<CalendarClock className="size-4" aria-hidden />}
            onClick={() => onNew('REPLACE')}
          >
            Cambiar horario del día
          </Button>
        </div>
      </div>
      {showFilter && (
        <div className="border-b border-slate-100 px-4 py-3">
          <Select
            label="Mostrar"
            id="fechas-especiales-filtro"
            className="sm:w-72"
            options={[
              { value: ALL, label: 'Todas' },
              { value: CLINIC, label: 'Toda la clínica' },
              ...hosts.map((host) => ({ value: host.id, label: host.name })),
            ]}
            value={filter}
            onChange={(event) => onFilter(event.target.value)}
          />
        </div>
      )}
    </>
  );
}
