import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** 'Cargando espacio...' over the shape of the landing, so the page does not jump when it arrives. */
export function PublicSpaceSkeleton() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <div className="h-28 bg-primary-tint/60" />
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <div className="-mt-10 flex items-end gap-4">
          <Skeleton className="size-20 rounded-card border-4 border-white" />
          <div className="flex-1 space-y-2 pb-1">
            <Skeleton className="h-7 w-56 max-w-full" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
        <p role="status" aria-live="polite" className="mt-6 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4 text-primary" />
          Cargando espacio...
        </p>
        <div className="mt-6 grid gap-6 md:grid-cols-[1fr_22rem]">
          <div className="space-y-4">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <div className="flex flex-wrap gap-2">
              <Skeleton className="h-7 w-28 rounded-full" />
              <Skeleton className="h-7 w-24 rounded-full" />
              <Skeleton className="h-7 w-32 rounded-full" />
            </div>
            <Skeleton className="h-48 w-full rounded-card" />
          </div>
          <Skeleton className="hidden h-64 rounded-card md:block" />
        </div>
      </div>
    </div>
  );
}
