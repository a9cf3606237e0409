import { Skeleton } from '@/components/ui/skeleton';

/** The shape of the dashboard while the spaces load, so nothing jumps when they arrive. */
export function DashboardSkeleton() {
  return (
    <div className="min-h-dvh bg-slate-50" role="status" aria-label="Cargando espacios">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4 xs:h-16 lg:px-6">
          <Skeleton className="size-7 rounded-md" />
          <Skeleton className="hidden h-5 w-32 xs:block" />
          <Skeleton className="hidden h-5 w-56 xs:block" />
          <Skeleton className="ml-auto size-9 rounded-full" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 lg:px-6">
        <Skeleton className="h-8 w-48" />
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-24 rounded-card" />
          <Skeleton className="h-24 rounded-card" />
          <Skeleton className="h-24 rounded-card" />
        </div>
        <Skeleton className="h-80 rounded-card" />
      </div>
    </div>
  );
}
