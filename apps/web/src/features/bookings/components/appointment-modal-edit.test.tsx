import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { createdBooking, renderModal, setField } from './appointment-modal.test-support';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // A failed save is logged; the tests read what the user sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppointmentModal in edit mode ("Editar Cita")', () => {
  const booking = {
    ...createdBooking,
    status: 'CONFIRMED' as const,
    clientConfirmedAt: null,
    client: { id: null, name: 'Marta Sánchez', email: 'marta@correo.test', phone: null, avatar: null },
  };

  it('starts from the booking in the space’s zone and sends the changes with PUT', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, message: 'Reserva actualizada exitosamente', data: { booking } }),
    );
    const { user, onOpenChange } = renderModal({ booking });
    expect(screen.getByRole('dialog', { name: 'Editar Cita' })).toBeInTheDocument();
    // The service and the member stay; they are shown, not offered.
    expect(screen.queryByLabelText('Servicio')).not.toBeInTheDocument();
    expect(screen.getByText('Consulta general')).toBeInTheDocument();
    expect(screen.getByText('Carlos Ruiz')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha')).toHaveValue('2026-03-10');
    expect(screen.getByLabelText('Hora de inicio')).toHaveValue('10:00');
    expect(screen.getByLabelText('Hora de fin')).toHaveValue('10:30');

    setField('Hora de inicio', '11:00');
    setField('Hora de fin', '11:30');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByLabelText(/Nombre del cliente/)).toHaveValue('Marta Sánchez');
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/bookings/booking-1');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      startTime: '2026-03-10T11:00',
      endTime: '2026-03-10T11:30',
      notes: 'Primera visita',
      clientInfo: { name: 'Marta Sánchez', email: null, phone: null },
      reason: null,
    });
    expect(await screen.findByText('Reserva actualizada exitosamente')).toBeInTheDocument();
  });

  it('lets an appointment from earlier today keep its time, but not move to another past time', async () => {
    const { user } = renderModal({ booking, clock: { today: '2026-03-10', minutesOfDay: 12 * 60 } });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByLabelText(/Nombre del cliente/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    setField('Hora de inicio', '10:30');
    setField('Hora de fin', '11:00');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('No se pueden crear citas en horarios pasados')).toBeInTheDocument();
  });
});
