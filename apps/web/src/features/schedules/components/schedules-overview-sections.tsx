import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import { LayoutGrid, List, Search, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { ClinicTimeZoneNote } from '@/components/clinic-time-zone-note';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { GroupingToggle } from './grouping-toggle';
import { SchedulesListView } from './schedules-list-view';
import { type MatrixGrouping, SchedulesMatrixView } from './schedules-matrix-view';
import { SchedulesMobileView } from './schedules-mobile-view';

export type ViewMode = 'list' | 'grid';

/** 'Vista de Horarios', the clinic's zone, and the way to the services. */
export function OverviewHeader({ spaceId, timeZone }: { spaceId: string; timeZone: string | undefined }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Vista de Horarios</h1>
        <p className="mt-1 text-sm text-slate-600">
          Los horarios semanales de todos los servicios y miembros.
        </p>
        <div className="mt-1">
          <ClinicTimeZoneNote timeZone={timeZone} />
        </div>
      </div>
      <Link to={paths.space.services(spaceId)} className={buttonStyles({ variant: 'outline' })}>
        <Stethoscope className="size-4" aria-hidden />
        Gestión de Servicios
      </Link>
    </div>
  );
}

/** The text searched (service or member) and the professional; 'Limpiar filtros' once one is set. */
export function OverviewFilters({
  search,
  onSearch,
  hosts,
  hostId,
  onHostId,
  hasFilters,
  onClear,
}: {
  search: string;
  onSearch: (search: string) => void;
  hosts: readonly { id: string; name: string }[];
  hostId: string;
  onHostId: (hostId: string) => void;
  hasFilters: boolean;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Input
        label="Buscar"
        id="horarios-buscar"
        type="search"
        placeholder="Servicio o miembro..."
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        className="sm:w-72"
      />
      <Select
        label="Profesional"
        id="horarios-host"
        options={[
          ...(hosts.length > 1 ? [{ value: '', label: 'Todos los hosts' }] : []),
          ...hosts.map((host) => ({ value: host.id, label: host.name })),
        ]}
        value={hostId}
        onChange={(event) => onHostId(event.target.value)}
        className="sm:w-60"
      />
      {hasFilters && (
        <Button variant="ghost" onClick={onClear}>
          Limpiar filtros
        </Button>
      )}
    </div>
  );
}

/** The schedules as cards on a phone; from 'xs' up, as a list or a grid grouped by host or service. */
export function OverviewViews({
  spaceId,
  schedules,
  viewMode,
  onViewMode,
  grouping,
  onGrouping,
  onClear,
}: {
  spaceId: string;
  schedules: SpaceSchedule[];
  viewMode: ViewMode;
  onViewMode: (viewMode: ViewMode) => void;
  grouping: MatrixGrouping;
  onGrouping: (grouping: MatrixGrouping) => void;
  onClear: () => void;
}) {
  const noMatches = (
    <Card>
      <EmptyState
        icon={Search}
        title="Ningún horario coincide con tu búsqueda"
        action={
          <Button variant="outline" onClick={onClear}>
            Limpiar filtros
          </Button>
        }
      />
    </Card>
  );
  return (
    <>
      <div className="xs:hidden">
        {schedules.length === 0 ? noMatches : <SchedulesMobileView spaceId={spaceId} schedules={schedules} />}
      </div>

      <Tabs
        value={viewMode}
        onValueChange={(value) => onViewMode(value === 'grid' ? 'grid' : 'list')}
        className="hidden xs:block"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Modo de vista">
            <TabsTrigger value="list">
              <List className="size-4" aria-hidden />
              Lista
            </TabsTrigger>
            <TabsTrigger value="grid">
              <LayoutGrid className="size-4" aria-hidden />
              Cuadrícula
            </TabsTrigger>
          </TabsList>
          {viewMode === 'grid' && <GroupingToggle value={grouping} onChange={onGrouping} />}
        </div>
        <TabsContent value="list" className="mt-4">
          {schedules.length === 0 ? noMatches : <SchedulesListView spaceId={spaceId} schedules={schedules} />}
        </TabsContent>
        <TabsContent value="grid" className="mt-4">
          {schedules.length === 0 ? (
            noMatches
          ) : (
            <SchedulesMatrixView schedules={schedules} grouping={grouping} />
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}
