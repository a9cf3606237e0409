import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { BookingDetailDialog } from './booking-detail-dialog';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const confirmedBooking: Booking = {
  id: 'booking-1',
  spaceId: 'space-1',
  startTime: '2026-03-10T09:00:00.000Z',
  endTime: '2026-03-10T09:30:00.000Z',
  status: 'CONFIRMED',
  notes: 'Vacuna anual',
  createdAt: '2026-03-01T09:00:00.000Z',
  cancellationReason: null,
  clientConfirmedAt: null,
  checkedInAt: null,
  consultationStartedAt: null,
  isReturningClient: false,
  pet: null,
  reason: null,
  client: {
    id: null,
    name: 'Marta Sánchez',
    email: 'marta@correo.test',
    phone: '+34 600 123 456',
    avatar: null,
  },
  service: {
    id: 'service-1',
    name: 'Consulta general',
    description: null,
    duration: 30,
    price: 35,
    currency: 'EUR',
  },
  host: { id: 'host-1', name: 'Carlos Ruiz', email: 'carlos@clinica.test', avatar: null },
  serviceSchedule: null,
  isOutsideSchedule: false,
  timeZone: 'Europe/Madrid',
};

/** GET /bookings/{id} answers the booking as it is; a PUT answers `afterChange`. */
function answerApi(afterChange: Response, current: Booking = confirmedBooking) {
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'PUT' ? afterChange : jsonResponse(200, { success: true, data: { booking: current } }),
  );
}

