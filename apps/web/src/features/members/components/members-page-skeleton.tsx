import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const rows = ['first', 'second', 'third', 'fourth'];

/** The page's shape while members and invitations load. */
export function MembersPageSkeleton() {
  return (
    <div role="status" aria-label="Cargando miembros" className="space-y-6">
      <div className="hidden grid-cols-3 gap-4 xs:grid">
        {rows.slice(0, 3).map((row) => (
          <Skeleton key={row} className="h-21 rounded-card" />
        ))}
      </div>
      <Skeleton className="h-10 w-full max-w-sm" />
      <Card className="divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row} className="flex items-center gap-3 p-4">
            <Skeleton className="size-9 rounded-full!" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56 max-w-full" />
            </div>
            <Skeleton className="hidden h-6 w-24 rounded-full! xs:block" />
          </div>
        ))}
      </Card>
    </div>
  );
}
