import { canInSpace, isProfessionalRole } from '@citavet/domain/members/space-permissions';
import { useParams } from 'react-router';
import { AgendaPage } from '@/features/agenda/components/agenda-page';
import type { AgendaDialogsContext } from '@/features/agenda/components/agenda-types';
import { AppointmentModal } from '@/features/bookings/components/appointment-modal';
import { BookingDetailDialog } from '@/features/bookings/components/booking-detail-dialog';
import { useAuthStore } from '@/stores/auth-store';
import { useCurrentSpace } from '@/stores/spaces-store';
import { isSpaceAdmin } from '../layouts/dashboard/space-permissions';

/**
 * /dashboard/{spaceId}/agenda: the agenda feature draws the calendar and decides when a dialog opens;
 * the bookings feature creates and changes bookings. The app joins them, so neither imports the other.
 */
export function AgendaRoute() {
  const { spaceId } = useParams();
  const user = useAuthStore((state) => state.user);
  const currentSpace = useCurrentSpace();
  // The dashboard layout renders this only with a user and the URL's space selected.
  if (!spaceId || !user) return null;
  const isAdmin = isSpaceAdmin(user, currentSpace);
  const canSeeAllAgendas = isAdmin || canInSpace(currentSpace?.myRole, 'agenda.readAll');
  const canManageAll = isAdmin || canInSpace(currentSpace?.myRole, 'bookings.manageAll');

  return (
    <AgendaPage
      spaceId={spaceId}
      currentUserId={user.id}
      isAdmin={isAdmin}
      canSeeAllAgendas={canSeeAllAgendas}
      renderDialogs={(context) => (
        <AgendaBookingDialogs
          context={context}
          isAdmin={isAdmin}
          canManageAll={canManageAll}
          currentUserId={user.id}
          spaceId={spaceId}
        />
      )}
    />
  );
}

interface AgendaBookingDialogsProps {
  context: AgendaDialogsContext;
  isAdmin: boolean;
  /** Books for and manages every professional (ADMIN, RECEPTION). */
  canManageAll: boolean;
  currentUserId: string;
  spaceId: string;
}

function AgendaBookingDialogs({
  context,
  isAdmin,
  canManageAll,
  currentUserId,
  spaceId,
}: AgendaBookingDialogsProps) {
  const { dialog, closeDialog } = context;
  const closeWhenDismissed = (isOpen: boolean) => {
    if (!isOpen) closeDialog();
  };
  return (
    <>
      <AppointmentModal
        isOpen={dialog?.kind === 'new' || dialog?.kind === 'edit'}
        onOpenChange={closeWhenDismissed}
        draft={dialog?.kind === 'new' ? dialog.draft : { date: context.clock.today }}
        booking={dialog?.kind === 'edit' ? dialog.booking : null}
        timeZone={context.timeZone}
        timeZoneNote={context.timeZoneNote}
        clock={context.clock}
        members={context.members.filter((member) => isProfessionalRole(member.role))}
        services={context.services}
        schedules={context.schedules}
        isAdmin={canManageAll}
        currentUserId={currentUserId}
        spaceId={spaceId}
      />
      <BookingDetailDialog
        booking={dialog?.kind === 'detail' ? dialog.booking : null}
        onOpenChange={closeWhenDismissed}
        onEdit={context.openEdit}
        isAdmin={isAdmin}
        now={context.clock.now}
        timeZone={context.timeZone}
        timeZoneNote={context.timeZoneNote}
      />
    </>
  );
}
