import { useClientBookings } from '@/api/client-bookings';
import { ClientBookingList } from '@/components/pets/client-booking-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';

/** The pet's appointments (decision 030): the owner's appointments that name this pet, newest first. */
export function PetBookingsCard({
  spaceId,
  petId,
  ownerId,
}: {
  spaceId: string;
  petId: string;
  ownerId: string;
}) {
  const bookings = useClientBookings(spaceId, ownerId);
  const ofPet = bookings.data?.filter((booking) => booking.petId === petId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Citas</CardTitle>
      </CardHeader>
      <CardContent>
        {bookings.isPending && <Skeleton className="h-16 w-full" />}
        {bookings.isError && (
          <p className="text-sm text-error">
            {getErrorMessage(bookings.error, 'No se pudieron cargar las citas')}
          </p>
        )}
        {ofPet && ofPet.length === 0 && <p className="text-sm text-slate-600">Sin citas registradas.</p>}
        {ofPet && ofPet.length > 0 && (
          <ClientBookingList spaceId={spaceId} bookings={ofPet} isShowingPet={false} />
        )}
      </CardContent>
    </Card>
  );
}
