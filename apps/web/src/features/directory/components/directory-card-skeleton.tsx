import { Skeleton } from '@/components/ui/skeleton';

/** A card-shaped placeholder, so the grid does not jump when the clinics arrive. */
export function DirectoryCardSkeleton() {
  return (
    <div className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <div className="flex items-start gap-4">
        <Skeleton className="size-14 rounded-card" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      </div>
      <div className="mt-4 space-y-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-7 w-28 rounded-full" />
        <Skeleton className="h-7 w-32 rounded-full" />
      </div>
      <Skeleton className="mt-5 h-10 w-full rounded-control" />
    </div>
  );
}
