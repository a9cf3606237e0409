import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import {
  ADMIN_ID,
  createdBooking,
  member,
  renderModal,
  setField,
  VET_ID,
} from './appointment-modal.test-support';

// 'Nueva Cita' and 'Editar Cita' warn, as the agenda does (decision 091), when the professional being
// booked has a CalDAV calendar that fails or whose busy time is older than the limit: the times
// offered and the conflict check may miss a personal appointment.

const SPACE_ID = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';
const fetchMock = vi.fn<typeof fetch>();

const unhealthy = (hostId: string, overrides: Record<string, unknown> = {}) => ({
  hostId,
  failingSince: null,
  lastFailure: null,
  isStale: true,
  busyTimeAsOf: '2026-03-09T07:00:00.000Z',
  ...overrides,
});

function answerHealth(hosts: ReturnType<typeof unhealthy>[]) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/spaces/${SPACE_ID}/caldav-health`) {
      return jsonResponse(200, { success: true, data: { staleAfterMinutes: 30, hosts } });
    }
    return jsonResponse(200, { success: true, data: { disabledDates: [], total: 0 } });
  });
}

const healthRequests = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/caldav-health')).length;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('AppointmentModal: the booked professional’s calendar health', () => {
  it('warns reception about the chosen professional’s stale busy time in the agenda’s words', async () => {
    answerHealth([unhealthy(VET_ID)]);
    renderModal({ spaceId: SPACE_ID });
    // The admin herself is offered first: her calendar is fine, nothing to warn about.
    await waitFor(() => expect(healthRequests()).toBe(1));
    expect(screen.getByLabelText('Miembro')).toHaveValue(ADMIN_ID);
    expect(screen.queryByTestId('calendar-health-notice')).not.toBeInTheDocument();

    setField('Miembro', VET_ID);
    const notice = await screen.findByTestId('calendar-health-notice');
    // 07:00Z on 9 March is 08:00 in Madrid.
    expect(notice).toHaveTextContent(
      'El calendario de Carlos Ruiz: las horas ocupadas son del 9 de marzo de 2026 a las 8:00, hace más de 30 minutos. Puede que sus citas personales recientes aún no bloqueen la agenda.',
    );
    expect(screen.queryByRole('link', { name: 'Mi calendario' })).not.toBeInTheDocument();

    // Another professional whose calendar is fine: the warning goes.
    setField('Miembro', ADMIN_ID);
    await waitFor(() => expect(screen.queryByTestId('calendar-health-notice')).not.toBeInTheDocument());
  });

  it('tells a professional booking in her own agenda that her calendar does not answer, with the link', async () => {
    answerHealth([
      unhealthy(VET_ID, {
        failingSince: '2026-03-09T08:15:00.000Z',
        lastFailure: 'Tu servidor de calendario no responde.',
      }),
    ]);
    renderModal({
      spaceId: SPACE_ID,
      isAdmin: false,
      currentUserId: VET_ID,
      members: [member(VET_ID, 'Carlos Ruiz', 'MEMBER')],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Tu calendario no responde desde el 9 de marzo de 2026 a las 9:15\. Tu servidor de calendario no responde\./,
    );
    expect(screen.getByRole('link', { name: 'Mi calendario' })).toHaveAttribute('href', '/settings/user');
  });

  it('warns when moving a booking of a professional whose calendar is stale', async () => {
    answerHealth([unhealthy(VET_ID, { busyTimeAsOf: null })]);
    renderModal({ spaceId: SPACE_ID, booking: { ...createdBooking, status: 'CONFIRMED' as const } });
    const notice = await screen.findByTestId('calendar-health-notice');
    expect(notice).toHaveTextContent(
      'El calendario de Carlos Ruiz: todavía no hemos podido leer sus horas ocupadas, hace más de 30 minutos.',
    );
  });

  it('shows nothing when the booked professional’s calendar is fine', async () => {
    answerHealth([unhealthy(ADMIN_ID)]);
    renderModal({
      spaceId: SPACE_ID,
      isAdmin: false,
      currentUserId: VET_ID,
      members: [member(VET_ID, 'Carlos Ruiz', 'MEMBER')],
    });
    await waitFor(() => expect(healthRequests()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('calendar-health-notice')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });
});
