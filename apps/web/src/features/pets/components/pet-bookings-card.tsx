import { useClientBookings } from '@/api/client-bookings';
import { BookingsCard } from '@/components/pets/bookings-card';

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
    <BookingsCard
      spaceId={spaceId}
      isPending={bookings.isPending}
      error={bookings.error}
      bookings={ofPet}
      isShowingPet={false}
    />
  );
}
