import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { useMemo } from 'react';
import { type DateRange, isWithinRange } from '../utils/agenda-dates';
import { useBookings } from './get-bookings';

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
    refetch: () => {
      void upcomingQuery.refetch();
      if (!isShownInUpcoming) void shownQuery.refetch();
    },
  };
}
