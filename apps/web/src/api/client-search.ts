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

const ClientResultSchema = z.object({ client: ClientSchema });

/**
 * GET /spaces/{spaceId}/clients/{clientId}: one client with their pets. Shared by the client's page
 * and the appointment modal when a link pre-fills the client ('Agendar próximo control').
 */
export async function fetchClient(spaceId: string, clientId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(
    `/spaces/${encodeURIComponent(spaceId)}/clients/${encodeURIComponent(clientId)}`,
    { schema: ClientResultSchema, signal },
  );
  return data.client;
}

/** The cache key of one client (the clients feature refreshes everything under 'clients'). */
export const clientDetailQueryKey = (spaceId: string, clientId: string) =>
  ['clients', 'detail', spaceId, clientId] as const;
