import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSpaceSchedules } from '@/api/get-space-schedules';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { filterSchedules, hostsOf } from '../overview-filters';
import { OverviewStats } from './overview-stats';
import { ProfessionalCapsCard } from './professional-caps-card';
import type { MatrixGrouping } from './schedules-matrix-view';
import { OverviewFilters, OverviewHeader, OverviewViews, type ViewMode } from './schedules-overview-sections';
import { SchedulesOverviewSkeleton } from './schedules-overview-skeleton';
import { SpecialDatesSection } from './special-dates-section';

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

  const header = <OverviewHeader spaceId={spaceId} timeZone={schedulesQuery.data?.[0]?.timeZone} />;

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

  return (
    <div className="space-y-6">
      {header}
      <OverviewStats schedules={schedules} />

      <OverviewFilters
        search={search}
        onSearch={setSearch}
        hosts={hosts}
        hostId={hostId}
        onHostId={setChosenHostId}
        hasFilters={hasFilters}
        onClear={clearFilters}
      />

      <OverviewViews
        spaceId={spaceId}
        schedules={schedules}
        viewMode={viewMode}
        onViewMode={setViewMode}
        grouping={grouping}
        onGrouping={setGrouping}
        onClear={clearFilters}
      />
      {dateSettings}
    </div>
  );
}
