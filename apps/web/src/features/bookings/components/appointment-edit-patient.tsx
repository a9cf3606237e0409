import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { fetchClient } from '@/api/client-search';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { AppointmentPatientPicker } from './appointment-patient-picker';
import { ClientContactFields } from './client-contact-fields';
import type { ClientStepForm } from './client-step-form';

/**
 * 'Editar Cita', step 2's "who": the contact the booking was made with, and its pet, one of the
 * client's (a select) or, with 'Cambiar cliente', any client's pet found by search (the booking
 * then moves to that client). A booking without a client record edits only the contact.
 */
export function AppointmentEditPatient({
  spaceId,
  booking,
  form,
}: {
  spaceId: string;
  booking: Booking;
  form: ClientStepForm;
}) {
  const [isChangingClient, setIsChangingClient] = useState(false);
  const { setValue, watch } = form;
  const clientId = booking.client.id;
  const owner = useQuery({
    queryKey: ['clients', 'booking-owner', spaceId, clientId],
    queryFn: ({ signal }) => fetchClient(spaceId, clientId ?? '', signal),
    enabled: clientId !== null && !isChangingClient,
  });

  if (isChangingClient) {
    return (
      <div className="space-y-3">
        <AppointmentPatientPicker spaceId={spaceId} form={form} canCreate={false} />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            // Back to the booking's own client, pet and contact.
            setValue('clientId', clientId ?? '');
            setValue('petId', booking.pet?.id ?? '');
            setValue('client', booking.client.name, { shouldValidate: true });
            setValue('email', booking.client.email ?? '');
            setValue('phone', booking.client.phone ?? '');
            setIsChangingClient(false);
          }}
        >
          Mantener el cliente de la cita
        </Button>
      </div>
    );
  }

  // The client's living pets, and the booking's own pet even if it died since.
  const pets = (owner.data?.pets ?? []).filter((pet) => !pet.isDeceased || pet.id === booking.pet?.id);
  const petOptions = [
    { value: '', label: 'Sin mascota' },
    ...pets.map((pet) => ({ value: pet.id, label: `${pet.name} (${PET_SPECIES_LABELS[pet.species]})` })),
  ];
  if (booking.pet && !pets.some((pet) => pet.id === booking.pet?.id)) {
    petOptions.push({ value: booking.pet.id, label: booking.pet.name });
  }
  return (
    <div className="space-y-4">
      <ClientContactFields form={form} />
      {clientId && (
        <Select
          label="Mascota"
          id="cita-mascota"
          value={watch('petId') ?? ''}
          onChange={(event) => setValue('petId', event.target.value)}
          options={petOptions}
          disabled={owner.isPending}
          helperText={owner.isError ? 'No se pudieron cargar las mascotas del cliente' : undefined}
        />
      )}
      <Button
        variant="outline"
        size="sm"
        icon={<Users className="size-4" aria-hidden />}
        onClick={() => setIsChangingClient(true)}
      >
        Cambiar cliente
      </Button>
    </div>
  );
}
