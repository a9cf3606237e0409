import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type DateRange, isWithinRange } from '../utils/agenda-dates';
import { bookingsOfSpaceKey, useBookings } from './get-bookings';

interface AgendaBookingsInput {
  spaceId: string;
  userIds: readonly string[];
  /** Today to the end of this month: always loaded, for 'Hoy' and 'Próxima Cita'. */
  upcoming: DateRange;
  /** What the current view draws; loaded separately only when it reaches outside `upcoming`. */
  shown: DateRange;
}

/**
 * The bookings on screen: the range from today to the end of the month, plus the range
 * the view shows when the user navigates elsewhere, both refreshed every 60 s.
 */
export function useAgendaBookings({ spaceId, userIds, upcoming, shown }: AgendaBookingsInput) {
  const queryClient = useQueryClient();
  const isShownInUpcoming = isWithinRange(shown, upcoming);
  const upcomingQuery = useBookings({ spaceId, range: upcoming, userIds });
  const shownQuery = useBookings({ spaceId, range: shown, userIds }, { isEnabled: !isShownInUpcoming });
  const viewQuery = isShownInUpcoming ? upcomingQuery : shownQuery;

  const bookings = useMemo(() => {
    const byId = new Map<string, Booking>();
    for (const booking of upcomingQuery.data?.bookings ?? []) byId.set(booking.id, booking);
    if (!isShownInUpcoming)
      for (const booking of shownQuery.data?.bookings ?? []) byId.set(booking.id, booking);
    return [...byId.values()];
  }, [upcomingQuery.data, shownQuery.data, isShownInUpcoming]);

  return {
    bookings,
    upcomingBookings: upcomingQuery.data?.bookings ?? [],
    isLoading: viewQuery.data === undefined && !viewQuery.isError,
    error: viewQuery.data === undefined && viewQuery.isError ? viewQuery.error : null,
    isRefreshing: upcomingQuery.isFetching || shownQuery.isFetching,
    // 'Actualizar' refreshes every range of the space's agenda, not only the one on screen: a day
    // opened next from a range read moments before would show it as it was until it went stale.
    // The ranges on screen are fetched again at once, the others when they are shown.
    refetch: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsOfSpaceKey(spaceId) });
    },
  };
}
