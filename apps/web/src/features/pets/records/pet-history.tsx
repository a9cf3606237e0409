import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';
import { PetHistoryDialogs } from './pet-history-dialogs';
import { HistoryActions, HistoryNotices, TimelineEntries, TimelineFilters } from './pet-history-sections';
import { downloadRecordFile, useVaccinationCard } from './records-api';
import { useFilteredTimeline, useHistoryDialogs, useStartConsultation } from './use-pet-history';
import { VaccinationCardPanel } from './vaccination-card-panel';
import { WeightPanel } from './weight-panel';

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
  const filtered = useFilteredTimeline(spaceId, petId);
  const card = useVaccinationCard(spaceId, petId);
  const dialogs = useHistoryDialogs();
  useStartConsultation(dialogs.setFormTarget);
  const today = card.data?.today ?? new Date().toISOString().slice(0, 10);
  const drafts = filtered.records.filter((record) => record.status === 'DRAFT').length;
  const overdue = card.data?.lines.filter((line) => line.status === 'OVERDUE') ?? [];

  const downloadHistory = () =>
    downloadRecordFile(spaceId, petId, '/history.pdf', `historia-clinica-${petName}.pdf`).catch(
      (error: unknown) => notify.error(getErrorMessage(error, 'No se pudo descargar la historia')),
    );

  return (
    <section aria-labelledby="historia-clinica" className="space-y-4">
      <HistoryNotices overdue={overdue.map((line) => line.product)} drafts={drafts} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle id="historia-clinica">Historia clínica</CardTitle>
            <HistoryActions
              onDownload={() => void downloadHistory()}
              onNew={(kind) => dialogs.setFormTarget({ kind, record: null, bookingId: null })}
            />
          </CardHeader>
          <CardContent className="space-y-4">
            <TimelineFilters filtered={filtered} />
            <TimelineEntries
              spaceId={spaceId}
              petId={petId}
              userId={userId}
              filtered={filtered}
              actions={{
                onEdit: (entry) =>
                  dialogs.setFormTarget({ kind: entry.kind, record: entry, bookingId: entry.bookingId }),
                onSign: dialogs.setSigning,
                onAddendum: dialogs.setAddendumFor,
              }}
            />
          </CardContent>
        </Card>
        <div className="space-y-4">
          <VaccinationCardPanel spaceId={spaceId} petId={petId} petName={petName} />
          <WeightPanel spaceId={spaceId} petId={petId} />
        </div>
      </div>
      <PetHistoryDialogs
        spaceId={spaceId}
        petId={petId}
        ownerId={ownerId}
        today={today}
        alerts={alerts}
        dialogs={dialogs}
      />
    </section>
  );
}
