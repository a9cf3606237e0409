import { ClientListSchema, ClientSchema } from '@citavet/domain/clients/client.schema';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/**
 * GET /spaces/{spaceId}/clients: a page of the space's clients with their pets, found by name,
 * e-mail, phone, document, pet name or microchip (decision 025). Shared by the clients list and the
 * appointment modal's client and pet picker.
 */
export async function fetchClientList(
  spaceId: string,
  options: { search: string; limit: number },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ limit: String(options.limit) });
  if (options.search) query.set('search', options.search);
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/clients?${query}`, {
    schema: ClientListSchema,
    signal,
  });
  return data;
}

/** GET /spaces/{spaceId}/clients/{clientId}: one client with its pets (the edited booking's owner). */
export async function fetchClient(spaceId: string, clientId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(
    `/spaces/${encodeURIComponent(spaceId)}/clients/${encodeURIComponent(clientId)}`,
    { schema: z.object({ client: ClientSchema }), signal },
  );
  return data.client;
}
