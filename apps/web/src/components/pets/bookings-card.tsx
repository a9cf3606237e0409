import type { ClientBooking } from '@citavet/domain/clients/client.schema';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { ClientBookingList } from './client-booking-list';

/**
 * The 'Citas' card of a client's page and of a pet's: loading, the load's error, none, or the list
 * (with each appointment's pet named on the client's page, not on the pet's own).
 */
export function BookingsCard({
  spaceId,
  isPending,
  error,
  bookings,
  isShowingPet = true,
}: {
  spaceId: string;
  isPending: boolean;
  error: unknown;
  bookings: readonly ClientBooking[] | undefined;
  isShowingPet?: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Citas</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending && <Skeleton className="h-16 w-full" />}
        {error ? (
          <p className="text-sm text-error">{getErrorMessage(error, 'No se pudieron cargar las citas')}</p>
        ) : null}
        {bookings && bookings.length === 0 && (
          <p className="text-sm text-slate-600">Sin citas registradas.</p>
        )}
        {bookings && bookings.length > 0 && (
          <ClientBookingList spaceId={spaceId} bookings={bookings} isShowingPet={isShowingPet} />
        )}
      </CardContent>
    </Card>
  );
}
