import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function ServiceSchedulesSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">Cargando horarios...</span>
      <div className="space-y-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-7 w-72" />
      </div>
      {['primero', 'segundo'].map((key) => (
        <Card key={key}>
          <div className="flex items-center gap-3 border-b border-slate-100 px-6 py-3">
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
          {['l', 'm', 'x'].map((day) => (
            <div key={day} className="flex items-center gap-4 px-6 py-3">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-8 w-32" />
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
}
