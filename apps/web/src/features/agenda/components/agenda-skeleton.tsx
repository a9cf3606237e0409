import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const WEEK_KEYS = ['lun', 'mar', 'mie', 'jue', 'vie', 'sab', 'dom'];
const ROW_KEYS = ['08', '09', '10', '11', '12', '13', '14', '15'];

/** The agenda's shape while it loads, with the spec's 'Cargando agenda...' for screen readers and eyes. */
export function AgendaSkeleton({ isBodyOnly = false }: { isBodyOnly?: boolean }) {
  return (
    <div className="space-y-4" role="status" aria-live="polite">
      {!isBodyOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <AgendaTitle />
          <Skeleton className="ml-auto h-9 w-40" />
          <Skeleton className="h-9 w-28" />
        </div>
      )}
      <p className="text-sm text-slate-500">Cargando agenda...</p>
      <div className="grid grid-cols-7 gap-2">
        {WEEK_KEYS.map((key) => (
          <Skeleton key={key} className="h-24 rounded-card" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="space-y-3 p-4">
          {ROW_KEYS.map((key) => (
            <div key={key} className="flex items-center gap-3">
              <Skeleton className="h-4 w-12" />
              <Skeleton className="h-10 flex-1" />
            </div>
          ))}
        </Card>
        <div className="space-y-4">
          <Skeleton className="h-72 rounded-card" />
          <Skeleton className="h-20 rounded-card" />
        </div>
      </div>
    </div>
  );
}

/** The page title, drawn at once so the page names itself before its data arrives. */
export function AgendaTitle() {
  return <h1 className="text-2xl font-bold tracking-tight text-slate-900">Agenda</h1>;
}
