import { BalanceSchema } from '@citavet/domain/charges/charge.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

// A client's balance ('Saldo'), read by the client page, the booking detail and the new
// appointment form (several features: it lives here).

export const chargeQueryKeys = {
  all: ['charges'] as const,
  balance: (spaceId: string, clientId: string) => ['charges', spaceId, 'balance', clientId] as const,
};

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
