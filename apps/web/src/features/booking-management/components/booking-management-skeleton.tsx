import { Skeleton } from '@/components/ui/skeleton';

/** The shape of the booking page while it loads: title, status, the details card and its actions. */
export function BookingManagementSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p className="sr-only" role="status">
        Cargando tu reserva...
      </p>
      <div className="space-y-3">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
      <div className="space-y-5 rounded-card border border-slate-200 bg-white p-6 shadow-card">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="flex gap-4">
            <Skeleton className="size-5 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Skeleton className="h-12 w-full rounded-control sm:w-56" />
        <Skeleton className="h-12 w-full rounded-control sm:w-40" />
      </div>
    </div>
  );
}
