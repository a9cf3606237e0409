import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse } from '@/test/render';
import { useCreatePublicBooking } from './create-public-booking';
import { publicBookingKeys } from './public-booking-query-keys';

const target = { spaceId: 'space-1', serviceId: 'service-1', hostId: 'host-1' };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('a public booking attempt', () => {
  it('drops the host’s times on no screen, so booking again never offers the time just taken', async () => {
    const queryClient = createTestQueryClient();
    const range = publicBookingKeys.availableSlots(
      'space-1',
      'service-1',
      'host-1',
      '2030-04-01',
      '2030-04-30',
    );
    const otherHost = publicBookingKeys.availableSlots(
      'space-1',
      'service-1',
      'host-2',
      '2030-04-01',
      '2030-04-30',
    );
    queryClient.setQueryData(range, { slotsByDate: new Map(), timeZone: 'Europe/Madrid' });
    queryClient.setQueryData(otherHost, { slotsByDate: new Map(), timeZone: 'Europe/Madrid' });
    // The slot was taken meanwhile: a failure refreshes the times as well as a success.
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, {
        success: false,
        code: 'BOOKING_CONFLICT',
        message: 'Ya existe una reserva en ese horario',
      }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreatePublicBooking(target), { wrapper });
    await act(async () => {
      await result.current
        .mutateAsync({ payload: { hostId: 'host-1' } as never, idempotencyKey: 'key-1' })
        .catch(() => undefined);
    });
    expect(queryClient.getQueryData(range)).toBeUndefined();
    expect(queryClient.getQueryData(otherHost)).toBeDefined();
  });
});
