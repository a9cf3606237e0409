import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function SchedulesOverviewSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">Cargando horarios...</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {['total', 'activos', 'servicios', 'hosts'].map((key) => (
          <Card key={key} className="flex items-center gap-4 p-4">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3.5 w-20" />
              <Skeleton className="h-5 w-10" />
            </div>
          </Card>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-10 w-48" />
      </div>
      <Card className="space-y-3 p-4">
        {['a', 'b', 'c', 'd', 'e'].map((key) => (
          <Skeleton key={key} className="h-8" />
        ))}
      </Card>
    </div>
  );
}
