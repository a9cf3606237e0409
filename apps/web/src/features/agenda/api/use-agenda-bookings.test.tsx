import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse } from '@/test/render';
import { bookingsQueryOptions } from './get-bookings';
import { useAgendaBookings } from './use-agenda-bookings';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    jsonResponse(200, { success: true, data: { bookings: [], total: 0 } }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const spaceId = 'space-1';
const userIds = ['host-1'];
const requestedRanges = () =>
  fetchMock.mock.calls.map(([url]) => {
    const query = new URL(String(url), 'http://citavet.test').searchParams;
    return `${query.get('fromDate')}..${query.get('toDate')}`;
  });

describe("the agenda's 'Actualizar'", () => {
  it('refreshes every range of the space, not only the ones on screen', async () => {
    const queryClient = createTestQueryClient();
    // The last day of a month: tomorrow is outside "today to the end of the month", so the day
    // shown is a range of its own; the month view read a moment before is another.
    const december = bookingsQueryOptions({
      spaceId,
      range: { from: '2026-12-01', to: '2026-12-31' },
      userIds,
    });
    const otherSpace = bookingsQueryOptions({
      spaceId: 'space-2',
      range: { from: '2026-12-01', to: '2026-12-31' },
      userIds,
    });
    queryClient.setQueryData(december.queryKey, { bookings: [], total: 0 });
    queryClient.setQueryData(otherSpace.queryKey, { bookings: [], total: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useAgendaBookings({
          spaceId,
          userIds,
          upcoming: { from: '2026-11-30', to: '2026-11-30' },
          shown: { from: '2026-12-01', to: '2026-12-01' },
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(requestedRanges().sort()).toEqual(['2026-11-30..2026-11-30', '2026-12-01..2026-12-01']);
    expect(queryClient.getQueryState(december.queryKey)?.isInvalidated).toBe(false);

    fetchMock.mockClear();
    await act(async () => {
      result.current.refetch();
    });
    // The two ranges on screen are read again at once; the month read before is due again when shown.
    await waitFor(() =>
      expect(requestedRanges().sort()).toEqual(['2026-11-30..2026-11-30', '2026-12-01..2026-12-01']),
    );
    expect(queryClient.getQueryState(december.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherSpace.queryKey)?.isInvalidated).toBe(false);
  });
});
