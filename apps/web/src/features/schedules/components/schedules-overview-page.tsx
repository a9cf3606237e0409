import { CalendarX2, LayoutGrid, List, Search, Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSpaceSchedules } from '@/api/get-space-schedules';
import { ClinicTimeZoneNote } from '@/components/clinic-time-zone-note';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { filterSchedules, hostsOf } from '../overview-filters';
import { GroupingToggle } from './grouping-toggle';
import { OverviewStats } from './overview-stats';
import { ProfessionalCapsCard } from './professional-caps-card';
import { SchedulesListView } from './schedules-list-view';
import { type MatrixGrouping, SchedulesMatrixView } from './schedules-matrix-view';
import { SchedulesMobileView } from './schedules-mobile-view';
import { SchedulesOverviewSkeleton } from './schedules-overview-skeleton';
import { SpecialDatesSection } from './special-dates-section';

type ViewMode = 'list' | 'grid';

/** /dashboard/{spaceId}/horarios: 'Vista de Horarios', every service's ranges at once. */
export function SchedulesOverviewPage() {
  useDocumentTitle('Vista de Horarios');
  const { spaceId = '' } = useParams();
  const schedulesQuery = useSpaceSchedules(spaceId);
  const [search, setSearch] = useState('');
  const [chosenHostId, setChosenHostId] = useState('');
  const [viewMode, setViewMode] = useState<ViewMode>('list');
  const [grouping, setGrouping] = useState<MatrixGrouping>('hosts');
  const { isAdmin } = useSpaceAccess();
  // Dates whose hours differ and the per-professional caps stand beside the week, whatever its state.
  const dateSettings = (
    <>
      <SpecialDatesSection spaceId={spaceId} />
      {isAdmin && <ProfessionalCapsCard spaceId={spaceId} />}
    </>
  );

  const header = (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Vista de Horarios</h1>
        <p className="mt-1 text-sm text-slate-600">
          Los horarios semanales de todos los servicios y miembros.
        </p>
        <div className="mt-1">
          <ClinicTimeZoneNote timeZone={schedulesQuery.data?.[0]?.timeZone} />
        </div>
      </div>
      <Link to={paths.space.services(spaceId)} className={buttonStyles({ variant: 'outline' })}>
        <Stethoscope className="size-4" aria-hidden />
        Gestión de Servicios
      </Link>
    </div>
  );

  if (schedulesQuery.isPending) {
    return (
      <div className="space-y-6">
        {header}
        <SchedulesOverviewSkeleton />
      </div>
    );
  }
  if (schedulesQuery.isError) {
    return (
      <div className="space-y-6">
        {header}
        <Card>
          <ErrorState
            title="Error al cargar los horarios"
            message={getErrorMessage(schedulesQuery.error, 'No se pudieron cargar los horarios')}
            onRetry={() => void schedulesQuery.refetch()}
            isRetrying={schedulesQuery.isFetching}
          />
        </Card>
        {dateSettings}
      </div>
    );
  }

  const allSchedules = schedulesQuery.data;
  if (allSchedules.length === 0) {
    return (
      <div className="space-y-6">
        {header}
        <Card>
          <EmptyState
            icon={CalendarX2}
            title="No hay horarios configurados"
            description="Asigna horarios semanales a tus servicios para empezar a recibir reservas."
            action={
              <Link to={paths.space.services(spaceId)} className={buttonStyles()}>
                Ir a servicios
              </Link>
            }
          />
        </Card>
        {dateSettings}
      </div>
    );
  }

  const hosts = hostsOf(allSchedules);
  // With a single host there is nothing to choose between: the filter shows that host.
  const hostId = hosts.length === 1 ? (hosts[0]?.id ?? '') : chosenHostId;
  const schedules = filterSchedules(allSchedules, { search, hostId });
  const hasFilters = search.trim() !== '' || (hosts.length > 1 && hostId !== '');
  const clearFilters = () => {
    setSearch('');
    setChosenHostId('');
  };
  const noMatches = (
    <Card>
      <EmptyState
        icon={Search}
        title="Ningún horario coincide con tu búsqueda"
        action={
          <Button variant="outline" onClick={clearFilters}>
            Limpiar filtros
          </Button>
        }
      />
    </Card>
  );

  return (
    <div className="space-y-6">
      {header}
      <OverviewStats schedules={schedules} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Input
          label="Buscar"
          id="horarios-buscar"
          type="search"
          placeholder="Servicio o miembro..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
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
          onChange={(event) => setChosenHostId(event.target.value)}
          className="sm:w-60"
        />
        {hasFilters && (
          <Button variant="ghost" onClick={clearFilters}>
            Limpiar filtros
          </Button>
        )}
      </div>

      <div className="xs:hidden">
        {schedules.length === 0 ? noMatches : <SchedulesMobileView spaceId={spaceId} schedules={schedules} />}
      </div>

      <Tabs
        value={viewMode}
        onValueChange={(value) => setViewMode(value === 'grid' ? 'grid' : 'list')}
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
          {viewMode === 'grid' && <GroupingToggle value={grouping} onChange={setGrouping} />}
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
      {dateSettings}
    </div>
  );
}
