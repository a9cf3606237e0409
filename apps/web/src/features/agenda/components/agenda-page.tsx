import type { ReactNode } from 'react';
import { useSpaceSchedules } from '@/api/get-space-schedules';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAgendaSpace } from '../api/get-agenda-space';
import { useSpaceMembers } from '../api/get-space-members';
import { useSpaceServices } from '../api/get-space-services';
import { printAgendaDay } from '../api/print-agenda-day';
import { AgendaScreen } from './agenda-screen';
import { AgendaSkeleton, AgendaTitle } from './agenda-skeleton';
import type { AgendaDialogsContext } from './agenda-types';

interface AgendaPageProps {
  spaceId: string;
  currentUserId: string;
  /** Space ADMIN, or a HOST with no memberships. */
  isAdmin: boolean;
  /** ADMIN or RECEPTION: every professional's agenda (permission 'agenda.readAll'). */
  canSeeAllAgendas: boolean;
  renderDialogs: (context: AgendaDialogsContext) => ReactNode;
}

/** /dashboard/{spaceId}/agenda: loads the space, its members, services and schedules, then the agenda. */
export function AgendaPage({
  spaceId,
  currentUserId,
  isAdmin,
  canSeeAllAgendas,
  renderDialogs,
}: AgendaPageProps) {
  useDocumentTitle('Agenda');
  const space = useAgendaSpace(spaceId);
  const members = useSpaceMembers(spaceId);
  const services = useSpaceServices(spaceId);
  const schedules = useSpaceSchedules(spaceId);
  const queries = [space, members, services, schedules];

  const failed = queries.find((query) => query.isError && query.data === undefined);
  if (failed) {
    return (
      <div className="space-y-5">
        <AgendaTitle />
        <Card>
          <ErrorState
            title="No se pudo cargar la agenda"
            message={getErrorMessage(failed.error, 'Error al cargar las reservas')}
            onRetry={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
            isRetrying={queries.some((query) => query.isFetching)}
          />
        </Card>
      </div>
    );
  }
  if (!space.data || !members.data || !services.data || !schedules.data) return <AgendaSkeleton />;

  return (
    <AgendaScreen
      // A new space starts from a fresh agenda: today, only my agenda.
      key={spaceId}
      space={space.data}
      members={members.data}
      services={services.data}
      schedules={schedules.data}
      currentUserId={currentUserId}
      isAdmin={isAdmin}
      canSeeAllAgendas={canSeeAllAgendas}
      onPrintDay={async (date, hostIds) => {
        try {
          await printAgendaDay(spaceId, date, hostIds);
        } catch (error) {
          notify.error(getErrorMessage(error, 'No se pudo imprimir la agenda'));
        }
      }}
      renderDialogs={renderDialogs}
    />
  );
}
