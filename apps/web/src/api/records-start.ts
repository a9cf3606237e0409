import { ClientSchema } from '@citavet/domain/clients/client.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

// Shared by the agenda's booking detail ('Iniciar consulta') and the pet page that opens the draft:
// which pets the appointment's client has, and the address that starts a consultation.

/** The query parameter the pet page reads to open a draft consultation for that appointment. */
export const START_CONSULTATION_PARAM = 'consulta';
/** The appointment's reason, which the consultation's 'Motivo de consulta' starts from. */
export const START_CONSULTATION_REASON_PARAM = 'motivo';

export function startConsultationPath(
  spaceId: string,
  petId: string,
  bookingId: string,
  reason: string | null = null,
): string {
  const query = new URLSearchParams({ [START_CONSULTATION_PARAM]: bookingId });
  if (reason) query.set(START_CONSULTATION_REASON_PARAM, reason);
  return `${paths.space.pet(spaceId, petId)}?${query}`;
}

const ClientResultSchema = z.object({ client: ClientSchema });

/** The client's pets (for 'Iniciar consulta' on an appointment that names no pet). */
export function useClientPets(spaceId: string, clientId: string | null, isEnabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'detail', spaceId, clientId, 'pets'],
    enabled: isEnabled && clientId !== null,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(
        `/spaces/${encodeURIComponent(spaceId)}/clients/${encodeURIComponent(clientId ?? '')}`,
        { schema: ClientResultSchema, signal },
      );
      return data.client.pets.filter((pet) => !pet.isDeceased);
    },
  });
}

/** After signing the consultation: the appointment it came from is marked COMPLETED. */
export async function completeBooking(bookingId: string): Promise<void> {
  await apiClient.put(`/bookings/${encodeURIComponent(bookingId)}/status`, { body: { status: 'COMPLETED' } });
}
