import {
  CashCloseSchema,
  ChargeSchema,
  type ChargeSettings,
  ChargeSettingsSchema,
  type CloseDayBody,
  type CreateChargeBody,
  type PaymentInput,
} from '@citavet/domain/charges/charge.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { chargeQueryKeys } from '@/api/client-balance';
import { apiClient } from '@/lib/api-client';

const space = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}`;
const ChargeResult = z.object({ charge: ChargeSchema });
const SettingsResult = ChargeSettingsSchema.extend({ isSuggested: z.boolean(), currency: z.string() });

const keys = {
  settings: (spaceId: string) => ['charges', spaceId, 'settings'] as const,
  charge: (spaceId: string, chargeId: string) => ['charges', spaceId, 'charge', chargeId] as const,
  cashClose: (spaceId: string, date: string, userId: string) =>
    ['charges', spaceId, 'cash', date, userId] as const,
};

export function useChargeSettings(spaceId: string) {
  return useQuery({
    queryKey: keys.settings(spaceId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${space(spaceId)}/charge-settings`, { schema: SettingsResult, signal })).data,
  });
}

export function useSaveChargeSettings(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChargeSettings) =>
      (await apiClient.put(`${space(spaceId)}/charge-settings`, { body, schema: SettingsResult })).data,
    onSuccess: (data) => queryClient.setQueryData(keys.settings(spaceId), data),
  });
}

export function useCharge(spaceId: string, chargeId: string) {
  return useQuery({
    queryKey: keys.charge(spaceId, chargeId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${space(spaceId)}/charges/${encodeURIComponent(chargeId)}`, {
          schema: ChargeResult,
          signal,
        })
      ).data.charge,
  });
}

/** After any change of money: the charge, balances and the cash close are read again. */
function useChargeMutation<TBody>(
  spaceId: string,
  send: (body: TBody) => Promise<z.infer<typeof ChargeSchema>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (charge) => {
      queryClient.setQueryData(keys.charge(spaceId, charge.id), charge);
      void queryClient.invalidateQueries({ queryKey: chargeQueryKeys.all });
    },
  });
}

export function useCreateCharge(spaceId: string) {
  return useChargeMutation(
    spaceId,
    async (body: CreateChargeBody) =>
      (await apiClient.post(`${space(spaceId)}/charges`, { body, schema: ChargeResult })).data.charge,
  );
}

export function useAddPayment(spaceId: string, chargeId: string) {
  return useChargeMutation(
    spaceId,
    async (body: PaymentInput) =>
      (
        await apiClient.post(`${space(spaceId)}/charges/${encodeURIComponent(chargeId)}/payments`, {
          body,
          schema: ChargeResult,
        })
      ).data.charge,
  );
}

export function useVoidCharge(spaceId: string, chargeId: string) {
  return useChargeMutation(
    spaceId,
    async (body: { reason: string }) =>
      (
        await apiClient.post(`${space(spaceId)}/charges/${encodeURIComponent(chargeId)}/void`, {
          body,
          schema: ChargeResult,
        })
      ).data.charge,
  );
}

export function useRefundCharge(spaceId: string, chargeId: string) {
  return useChargeMutation(
    spaceId,
    async (body: {
      amount: number;
      method: PaymentInput['method'];
      methodLabel?: string | null;
      reason: string;
    }) =>
      (
        await apiClient.post(`${space(spaceId)}/charges/${encodeURIComponent(chargeId)}/refunds`, {
          body,
          schema: ChargeResult,
        })
      ).data.charge,
  );
}

export function useEmailReceipt(spaceId: string, chargeId: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post(`${space(spaceId)}/charges/${encodeURIComponent(chargeId)}/receipt/email`, {
          schema: z.object({ to: z.string() }),
        })
      ).data,
  });
}

export function useCashClose(spaceId: string, date: string, userId: string) {
  return useQuery({
    queryKey: keys.cashClose(spaceId, date, userId),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ date });
      if (userId) query.set('userId', userId);
      return (
        await apiClient.get(`${space(spaceId)}/cash-close?${query}`, { schema: CashCloseSchema, signal })
      ).data;
    },
  });
}

export function useCloseDay(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CloseDayBody) =>
      (await apiClient.post(`${space(spaceId)}/cash-close`, { body, schema: CashCloseSchema })).data,
    onSuccess: (close) =>
      queryClient.setQueryData(keys.cashClose(spaceId, close.date, close.userId ?? ''), close),
  });
}
