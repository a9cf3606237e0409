import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/**
 * While the steps' chunk arrives (usually already prefetched). Inside the panel, whose content box
 * has its own padding, while a step's chunk does: `isInPanel`.
 */
export function BookingFlowFallback({ isInPanel = false }: { isInPanel?: boolean }) {
  return (
    <div className={isInPanel ? 'space-y-4' : 'space-y-4 p-6'}>
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
