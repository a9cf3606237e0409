import { ScrollText, ShieldX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ClinicTimeZoneNote } from '@/components/clinic-time-zone-note';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useAuditEvents } from '../api/get-audit-events';
import {
  type AuditFilters,
  auditApiQuery,
  isDateRangeInverted,
  readAuditFilters,
  writeAuditFilters,
} from '../audit-filters';
import { AuditEventList } from './audit-event-list';
import { AuditFiltersForm } from './audit-filters-form';

/** /dashboard/{spaceId}/auditoria: who exported, erased or looked at clients' and pets' data (ADMINs). */
export function AuditPage() {
  useDocumentTitle('Auditoría');
  const { currentSpace, isAdmin } = useSpaceAccess();
  if (!currentSpace) return null;
  if (!isAdmin) {
    return (
      <Card className="mx-auto max-w-lg">
        <EmptyState
          icon={ShieldX}
          title="Acceso Denegado"
          description="Solo los administradores del espacio pueden ver el registro de auditoría."
          action={
            <Link to={paths.space.agenda(currentSpace.id)} className={buttonStyles({ variant: 'outline' })}>
              Volver a la agenda
            </Link>
          }
        />
      </Card>
    );
  }
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <AuditLog
      key={currentSpace.id}
      spaceId={currentSpace.id}
      timeZone={currentSpace.timeZone || browserZone}
    />
  );
}

function AuditLog({ spaceId, timeZone }: { spaceId: string; timeZone: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readAuditFilters(searchParams);
  const isInverted = isDateRangeInverted(filters);
  const events = useAuditEvents(spaceId, auditApiQuery(filters, timeZone), { isEnabled: !isInverted });
  const setFilters = (next: AuditFilters) => setSearchParams(writeAuditFilters(next), { replace: true });
  const narrow = (patch: { petId?: string; clientId?: string }) =>
    setFilters({ ...filters, petId: '', clientId: '', ...patch });
  const list = events.data?.pages.flatMap((page) => page.events) ?? [];
  const hasFilters = Object.values(filters).some(Boolean);

  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Auditoría</h1>
        <p className="text-sm text-slate-600">
          Quién exportó, borró o consultó datos de clientes, mascotas e historias clínicas, cuándo y desde qué
          dirección IP. El registro no se puede modificar.
        </p>
        <ClinicTimeZoneNote timeZone={timeZone} />
      </div>
      <AuditFiltersForm spaceId={spaceId} filters={filters} onChange={setFilters} />
      <section aria-live="polite" aria-busy={events.isFetching || undefined} className="space-y-4">
        {isInverted ? null : events.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Cargando eventos…</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : events.isError && list.length === 0 ? (
          <Card>
            <ErrorState
              title="No se pudo cargar la auditoría"
              message={getErrorMessage(events.error, 'Comprueba tu conexión e inténtalo de nuevo.')}
              onRetry={() => void events.refetch()}
              isRetrying={events.isFetching}
            />
          </Card>
        ) : list.length === 0 ? (
          <Card>
            <EmptyState
              icon={ScrollText}
              title={hasFilters ? 'Ningún evento coincide con los filtros' : 'Aún no hay eventos'}
              description={
                hasFilters
                  ? 'Prueba con otro usuario, otra acción u otras fechas.'
                  : 'Aquí aparecerán las exportaciones y borrados de datos de clientes y las consultas de historias clínicas.'
              }
            />
          </Card>
        ) : (
          <>
            <AuditEventList spaceId={spaceId} timeZone={timeZone} events={list} onFilter={narrow} />
            {events.isFetchNextPageError && (
              <p role="alert" className="text-sm text-error">
                {getErrorMessage(events.error, 'No se pudieron cargar más eventos')}
              </p>
            )}
            {events.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  isLoading={events.isFetchingNextPage}
                  onClick={() => void events.fetchNextPage()}
                >
                  Cargar más
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
