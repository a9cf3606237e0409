import { IMMUNIZATION_STATUS_LABELS } from '@citavet/domain/records/vaccination-card';
import { FileDown, Mail, Syringe } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { downloadRecordFile, useEmailDocument, useVaccinationCard } from './records-api';

const STATUS_TONES = { GIVEN: 'neutral', DUE: 'info', OVERDUE: 'error' } as const;
const shortDate = (date: string) => date.split('-').reverse().join('/');

/** Carnet de vacunación: given, due and (in red) overdue, with the PDF and the e-mail to the owner. */
export function VaccinationCardPanel({
  spaceId,
  petId,
  petName,
}: {
  spaceId: string;
  petId: string;
  petName: string;
}) {
  const card = useVaccinationCard(spaceId, petId);
  const email = useEmailDocument(spaceId, petId);
  const download = () =>
    downloadRecordFile(spaceId, petId, '/vaccinations.pdf', `carnet-vacunacion-${petName}.pdf`).catch(
      (error: unknown) => notify.error(getErrorMessage(error, 'No se pudo descargar el carnet')),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Carnet de vacunación</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {card.isPending && (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">Cargando carnet…</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
        {card.isError && (
          <ErrorState
            title="No se pudo cargar el carnet"
            message={getErrorMessage(card.error, 'Intenta nuevamente.')}
            onRetry={() => void card.refetch()}
            isRetrying={card.isFetching}
          />
        )}
        {card.data && card.data.lines.length === 0 && (
          <EmptyState
            icon={Syringe}
            title="Sin vacunas firmadas"
            description="Las vacunas y desparasitaciones firmadas aparecen aquí."
          />
        )}
        {card.data && card.data.lines.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {card.data.lines.map((line) => (
              <li key={line.recordId} className="flex items-start justify-between gap-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="break-words font-medium text-slate-900">{line.product}</p>
                  <p className="text-xs text-slate-600">
                    {line.kind === 'VACCINATION' ? 'Vacuna' : 'Desparasitación'} ·{' '}
                    <span className="tabular-nums">{shortDate(line.givenOn)}</span>
                    {line.nextDueOn && (
                      <>
                        {' '}
                        · Próxima <span className="tabular-nums">{shortDate(line.nextDueOn)}</span>
                      </>
                    )}
                  </p>
                </div>
                <Badge
                  tone={STATUS_TONES[line.status]}
                  className={line.status === 'OVERDUE' ? 'font-semibold' : undefined}
                >
                  {IMMUNIZATION_STATUS_LABELS[line.status]}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            icon={<FileDown className="size-4" aria-hidden />}
            onClick={() => void download()}
          >
            Descargar carnet
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isLoading={email.isPending}
            icon={<Mail className="size-4" aria-hidden />}
            onClick={() =>
              email.mutate(
                { kind: 'vaccinations' },
                {
                  onSuccess: (message) => notify.success(message ?? 'Carnet enviado'),
                  onError: (error) => notify.error(getErrorMessage(error, 'No se pudo enviar el carnet')),
                },
              )
            }
          >
            Enviar al propietario
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
