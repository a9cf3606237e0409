import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import {
  booking,
  fetchMock,
  ok,
  renderPage,
  serveApi,
  setUpManagePageTests,
} from '../booking-management-test-data';

setUpManagePageTests();

describe('BookingManagementPage', () => {
  it("shows 'Reserva no encontrada' with a way home for an unknown link", async () => {
    serveApi({
      booking: {
        status: 404,
        body: { success: false, message: 'Reserva no encontrada', code: 'BOOKING_NOT_FOUND' },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Reserva no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('explains an expired link (410) without any booking data', async () => {
    serveApi({
      booking: {
        status: 410,
        body: { success: false, message: 'caducado', code: 'BOOKING_LINK_EXPIRED' },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Este enlace ha caducado' })).toBeInTheDocument();
    expect(screen.queryByText('No se pudo cargar tu reserva')).not.toBeInTheDocument();
  });

  it('shows the booking on the clinic clock, names the zone, and offers a retry when loading fails', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(503, { success: false, message: 'No disponible', code: 'X' }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No se pudo cargar tu reserva')).toBeInTheDocument();

    serveApi({ booking: ok({ booking }) });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Tu cita de Consulta general' })).toBeInTheDocument();
    expect(screen.getByText('Confirmada')).toBeInTheDocument();
    expect(screen.getByText('Martes, 10 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByText('10:00 – 10:30')).toBeInTheDocument();
    expect(screen.getByText('Hora de la clínica (Europe/Madrid)')).toBeInTheDocument();
    expect(screen.getByText('Laura Gómez')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText('Calle Mayor 1, Madrid, España')).toBeInTheDocument();
  });

  it('explains why nothing can be changed when the clinic does not allow it', async () => {
    serveApi({ booking: ok({ booking: { ...booking, canCancel: false, canReschedule: false } }) });
    renderPage();
    expect(await screen.findByText('La clínica no permite cambios en línea')).toBeInTheDocument();
    expect(screen.getByText(/contacta directamente con Clínica del Sol/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar cita' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambiar fecha u hora' })).toBeNull();
  });

  it('explains a cancelled booking and a booking that has already started', async () => {
    serveApi({
      booking: ok({ booking: { ...booking, status: 'CANCELLED', canCancel: false, canReschedule: false } }),
    });
    const { unmount } = renderPage();
    expect(await screen.findByText('Esta cita está cancelada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservar una nueva cita' })).toHaveAttribute(
      'href',
      '/clinica-sol',
    );
    unmount();

    vi.setSystemTime(new Date('2026-03-10T09:10:00.000Z'));
    serveApi({ booking: ok({ booking: { ...booking, canCancel: false, canReschedule: false } }) });
    renderPage();
    expect(await screen.findByText('Esta cita ya comenzó')).toBeInTheDocument();
  });

  it('offers only what the clinic allows, and says why the other is missing', async () => {
    serveApi({ booking: ok({ booking: { ...booking, canReschedule: false } }) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Cancelar cita' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar fecha u hora' })).toBeNull();
    expect(screen.getByText(/no permite cambiar la fecha u hora de esta cita en línea/)).toBeInTheDocument();
  });
});
