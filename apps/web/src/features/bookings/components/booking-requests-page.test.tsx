import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { BookingRequestsPage, REJECTION_REASON } from './booking-requests-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const request: Booking = {
  id: 'booking-1',
  spaceId: 'space-1',
  startTime: '2026-03-10T09:00:00.000Z',
  endTime: '2026-03-10T09:30:00.000Z',
  status: 'PENDING',
  notes: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  cancellationReason: null,
  clientConfirmedAt: null,
  checkedInAt: null,
  consultationStartedAt: null,
  isReturningClient: false,
  pet: { id: 'pet-1', clientId: 'client-1', name: 'Toby', species: 'perro', alerts: ['Muerde'] },
  reason: 'Castración',
  client: {
    id: 'client-1',
    name: 'Marta Núñez',
    email: 'marta@correo.test',
    phone: '+34 611 222 333',
    avatar: null,
  },
  service: { id: 'service-1', name: 'Cirugía', description: null, duration: 30, price: 200, currency: 'EUR' },
  host: { id: 'host-1', name: 'Laura Vet', email: 'laura@clinica.test', avatar: null },
  serviceSchedule: null,
  isOutsideSchedule: false,
  timeZone: 'Europe/Madrid',
};

function renderPage() {
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'PUT'
      ? jsonResponse(200, { success: true, data: { booking: { ...request, status: 'CANCELLED' } } })
      : jsonResponse(200, { success: true, data: { bookings: [request], total: 1 } }),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/:spaceId/solicitudes" element={<BookingRequestsPage />} />
    </Routes>,
    { route: '/dashboard/space-1/solicitudes' },
  );
}

describe('Solicitudes', () => {
  it('shows what is needed to decide: pet and species, alerts, reason, phone, new client', async () => {
    renderPage();
    const card = await screen.findByRole('list', { name: 'Solicitudes pendientes' });
    for (const text of ['Toby', '(Perro)', 'Muerde', 'Castración', '+34 611 222 333', 'Cliente nuevo']) {
      expect(within(card).getByText(text, { exact: false })).toBeVisible();
    }
  });

  it("'Rechazar' asks for the reason, says it is e-mailed, and sends what was written", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rechazar la solicitud de Marta Núñez' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Rechazar la solicitud?' });
    const reason = within(dialog).getByLabelText('Motivo del rechazo');
    expect(reason).toHaveValue(REJECTION_REASON);
    expect(dialog).toHaveTextContent('El motivo se enviará por correo electrónico al cliente.');
    await user.clear(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, rechazar' }));
    expect(within(dialog).getByText('El motivo del rechazo es requerido')).toBeVisible();
    await user.type(reason, 'El cirujano está de vacaciones');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, rechazar' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    expect(String(url)).toContain('/bookings/booking-1/cancel');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'El cirujano está de vacaciones' });
  });
});