function renderDialog(booking: Booking = confirmedBooking, onEdit?: (booking: Booking) => void) {
  renderWithProviders(
    <>
      <BookingDetailDialog
        booking={booking}
        onOpenChange={vi.fn()}
        timeZone="Europe/Madrid"
        timeZoneNote={null}
        onEdit={onEdit}
      />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

describe('BookingDetailDialog', () => {
  it('opens with focus on the dialog itself, so one Escape closes it (no tooltip opened by focus)', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(
      <BookingDetailDialog
        booking={confirmedBooking}
        onOpenChange={onOpenChange}
        timeZone="Europe/Madrid"
        timeZoneNote={null}
      />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Cita' });
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the booking in the space’s zone with the transitions a confirmed booking allows', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Detalles de la Cita' })).toBeInTheDocument();
    expect(screen.getByText('Marta Sánchez')).toBeInTheDocument();
    expect(screen.getByText('10:00–10:30')).toBeInTheDocument();
    expect(screen.getByText('Martes, 10 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByText('Carlos Ruiz')).toBeInTheDocument();
    expect(screen.getByText('35 €')).toBeInTheDocument();
    expect(screen.getByText('Confirmada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('offers Confirmar for a pending booking', () => {
    renderDialog({ ...confirmedBooking, status: 'PENDING' });
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it("leads to 'Editar Cita' while the booking is still to happen", async () => {
    const onEdit = vi.fn();
    const user = renderDialog(confirmedBooking, onEdit);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(onEdit).toHaveBeenCalledWith(confirmedBooking);
  });

  it('offers no action on a cancelled booking', () => {
    renderDialog({ ...confirmedBooking, status: 'CANCELLED', cancellationReason: 'Enfermo' }, vi.fn());
    expect(screen.getByText('Cancelada')).toBeInTheDocument();
    expect(screen.getByText('Enfermo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  });

  it('asks before completing, says so and offers Deshacer, which takes it back', async () => {
    const completed = { ...confirmedBooking, status: 'COMPLETED' as const };
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method !== 'PUT')
        return jsonResponse(200, { success: true, data: { booking: confirmedBooking } });
      const { status } = JSON.parse(String(init.body)) as { status: string };
      return jsonResponse(200, {
        success: true,
        message: 'Estado de la reserva actualizado',
        data: { booking: status === 'COMPLETED' ? completed : confirmedBooking },
      });
    });
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Completar' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    expect(screen.getByRole('alertdialog', { name: '¿Marcar la cita como completada?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí, completar' }));
    expect(await screen.findByText('Estado de la reserva actualizado')).toBeInTheDocument();
    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts()[0]?.[0]).toBe('/api/bookings/booking-1/status');
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({ status: 'COMPLETED' });

    // The toast lives outside the modal dialog (whose body lock happy-dom applies without sonner's
    // pointer-events styles); in the browser the e2e journey clicks it for real.
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Cambio deshecho: la cita vuelve a estar Confirmada')).toBeInTheDocument();
    expect(JSON.parse(String(puts()[1]?.[1]?.body))).toEqual({ status: 'CONFIRMED' });
  });

  it('offers No asistió and Completar only once the appointment started', () => {
    const { unmount } = renderWithProviders(
      <BookingDetailDialog
        booking={confirmedBooking}
        onOpenChange={vi.fn()}
        timeZone="Europe/Madrid"
        timeZoneNote={null}
        now={Date.parse(confirmedBooking.startTime) - 1}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Completar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No asistió' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    unmount();
    renderDialog();
    expect(screen.getByRole('button', { name: 'No asistió' })).toBeInTheDocument();
  });

  it('lets only an ADMIN take a no-show back to Confirmada', () => {
    const noShow = { ...confirmedBooking, status: 'NO_SHOW' as const };
    const { unmount } = renderWithProviders(
      <BookingDetailDialog
        booking={noShow}
        onOpenChange={vi.fn()}
        timeZone="Europe/Madrid"
        timeZoneNote={null}
      />,
    );
    expect(screen.getAllByText('No asistió').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Volver a Confirmada' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <BookingDetailDialog
        booking={noShow}
        onOpenChange={vi.fn()}
        timeZone="Europe/Madrid"
        timeZoneNote={null}
        isAdmin
      />,
    );
    expect(screen.getByRole('button', { name: 'Volver a Confirmada' })).toBeInTheDocument();
  });

  it('shows the server message under the status error title', async () => {
    answerApi(
      jsonResponse(409, {
        success: false,
        code: 'INVALID_STATUS_TRANSITION',
        message: 'No se puede cambiar una reserva de Cancelada a Confirmada',
      }),
      { ...confirmedBooking, status: 'PENDING' },
    );
    const user = renderDialog({ ...confirmedBooking, status: 'PENDING' });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Error al actualizar estado de reserva')).toBeInTheDocument();
    expect(screen.getByText('No se puede cambiar una reserva de Cancelada a Confirmada')).toBeInTheDocument();
  });

  it('keeps a refused completion in its confirmation', async () => {
    answerApi(
      jsonResponse(409, {
        success: false,
        code: 'BOOKING_NOT_STARTED',
        message: 'Solo se puede marcar como Completada una cita que ya comenzó',
      }),
    );
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Completar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, completar' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      await within(dialog).findByText('Solo se puede marcar como Completada una cita que ya comenzó'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error al actualizar estado de reserva')).not.toBeInTheDocument();
  });

  it('requires a reason to cancel, then cancels with it', async () => {
    answerApi(
      jsonResponse(200, {
        success: true,
        message: 'Reserva cancelada',
        data: { booking: { ...confirmedBooking, status: 'CANCELLED', cancellationReason: 'Enfermo' } },
      }),
    );
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar cita' }));
    expect(await screen.findByText('El motivo de la cancelación es requerido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar cita' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText('Motivo de la cancelación'), 'Enfermo');
    await user.click(screen.getByRole('button', { name: 'Cancelar cita' }));
    expect(await screen.findByText('Reserva cancelada')).toBeInTheDocument();
    const putCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(putCall?.[0]).toBe('/api/bookings/booking-1/cancel');
    expect(JSON.parse(String(putCall?.[1]?.body))).toEqual({ reason: 'Enfermo' });
  });

  it('shows the server message under the cancel error title', async () => {
    answerApi(
      jsonResponse(400, {
        success: false,
        code: 'CANCELLATION_NOT_ALLOWED',
        message: 'Este servicio no permite cancelar reservas',
      }),
    );
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.type(screen.getByLabelText('Motivo de la cancelación'), 'Enfermo');
    await user.click(screen.getByRole('button', { name: 'Cancelar cita' }));
    expect(await screen.findByText('Error al cancelar reserva')).toBeInTheDocument();
    expect(screen.getByText('Este servicio no permite cancelar reservas')).toBeInTheDocument();
  });
});
