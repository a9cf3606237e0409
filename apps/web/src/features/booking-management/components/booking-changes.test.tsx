import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  booking,
  elevenOClock,
  noon,
  ok,
  postsTo,
  renderPage,
  serveApi,
  setUpManagePageTests,
} from '../booking-management-test-data';

setUpManagePageTests();

describe('Changing a booking from its link', () => {
  it('cancels with an optional reason after asking, and validates the reason', async () => {
    serveApi({
      booking: ok({ booking }),
      cancel: ok({
        booking: {
          ...booking,
          status: 'CANCELLED',
          canCancel: false,
          canReschedule: false,
          cancellationReason: 'Estoy de viaje',
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar cita' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar tu cita?' });
    const reason = within(dialog).getByLabelText('Motivo de la cancelación (opcional)');

    await user.click(reason);
    await user.paste('a'.repeat(501));
    expect(
      await within(dialog).findByText('El motivo debe tener como máximo 500 caracteres'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sí, cancelar cita' })).toBeDisabled();
    expect(postsTo('/cancel')).toHaveLength(0);

    await user.clear(reason);
    await user.paste('Estoy de viaje');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar cita' }));

    expect(await screen.findByRole('heading', { name: 'Tu cita ha sido cancelada' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Cancelada')).toBeInTheDocument();
    expect(screen.getByText('Estoy de viaje')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar cita' })).toBeNull();
    const [, init] = postsTo('/cancel')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Estoy de viaje' });
  });

  it('shows the server message when cancelling is refused', async () => {
    serveApi({
      booking: ok({ booking }),
      cancel: {
        status: 403,
        body: {
          success: false,
          message: 'Esta reserva ya no se puede cancelar',
          code: 'CANCELLATION_NOT_ALLOWED',
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar cita' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar cita' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar tu cita?' });
    expect(await within(dialog).findByText('Esta reserva ya no se puede cancelar')).toBeInTheDocument();
    const [, init] = postsTo('/cancel')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: null });
  });

  it('moves the booking to a slot chosen in the calendar and shows the new time', async () => {
    const moved = {
      ...booking,
      startTime: noon.startAt,
      endTime: noon.endAt,
      localDate: noon.date,
      localStartTime: noon.startTime,
      localEndTime: noon.endTime,
    };
    serveApi({ booking: ok({ booking }), reschedule: ok({ booking: moved }) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cambiar fecha u hora' }));

    const picker = screen.getByRole('region', { name: 'Elige un nuevo horario' });
    expect(within(picker).getByRole('button', { name: 'Confirmar cambio' })).toBeDisabled();
    // The month opens on its first day with free times; days without any cannot be chosen.
    const day = await within(picker).findByRole('button', {
      name: 'Miércoles, 11 de marzo de 2026, con horarios disponibles',
    });
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(within(picker).getByRole('button', { name: 'Jueves, 12 de marzo de 2026' })).toBeDisabled();

    const daySlots = within(picker).getByRole('region', { name: 'Miércoles, 11 de marzo de 2026' });
    await user.click(within(daySlots).getByRole('button', { name: 'Miércoles, 11 de marzo de 2026, 12:00' }));
    expect(within(picker).getByText('Miércoles, 11 de marzo de 2026, 12:00 – 12:30')).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Confirmar cambio' }));

    expect(await screen.findByRole('heading', { name: 'Tu cita ha sido reprogramada' })).toBeInTheDocument();
    expect(screen.getByText('12:00 – 12:30')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Elige un nuevo horario' })).toBeNull();
    const [, init] = postsTo('/reschedule')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ startTime: noon.startAt, endTime: noon.endAt });
  });

  it('says the new time awaits the clinic when the move made the booking a request again', async () => {
    const moved = {
      ...booking,
      status: 'PENDING',
      startTime: noon.startAt,
      endTime: noon.endAt,
      localDate: noon.date,
      localStartTime: noon.startTime,
      localEndTime: noon.endTime,
    };
    serveApi({ booking: ok({ booking }), reschedule: ok({ booking: moved }) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cambiar fecha u hora' }));
    const picker = screen.getByRole('region', { name: 'Elige un nuevo horario' });
    const daySlots = await within(picker).findByRole('region', { name: 'Miércoles, 11 de marzo de 2026' });
    await user.click(within(daySlots).getByRole('button', { name: 'Miércoles, 11 de marzo de 2026, 12:00' }));
    await user.click(within(picker).getByRole('button', { name: 'Confirmar cambio' }));

    const outcome = await screen.findByRole('status');
    expect(
      within(outcome).getByRole('heading', { name: 'Solicitamos el cambio de tu cita' }),
    ).toBeInTheDocument();
    expect(outcome).toHaveTextContent(
      `El nuevo horario espera la aprobación de ${booking.space.name}: te avisaremos cuando lo confirme.`,
    );
    expect(screen.queryByRole('heading', { name: 'Tu cita ha sido reprogramada' })).toBeNull();
  });

  it('explains a slot taken meanwhile and refreshes the times on offer', async () => {
    let monthRequests = 0;
    serveApi({
      booking: ok({ booking }),
      reschedule: {
        status: 409,
        body: {
          success: false,
          message: 'El horario seleccionado ya no está disponible',
          code: 'SLOT_NOT_AVAILABLE',
        },
      },
      monthSlots: () => {
        monthRequests += 1;
        return ok({
          availableDays: [{ dates: [{ date: '2026-03-11', slots: [elevenOClock, noon] }] }],
          timeZone: 'Europe/Madrid',
        });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cambiar fecha u hora' }));
    const picker = screen.getByRole('region', { name: 'Elige un nuevo horario' });
    const nextSlots = within(picker).getByRole('region', { name: 'Próximos horarios disponibles' });
    await user.click(await within(nextSlots).findByRole('button', { name: /11:00/ }));
    await user.click(within(picker).getByRole('button', { name: 'Confirmar cambio' }));

    expect(
      await within(picker).findByText('El horario seleccionado ya no está disponible'),
    ).toBeInTheDocument();
    expect(within(picker).getByText('Los horarios se han actualizado: elige otro.')).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Confirmar cambio' })).toBeDisabled();
    await vi.waitFor(() => expect(monthRequests).toBe(2));
  });
});
