import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows while times load, announced once to screen readers. */
export function SlotLoading({ rows = 4 }: { rows?: number }) {
  return (
    <div className="space-y-3">
      <p role="status" className="sr-only">
        Cargando horarios disponibles...
      </p>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={index} className="h-16 w-full rounded-card" />
      ))}
    </div>
  );
}
