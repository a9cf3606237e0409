import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { member, renderModal, VET_CONSULTATION_SCHEDULE, VET_ID } from './appointment-modal.test-support';

// 'Nueva Cita' opened at 17:30 starts on the professional's next free slot, not on
// 09:00 of a morning that is over; with none, on the next round quarter hour.

const fetchMock = vi.fn<typeof fetch>();

const slot = (date: string, startTime: string, endTime: string, available: boolean) => ({
  serviceId: '33333333-3333-4333-8333-333333333333',
  scheduleId: VET_CONSULTATION_SCHEDULE,
  date,
  dayOfWeek: 2,
  dayName: 'Martes',
  startTime,
  endTime,
  startAt: `${date}T${startTime}:00.000Z`,
  endAt: `${date}T${endTime}:00.000Z`,
  available,
});

function answerWith(slotsByDate: Record<string, ReturnType<typeof slot>[]>) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/availability')) {
      const date = url.searchParams.get('date') ?? '';
      return jsonResponse(200, {
        success: true,
        data: {
          date,
          timeZone: 'Europe/Madrid',
          hostId: VET_ID,
          slots: slotsByDate[date] ?? [],
          bookings: [],
        },
      });
    }
    return jsonResponse(200, { success: true, data: { disabledDates: [], total: 0 } });
  });
}

const renderAtHalfPastFive = (minutesOfDay = 17 * 60 + 30) =>
  renderModal({
    draft: { date: '2026-03-10' },
    clock: { today: '2026-03-10', minutesOfDay },
    isAdmin: false,
    currentUserId: VET_ID,
    members: [member(VET_ID, 'Carlos Ruiz', 'MEMBER')],
    spaceId: 'space-1',
  });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the new appointment’s default time', () => {
  it('is the professional’s next free slot from now', async () => {
    answerWith({
      '2026-03-10': [
        slot('2026-03-10', '09:00', '09:30', true),
        slot('2026-03-10', '17:30', '18:00', false),
        slot('2026-03-10', '18:00', '18:30', true),
      ],
    });
    renderAtHalfPastFive();
    await vi.waitFor(() => expect(screen.getByLabelText('Hora de inicio')).toHaveValue('18:00'));
    expect(screen.getByLabelText('Hora de fin')).toHaveValue('18:30');
    expect(screen.getByLabelText('Fecha')).toHaveValue('2026-03-10');
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('availability'));
    expect(asked.some((url) => url.includes(`/bookings/host/${VET_ID}/availability`))).toBe(true);
  });

  it('moves to tomorrow’s first free slot when today has none left', async () => {
    answerWith({ '2026-03-11': [slot('2026-03-11', '08:00', '08:30', true)] });
    renderAtHalfPastFive();
    await vi.waitFor(() => expect(screen.getByLabelText('Fecha')).toHaveValue('2026-03-11'));
    expect(screen.getByLabelText('Hora de inicio')).toHaveValue('08:00');
  });

  it('falls back to the next round quarter hour', async () => {
    answerWith({});
    renderAtHalfPastFive(17 * 60 + 32);
    await vi.waitFor(() => expect(screen.getByLabelText('Hora de inicio')).toHaveValue('17:45'));
    expect(screen.getByLabelText('Hora de fin')).toHaveValue('18:15');
  });
});
