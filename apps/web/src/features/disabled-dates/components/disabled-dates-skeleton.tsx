import { Skeleton } from '@/components/ui/skeleton';

const PLACEHOLDER_ROWS = ['first', 'second', 'third'];

/** The tabs and three entries, in the shape the list will take. */
export function DisabledDatesSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Cargando fechas deshabilitadas">
      <Skeleton className="h-10 w-full max-w-sm" />
      <ul className="space-y-3">
        {PLACEHOLDER_ROWS.map((row) => (
          <li key={row} className="flex gap-3 rounded-card border border-slate-200 bg-white p-4">
            <Skeleton className="hidden size-10 shrink-0 rounded-full xs:block" />
            <div className="flex-1 space-y-2">
              <div className="flex gap-2">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-5 w-24 rounded-full" />
              </div>
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-56" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
