import {
  RECORD_KIND_LABELS,
  RECORD_KINDS,
  type RecordKind,
} from '@citavet/domain/records/record-content.schema';
import type { RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import { ClipboardList, FileDown, Plus, TriangleAlert } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { START_CONSULTATION_PARAM, START_CONSULTATION_REASON_PARAM } from '@/api/records-start';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
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
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';
import { AddendumDialog, AfterSigningDialog, SignRecordDialog } from './record-dialogs';
import { RecordEntryCard } from './record-entry-card';
import { RecordFormDialog, type RecordFormTarget } from './record-form-dialog';
import { downloadRecordFile, useRecordTimeline, useVaccinationCard } from './records-api';
import { VaccinationCardPanel } from './vaccination-card-panel';
import { WeightPanel } from './weight-panel';

const KIND_OPTIONS = RECORD_KINDS.map((kind) => ({ value: kind, label: RECORD_KIND_LABELS[kind] }));

/** The pet's medical history: clinical alerts, the timeline with its forms, the card and the weight. */
export function PetHistory({
  spaceId,
  petId,
  petName,
  ownerId,
  alerts = [],
}: {
  spaceId: string;
  petId: string;
  petName: string;
  /** The pet's alerts: prescriptions are checked against them in the form and at signing. */
  alerts?: readonly string[];
  /** The pet's client: 'Agendar próximo control' books for them. */
  ownerId: string;
}) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const [kind, setKind] = useState<RecordKind | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const timeline = useRecordTimeline(spaceId, petId, { kind, search: deferredSearch });
  const card = useVaccinationCard(spaceId, petId);
  const [formTarget, setFormTarget] = useState<RecordFormTarget | null>(null);
  const [signing, setSigning] = useState<RecordEntryView | null>(null);
  const [addendumFor, setAddendumFor] = useState<RecordEntryView | null>(null);
  const [afterSigning, setAfterSigning] = useState<RecordEntryView | null>(null);
  const today = card.data?.today ?? new Date().toISOString().slice(0, 10);

  // 'Iniciar consulta' from the agenda lands here with the appointment's id.
  const startFromBooking = searchParams.get(START_CONSULTATION_PARAM);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read with the booking's id, once.
  useEffect(() => {
    if (!startFromBooking) return;
    const reason = searchParams.get(START_CONSULTATION_REASON_PARAM);
    setFormTarget({ kind: 'CONSULTATION', record: null, bookingId: startFromBooking, reason });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(START_CONSULTATION_PARAM);
        next.delete(START_CONSULTATION_REASON_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [startFromBooking, setSearchParams]);

  const records = timeline.data?.pages.flatMap((page) => page.records) ?? [];
  const drafts = records.filter((record) => record.status === 'DRAFT').length;
  const overdue = card.data?.lines.filter((line) => line.status === 'OVERDUE') ?? [];
  const isFiltered = kind !== null || deferredSearch.trim() !== '';

  const downloadHistory = () =>
    downloadRecordFile(spaceId, petId, '/history.pdf', `historia-clinica-${petName}.pdf`).catch(
      (error: unknown) => notify.error(getErrorMessage(error, 'No se pudo descargar la historia')),
    );

  return (
    <section aria-labelledby="historia-clinica" className="space-y-4">
      {(overdue.length > 0 || drafts > 0) && (
        <div role="status" className="space-y-2">
          {overdue.length > 0 && (
            <p className="flex items-start gap-2 rounded-card border border-error bg-red-50 p-3 text-sm font-medium text-red-800">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-error" aria-hidden />
              Vacunas vencidas: {overdue.map((line) => line.product).join(', ')}
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
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle id="historia-clinica">Historia clínica</CardTitle>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                icon={<FileDown className="size-4" aria-hidden />}
                onClick={() => void downloadHistory()}
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
                    <DropdownMenuItem
                      key={option}
                      onSelect={() => setFormTarget({ kind: option, record: null, bookingId: null })}
                    >
                      {RECORD_KIND_LABELS[option]}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            </div>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <Select
                label="Tipo de entrada"
                placeholder="Todas"
                options={KIND_OPTIONS}
                value={kind ?? ''}
                onChange={(event) => setKind((event.target.value || null) as RecordKind | null)}
              />
              <Input
                label="Buscar en la historia"
                type="search"
                value={search}
                placeholder="Diagnóstico, medicamento…"
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
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
                  isFiltered
                    ? 'Prueba con otro tipo o texto.'
                    : 'Registra la primera consulta, vacuna o nota.'
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
                    actions={{
                      onEdit: (entry) =>
                        setFormTarget({ kind: entry.kind, record: entry, bookingId: entry.bookingId }),
                      onSign: setSigning,
                      onAddendum: setAddendumFor,
                    }}
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
          </CardContent>
        </Card>
        <div className="space-y-4">
          <VaccinationCardPanel spaceId={spaceId} petId={petId} petName={petName} />
          <WeightPanel spaceId={spaceId} petId={petId} />
        </div>
      </div>

      <RecordFormDialog
        spaceId={spaceId}
        petId={petId}
        target={formTarget}
        today={today}
        alerts={alerts}
        onClose={() => setFormTarget(null)}
      />
      <SignRecordDialog
        spaceId={spaceId}
        petId={petId}
        record={signing}
        alerts={alerts}
        onClose={() => setSigning(null)}
        onSigned={(signed) => {
          setSigning(null);
          // Something to do next: complete the appointment it came from, or book its control.
          const nextControl = (signed.content as { nextControlOn?: string | null }).nextControlOn;
          if (signed.kind === 'CONSULTATION' && (signed.bookingId || nextControl)) setAfterSigning(signed);
        }}
      />
      <AddendumDialog
        spaceId={spaceId}
        petId={petId}
        record={addendumFor}
        onClose={() => setAddendumFor(null)}
      />
      <AfterSigningDialog
        spaceId={spaceId}
        clientId={ownerId}
        record={afterSigning}
        onClose={() => setAfterSigning(null)}
      />
    </section>
  );
}
