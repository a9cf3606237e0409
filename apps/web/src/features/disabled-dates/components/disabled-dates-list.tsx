import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';
import {
  canManageDisabledDate,
  type DisabledDateActor,
} from '@citavet/domain/disabled-dates/disabled-date-permissions';
import { CalendarCheck, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  ALL_HOSTS,
  type DisabledDateFilter,
  filterDisabledDates,
  hostsOf,
  isDisabledDateFilter,
} from '../disabled-date-filters';
import { isPastDisabledDate, sortByStart } from '../disabled-date-format';
import { DisabledDateCard } from './disabled-date-card';

interface DisabledDatesListProps {
  entries: readonly DisabledDate[];
  /** The space's services by id, to name those a closure is limited to. */
  serviceNames: ReadonlyMap<string, string>;
  actor: DisabledDateActor;
  isAdmin: boolean;
  timeZone: string;
  onCreate: () => void;
  onEdit: (entry: DisabledDate) => void;
  onDelete: (entry: DisabledDate) => void;
}

const emptyDescriptions: Record<DisabledDateFilter, string> = {
  all: 'Todavía no hay fechas deshabilitadas.',
  host: 'No hay ausencias de hosts registradas.',
  space: 'No hay cierres de todo el espacio registrados.',
};

function EntryGroup({
  title,
  label,
  children,
}: {
  title?: string | undefined;
  label: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3">
      {title && <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>}
      <ul className="space-y-3" aria-label={label}>
        {children}
      </ul>
    </section>
  );
}

function TabLabel({ label, count }: { label: string; count: number }) {
  return (
    <>
      {label}
      <span className="rounded-full bg-slate-200/70 px-1.5 text-xs text-slate-600 tabular-nums">{count}</span>
    </>
  );
}

/** The filter tabs and, under each, the entries sorted by start, past ones dimmed. */
export function DisabledDatesList({
  entries,
  serviceNames,
  actor,
  isAdmin,
  timeZone,
  onCreate,
  onEdit,
  onDelete,
}: DisabledDatesListProps) {
  const [filter, setFilter] = useState<DisabledDateFilter>('all');
  const [hostId, setHostId] = useState(ALL_HOSTS);
  const sorted = sortByStart(entries);
  const hosts = hostsOf(sorted);
  const now = Date.now();
  const filters: { value: DisabledDateFilter; label: string }[] = [
    { value: 'all', label: 'Todas' },
    { value: 'host', label: 'Por Host' },
    ...(isAdmin ? [{ value: 'space' as const, label: 'Todo el Espacio' }] : []),
  ];

  const renderCard = (entry: DisabledDate, isPast: boolean) => (
    <DisabledDateCard
      key={entry.id}
      entry={entry}
      serviceNames={serviceNames}
      timeZone={timeZone}
      isPast={isPast}
      canManage={canManageDisabledDate(actor, entry)}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );

  const renderEntries = (value: DisabledDateFilter): ReactNode => {
    const visible = filterDisabledDates(sorted, value, value === 'host' ? hostId : ALL_HOSTS);
    if (visible.length === 0) {
      return (
        <Card>
          <EmptyState
            icon={CalendarCheck}
            title="No hay fechas deshabilitadas"
            description={emptyDescriptions[value]}
            action={
              <Button icon={<Plus className="size-4" aria-hidden />} onClick={onCreate}>
                Nueva Fecha
              </Button>
            }
          />
        </Card>
      );
    }
    // Sorted by start within each group; what is still to come is what the clinic acts on.
    const upcoming = visible.filter((entry) => !isPastDisabledDate(entry, now));
    const past = visible.filter((entry) => isPastDisabledDate(entry, now));
    return (
      <div className="space-y-6">
        {upcoming.length > 0 && (
          <EntryGroup
            title={past.length > 0 ? 'Próximas y en curso' : undefined}
            label="Fechas deshabilitadas próximas y en curso"
          >
            {upcoming.map((entry) => renderCard(entry, false))}
          </EntryGroup>
        )}
        {past.length > 0 && (
          <EntryGroup title="Pasadas" label="Fechas deshabilitadas pasadas">
            {past.map((entry) => renderCard(entry, true))}
          </EntryGroup>
        )}
      </div>
    );
  };

  return (
    <Tabs value={filter} onValueChange={(value) => isDisabledDateFilter(value) && setFilter(value)}>
      <div className="flex flex-col gap-3 xs:flex-row xs:items-end xs:justify-between">
        <TabsList aria-label="Filtrar fechas deshabilitadas" className="w-full overflow-x-auto xs:w-auto">
          {filters.map((option) => (
            <TabsTrigger
              key={option.value}
              value={option.value}
              className="flex-auto justify-center gap-1.5 px-2 text-[13px] whitespace-nowrap xs:flex-none xs:px-3.5 xs:text-sm"
            >
              <TabLabel label={option.label} count={filterDisabledDates(sorted, option.value).length} />
            </TabsTrigger>
          ))}
        </TabsList>
        {filter === 'host' && isAdmin && hosts.length > 1 && (
          <Select
            label="Profesional"
            id="filtro-host"
            className="xs:w-64"
            options={[
              { value: ALL_HOSTS, label: 'Todos los hosts' },
              ...hosts.map((host) => ({ value: host.id, label: host.name })),
            ]}
            value={hostId}
            onChange={(event) => setHostId(event.target.value)}
          />
        )}
      </div>
      {filters.map((option) => (
        <TabsContent key={option.value} value={option.value} className="mt-4">
          {renderEntries(option.value)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
