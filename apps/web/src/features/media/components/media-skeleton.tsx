import { Skeleton } from '@/components/ui/skeleton';

const PLACEHOLDERS = ['uno', 'dos', 'tres', 'cuatro'];

/** The gallery's shape while it loads. */
export function MediaSkeleton() {
  return (
    <div role="status" aria-label="Cargando medios..." className="space-y-4">
      <Skeleton className="h-10 w-72" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {PLACEHOLDERS.map((placeholder) => (
          <Skeleton key={placeholder} className="aspect-square w-full rounded-card" />
        ))}
      </div>
    </div>
  );
}
