import {
  RECORD_KIND_LABELS,
  RECORD_KINDS,
  type RecordKind,
} from '@citavet/domain/records/record-content.schema';
import { ClipboardList, FileDown, Plus, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { RecordEntryCard } from './record-entry-card';
import type { EntryActions } from './record-entry-sections';
import type { FilteredTimeline } from './use-pet-history';

const KIND_OPTIONS = RECORD_KINDS.map((kind) => ({ value: kind, label: RECORD_KIND_LABELS[kind] }));

/** Above the history: the overdue vaccines in red and the drafts still to sign. */
export function HistoryNotices({ overdue, drafts }: { overdue: readonly string[]; drafts: number }) {
  if (overdue.length === 0 && drafts === 0) return null;
  return (
    <div role="status" className="space-y-2">
      {overdue.length > 0 && (
        <p className="flex items-start gap-2 rounded-card border border-error bg-red-50 p-3 text-sm font-medium text-red-800">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-error" aria-hidden />
          Vacunas vencidas: {overdue.join(', ')}
        </p>
      )}
      {drafts > 0 && (
        <p className="rounded-card border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {drafts === 1
            ? 'Hay 1 entrada en borrador sin firmar.'
            : `Hay ${drafts} entradas en borrador sin firmar.`}
        </p>
      )}
    </div>
  );
}

/** The history's header buttons: the PDF and a new entry of any kind. */
export function HistoryActions({
  onDownload,
  onNew,
}: {
  onDownload: () => void;
  onNew: (kind: RecordKind) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        icon={<FileDown className="size-4" aria-hidden />}
        onClick={onDownload}
      >
        Historia PDF
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" icon={<Plus className="size-4" aria-hidden />}>
            Nueva entrada
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {RECORD_KINDS.map((option) => (
            <DropdownMenuItem key={option} onSelect={() => onNew(option)}>
              {RECORD_KIND_LABELS[option]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** The kind and the text the timeline is filtered by. */
export function TimelineFilters({ filtered }: { filtered: FilteredTimeline }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Select
        label="Tipo de entrada"
        placeholder="Todas"
        options={KIND_OPTIONS}
        value={filtered.kind ?? ''}
        onChange={(event) => filtered.setKind((event.target.value || null) as RecordKind | null)}
      />
      <Input
        label="Buscar en la historia"
        type="search"
        value={filtered.search}
        placeholder="Diagnóstico, medicamento…"
        onChange={(event) => filtered.setSearch(event.target.value)}
      />
    </div>
  );
}

/** The timeline's entries, newest first, with its loading, error and empty states and 'Cargar más'. */
export function TimelineEntries({
  spaceId,
  petId,
  userId,
  filtered,
  actions,
}: {
  spaceId: string;
  petId: string;
  userId: string | null;
  filtered: FilteredTimeline;
  actions: EntryActions;
}) {
  const { timeline, records, isFiltered } = filtered;
  return (
    <>
      {timeline.isPending && (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">Cargando historia clínica…</span>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      {timeline.isError && (
        <ErrorState
          title="No se pudo cargar la historia clínica"
          message={getErrorMessage(timeline.error, 'Intenta nuevamente.')}
          onRetry={() => void timeline.refetch()}
          isRetrying={timeline.isFetching}
        />
      )}
      {timeline.isSuccess && records.length === 0 && (
        <EmptyState
          icon={ClipboardList}
          title={isFiltered ? 'Ninguna entrada coincide' : 'Sin entradas todavía'}
          description={
            isFiltered ? 'Prueba con otro tipo o texto.' : 'Registra la primera consulta, vacuna o nota.'
          }
        />
      )}
      <ol className="space-y-3" aria-label="Entradas">
        {records.map((record) => (
          <li key={record.id}>
            <RecordEntryCard
              spaceId={spaceId}
              petId={petId}
              record={record}
              userId={userId}
              actions={actions}
            />
          </li>
        ))}
      </ol>
      {timeline.hasNextPage && (
        <Button
          variant="outline"
          isFullWidth
          isLoading={timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
        >
          Cargar más
        </Button>
      )}
    </>
  );
}
