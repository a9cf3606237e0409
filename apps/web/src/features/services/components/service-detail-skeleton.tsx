import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function ServiceDetailSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">Cargando servicio...</span>
      <div className="space-y-2">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {['duracion', 'precio', 'hosts'].map((key) => (
          <Card key={key} className="space-y-2 p-4">
            <Skeleton className="h-3.5 w-20" />
            <Skeleton className="h-6 w-24" />
          </Card>
        ))}
      </div>
      <Card className="p-6">
        <div className="grid gap-2 sm:grid-cols-7">
          {['d', 'l', 'm', 'x', 'j', 'v', 's'].map((key) => (
            <Skeleton key={key} className="h-24" />
          ))}
        </div>
      </Card>
    </div>
  );
}
