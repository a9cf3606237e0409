import { RECORD_KIND_LABELS } from '@citavet/domain/records/record-content.schema';
import { RECORD_STATUS_LABELS, RecordOverviewSchema } from '@citavet/domain/records/record-entry.schema';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/formatters';

/**
 * 'Historia clínica' for the front desk: which entries the pet has, of what kind, on which date and
 * whether they are signed — never what they say (decision 072).
 */
export function RecordOverviewCard({ spaceId, petId }: { spaceId: string; petId: string }) {
  const overview = useQuery({
    queryKey: ['records', 'overview', spaceId, petId],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(
        `/spaces/${encodeURIComponent(spaceId)}/pets/${encodeURIComponent(petId)}/records/overview`,
        { schema: RecordOverviewSchema, signal },
      );
      return data.entries;
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Historia clínica</CardTitle>
        <p className="text-sm text-slate-600">
          Solo los profesionales leen su contenido: aquí ves qué entradas hay y de qué fecha.
        </p>
      </CardHeader>
      <CardContent>
        {overview.isPending && (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">Cargando historia clínica…</span>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        )}
        {overview.isError && (
          <ErrorState
            title="No se pudo cargar la historia clínica"
            message={getErrorMessage(overview.error, 'Intenta nuevamente.')}
            onRetry={() => void overview.refetch()}
            isRetrying={overview.isFetching}
          />
        )}
        {overview.data && overview.data.length === 0 && (
          <EmptyState
            icon={ClipboardList}
            title="Sin entradas"
            description="Esta mascota aún no tiene historia clínica."
          />
        )}
        {overview.data && overview.data.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="Entradas de la historia clínica">
            {overview.data.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="font-medium text-slate-900">{RECORD_KIND_LABELS[entry.kind]}</span>
                <span className="flex items-center gap-2">
                  <time dateTime={entry.localDate} className="tabular-nums text-slate-600">
                    {formatDate(`${entry.localDate}T12:00:00`)}
                  </time>
                  <Badge tone={entry.status === 'DRAFT' ? 'warning' : 'neutral'}>
                    {RECORD_STATUS_LABELS[entry.status]}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
