import { BalanceSchema, ChargeSummarySchema } from '@citavet/domain/charges/charge.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

// A client's balance ('Saldo'), read by the client page, the booking detail and the new
// appointment form (several features: it lives here).

export const chargeQueryKeys = {
  all: ['charges'] as const,
  balance: (spaceId: string, clientId: string) => ['charges', spaceId, 'balance', clientId] as const,
  ofClient: (spaceId: string, clientId: string) => ['charges', spaceId, 'client', clientId] as const,
};

const ChargeListSchema = z.object({ charges: z.array(ChargeSummarySchema) });

export function useClientBalance(spaceId: string, clientId: string | null | undefined) {
  return useQuery({
    queryKey: chargeQueryKeys.balance(spaceId, clientId ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(
        `/spaces/${encodeURIComponent(spaceId)}/clients/${encodeURIComponent(clientId ?? '')}/balance`,
        { schema: BalanceSchema, signal },
      );
      return data;
    },
    enabled: Boolean(clientId),
  });
}

/** The client's charges that still owe something (newest first), to pay an old balance later. */
export function useClientOpenCharges(spaceId: string, clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: chargeQueryKeys.ofClient(spaceId, clientId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(
        `/spaces/${encodeURIComponent(spaceId)}/charges?clientId=${encodeURIComponent(clientId)}`,
        { schema: ChargeListSchema, signal },
      );
      return data.charges.filter((charge) => charge.status === 'OPEN' && charge.due > 0);
    },
    enabled,
  });
}
