import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** While the steps' chunk arrives (usually already prefetched). */
export function BookingFlowFallback() {
  return (
    <div className="space-y-4 p-6">
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 text-primary" />
        Cargando...
      </p>
      <Skeleton className="h-16 w-full rounded-card" />
      <Skeleton className="h-16 w-full rounded-card" />
      <Skeleton className="h-16 w-full rounded-card" />
    </div>
  );
}
