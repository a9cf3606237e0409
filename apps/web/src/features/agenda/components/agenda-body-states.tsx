import { UserRoundSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { getErrorMessage } from '@/lib/api-error';
import type { useAgendaBookings } from '../api/use-agenda-bookings';
import type { AgendaSelection } from '../utils/use-agenda-selection';
import { CancelledToggle } from './cancelled-toggle';

/** Nobody chosen in 'Ver agendas de': a professional goes back to their own, anyone else to all. */
export function NobodyChosen({ selection }: { selection: AgendaSelection }) {
  return (
    <Card>
      <EmptyState
        icon={UserRoundSearch}
        title="Ningún miembro seleccionado"
        description="Elige en 'Ver agendas de' qué agendas quieres ver."
        action={
          selection.isProfessional ? (
            <Button onClick={() => selection.chooseMembers([selection.currentUserId])}>Solo mi agenda</Button>
          ) : (
            <Button onClick={() => selection.chooseMembers(selection.professionalIds)}>Ver todos</Button>
          )
        }
      />
    </Card>
  );
}

/** The appointments could not be read: why, and 'Reintentar'. */
export function AgendaLoadError({ agenda }: { agenda: ReturnType<typeof useAgendaBookings> }) {
  return (
    <Card>
      <ErrorState
        title="Error al cargar las reservas"
        message={getErrorMessage(agenda.error, 'No se pudo cargar la agenda. Intenta nuevamente.')}
        onRetry={agenda.refetch}
        isRetrying={agenda.isRefreshing}
      />
    </Card>
  );
}

interface PeriodCancelledToggleProps {
  isShowing: boolean;
  onChange: (isShowing: boolean) => void;
}

/** 'Mostrar canceladas' above the week and the month. */
export function PeriodCancelledToggle({ isShowing, onChange }: PeriodCancelledToggleProps) {
  return (
    <div className="flex justify-end">
      <CancelledToggle id="mostrar-canceladas-periodo" isShowing={isShowing} onChange={onChange} />
    </div>
  );
}
