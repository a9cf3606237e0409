import { Scale } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { useWeights } from './records-api';

// The chart library is fetched only when a pet with weighings is shown.
const WeightChart = lazy(() => import('./weight-chart'));

const decimal = new Intl.NumberFormat('es', { maximumFractionDigits: 3 });
const shortDate = (date: string) => date.split('-').reverse().join('/');

/** Weight over time: the chart for the eye, the table for screen readers and exact figures. */
export function WeightPanel({ spaceId, petId }: { spaceId: string; petId: string }) {
  const weights = useWeights(spaceId, petId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Peso</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {weights.isPending && <Skeleton className="h-48 w-full" />}
        {weights.isError && (
          <ErrorState
            title="No se pudo cargar el peso"
            message={getErrorMessage(weights.error, 'Intenta nuevamente.')}
            onRetry={() => void weights.refetch()}
            isRetrying={weights.isFetching}
          />
        )}
        {weights.data && weights.data.length === 0 && (
          <EmptyState
            icon={Scale}
            title="Sin pesajes"
            description="El peso registrado en cada consulta aparece aquí."
          />
        )}
        {weights.data && weights.data.length > 0 && (
          <>
            {weights.data.length > 1 && (
              <Suspense fallback={<Skeleton className="h-48 w-full" />}>
                <WeightChart points={weights.data} />
              </Suspense>
            )}
            <details open={weights.data.length === 1}>
              <summary className="cursor-pointer text-sm font-medium text-primary">Ver como tabla</summary>
              <table className="mt-2 w-full text-sm">
                <caption className="sr-only">Pesos registrados</caption>
                <thead>
                  <tr className="text-left text-xs text-slate-600">
                    <th scope="col" className="py-1 font-medium">
                      Fecha
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Peso
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {weights.data.toReversed().map((point) => (
                    <tr key={point.recordId}>
                      <td className="py-1 tabular-nums">{shortDate(point.date)}</td>
                      <td className="py-1 text-right tabular-nums">{decimal.format(point.weightKg)} kg</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}
