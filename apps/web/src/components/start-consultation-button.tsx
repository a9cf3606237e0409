import { Stethoscope } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { startConsultationPath, useClientPets } from '@/api/records-start';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';

/**
 * 'Iniciar consulta' on an appointment: opens the pet's page with a draft consultation linked to
 * the appointment. `petId` when the appointment names its pet; otherwise the client's pets are
 * offered (one pet: straight to it).
 */
export function StartConsultationButton({
  spaceId,
  bookingId,
  clientId,
  petId = null,
  reason = null,
}: {
  spaceId: string;
  bookingId: string;
  clientId: string;
  petId?: string | null;
  /** The appointment's reason: the consultation's 'Motivo de consulta' starts with it. */
  reason?: string | null;
}) {
  const navigate = useNavigate();
  const [isChoosing, setIsChoosing] = useState(false);
  const pets = useClientPets(spaceId, clientId, isChoosing);
  const start = (chosenPetId: string) =>
    navigate(startConsultationPath(spaceId, chosenPetId, bookingId, reason));
  const onlyPet = pets.data?.length === 1 ? pets.data[0] : undefined;
  // One pet: no question to ask, straight to its page.
  useEffect(() => {
    if (isChoosing && onlyPet) navigate(startConsultationPath(spaceId, onlyPet.id, bookingId, reason));
  }, [isChoosing, onlyPet, navigate, spaceId, bookingId, reason]);

  return (
    <>
      <Button
        variant="accent"
        icon={<Stethoscope className="size-4" aria-hidden />}
        onClick={() => (petId ? start(petId) : setIsChoosing(true))}
      >
        Iniciar consulta
      </Button>
      <Dialog open={isChoosing && !onlyPet} onOpenChange={setIsChoosing}>
        <DialogContent
          title="¿Qué mascota se atiende?"
          description="La consulta queda vinculada a esta cita."
        >
          {pets.isPending && <Skeleton className="h-24 w-full" />}
          {pets.isError && (
            <ErrorState
              title="No se pudieron cargar las mascotas"
              message={getErrorMessage(pets.error, 'Intenta nuevamente.')}
              onRetry={() => void pets.refetch()}
              isRetrying={pets.isFetching}
            />
          )}
          {pets.data?.length === 0 && (
            <EmptyState
              icon={Stethoscope}
              title="El cliente no tiene mascotas"
              description="Registra la mascota en la ficha del cliente."
            />
          )}
          {pets.data && pets.data.length > 1 && (
            <ul className="space-y-2">
              {pets.data.map((pet) => (
                <li key={pet.id}>
                  <Button variant="outline" isFullWidth onClick={() => start(pet.id)}>
                    {pet.name}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
