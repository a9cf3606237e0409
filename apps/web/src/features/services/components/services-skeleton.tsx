import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The services page while it loads: stat cards and rows in their final shape. */
export function ServicesSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">Cargando servicios...</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {['total', 'activos', 'hosts', 'precio'].map((key) => (
          <Card key={key} className="flex items-center gap-4 p-4">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3.5 w-20" />
              <Skeleton className="h-5 w-12" />
            </div>
          </Card>
        ))}
      </div>
      <Card className="divide-y divide-slate-100">
        {['uno', 'dos', 'tres', 'cuatro'].map((key) => (
          <div key={key} className="flex items-center gap-4 p-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
            <Skeleton className="hidden h-4 w-16 xs:block" />
            <Skeleton className="hidden h-4 w-20 xs:block" />
            <Skeleton className="h-6 w-11 rounded-full" />
          </div>
        ))}
      </Card>
    </div>
  );
}
