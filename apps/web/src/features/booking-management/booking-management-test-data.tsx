import type { ManagedBooking } from '@citavet/domain/bookings/public-booking.schema';
import type { PublicSlot } from '@citavet/domain/public/public-space.schema';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { BookingManagementPage } from './components/booking-management-page';

// What the manage page's component tests share: a booking as the API answers it, its slots, and a
// fetch stand-in that answers by method and path.

export const fetchMock = vi.fn<typeof fetch>();
export const TOKEN = 'enlace-secreto-123';

export const booking: ManagedBooking = {
  id: 'booking-1',
  status: 'CONFIRMED',
  startTime: '2026-03-10T09:00:00.000Z',
  endTime: '2026-03-10T09:30:00.000Z',
  localDate: '2026-03-10',
  localStartTime: '10:00',
  localEndTime: '10:30',
  timeZone: 'Europe/Madrid',
  duration: 30,
  price: 40,
  currency: 'EUR',
  service: { id: 'service-1', name: 'Consulta general' },
  host: { id: 'host-1', name: 'Laura Gómez' },
  space: {
    id: 'space-1',
    name: 'Clínica del Sol',
    route: 'clinica-sol',
    address: 'Calle Mayor 1',
    city: 'Madrid',
    state: null,
    country: 'España',
  },
  client: { name: 'Marta Sánchez', email: 'marta@example.com', phone: null },
  managePath: `/reservas/${TOKEN}`,
  canCancel: true,
  canReschedule: true,
  cancellationReason: null,
};

function slot(date: string, startTime: string, endTime: string, startAt: string, endAt: string): PublicSlot {
  return {
    date,
    startTime,
    endTime,
    startAt,
    endAt,
    available: true,
    scheduleId: 'schedule-1',
    price: 40,
    daysFromNow: 9,
    dayName: 'Miércoles',
  };
}

export const elevenOClock = slot(
  '2026-03-11',
  '11:00',
  '11:30',
  '2026-03-11T10:00:00.000Z',
  '2026-03-11T10:30:00.000Z',
);
export const noon = slot(
  '2026-03-11',
  '12:00',
  '12:30',
  '2026-03-11T11:00:00.000Z',
  '2026-03-11T11:30:00.000Z',
);

export type Answer = { status: number; body: unknown };
export const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });

/** Answers by method and path, like the API would; the last call of each kind is kept for checks. */
export function serveApi(answers: {
  booking?: Answer;
  cancel?: Answer;
  reschedule?: Answer;
  monthSlots?: () => Answer;
}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    let answer: Answer | undefined;
    if (url.pathname === `/api/public/bookings/${TOKEN}` && method === 'GET') answer = answers.booking;
    if (url.pathname.endsWith('/cancel') && method === 'POST') answer = answers.cancel;
    if (url.pathname.endsWith('/reschedule') && method === 'POST') answer = answers.reschedule;
    if (url.pathname.endsWith('/next-available')) {
      answer = ok({ availableSlots: [elevenOClock], timeZone: 'Europe/Madrid' });
    }
    if (url.pathname.endsWith('/available-slots')) {
      answer = answers.monthSlots?.() ?? {
        status: 200,
        body: {
          success: true,
          data: {
            availableDays: [{ dates: [{ date: '2026-03-11', slots: [elevenOClock, noon] }] }],
            timeZone: 'Europe/Madrid',
          },
        },
      };
    }
    if (!answer) throw new Error(`Unexpected call ${method} ${url.pathname}`);
    return jsonResponse(answer.status, answer.body);
  });
}

export function postsTo(ending: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => init?.method === 'POST' && String(input).endsWith(ending),
  );
}

export function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/reservas/:token" element={<BookingManagementPage />} />
    </Routes>,
    { route: `/reservas/${TOKEN}` },
  );
}

/** Mocks fetch and fixes only the clock (Monday 2 March 2026): timers stay real for user-event. */
export function setUpManagePageTests() {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
}
