import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ERROR_MESSAGE } from '@/lib/api-error';
import { jsonResponse } from '@/test/render';
import {
  ADMIN_ID,
  consultation,
  createdBooking,
  renderModal,
  setField,
  VET_CONSULTATION_SCHEDULE,
  VET_ID,
  vaccination,
} from './appointment-modal.test-support';

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

async function goToClientStep(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Miembro'), VET_ID);
  setField('Hora de inicio', '10:00');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await screen.findByLabelText(/Nombre del cliente/);
}

describe('AppointmentModal, step 1 "Servicio y Horario"', () => {
  it('shows every required message and stays on step 1', async () => {
    const { user } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Nueva Cita' })).toBeInTheDocument();
    // happy-dom shows the first enabled option of an unset select; a browser shows the placeholder.
    setField('Miembro', '');
    setField('Fecha', '');
    setField('Hora de inicio', '');
    setField('Hora de fin', '');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByText('Debes seleccionar el miembro que atenderá la cita')).toBeInTheDocument();
    expect(screen.getByText('El servicio es requerido')).toBeInTheDocument();
    expect(screen.getByText('La fecha es requerida')).toBeInTheDocument();
    expect(screen.getByText('La hora de inicio es requerida')).toBeInTheDocument();
    expect(screen.getByText('La hora de fin es requerida')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.queryByLabelText(/Nombre del cliente/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a past date', async () => {
    const { user } = renderModal();
    await user.selectOptions(screen.getByLabelText('Miembro'), VET_ID);
    setField('Fecha', '2026-03-08');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('No se pueden crear citas en fechas pasadas')).toBeInTheDocument();
  });

  it('refuses a start more than 5 minutes ago today, and allows one within the tolerance', async () => {
    const { user } = renderModal({ draft: { date: '2026-03-09' } });
    await user.selectOptions(screen.getByLabelText('Miembro'), ADMIN_ID);
    await user.selectOptions(screen.getByLabelText('Servicio'), consultation.id);
    setField('Hora de inicio', '09:54');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('No se pueden crear citas en horarios pasados')).toBeInTheDocument();

    setField('Hora de inicio', '09:56');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByLabelText(/Nombre del cliente/)).toBeInTheDocument();
  });

  it('refuses an end that is not after the start', async () => {
    const { user } = renderModal();
    await user.selectOptions(screen.getByLabelText('Miembro'), VET_ID);
    setField('Hora de inicio', '11:00');
    setField('Hora de fin', '10:30');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('La hora de fin debe ser posterior a la de inicio')).toBeInTheDocument();
  });

  it("offers only the member's services with an active schedule, picks a single one and sets the end", async () => {
    const { user } = renderModal({ draft: { date: '2026-03-10', startTime: '10:00' } });
    await user.selectOptions(screen.getByLabelText('Miembro'), ADMIN_ID);
    const serviceField = screen.getByLabelText('Servicio');
    expect(
      within(serviceField)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Selecciona un servicio',
      expect.stringContaining('Consulta general'),
      expect.stringContaining('Vacunación'),
    ]);
    await user.selectOptions(serviceField, vaccination.id);
    expect(screen.getByLabelText('Hora de fin')).toHaveValue('10:20');
    setField('Hora de inicio', '12:15');
    expect(screen.getByLabelText('Hora de fin')).toHaveValue('12:35');

    // The vet's surgery schedule is inactive: consultation is the only choice, chosen for the user.
    await user.selectOptions(screen.getByLabelText('Miembro'), VET_ID);
    expect(within(screen.getByLabelText('Servicio')).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByLabelText('Servicio')).toHaveValue(consultation.id);
    expect(screen.getByLabelText('Hora de fin')).toHaveValue('12:45');
  });

  it('defaults to 09:00–09:30 and hides the member picker for a member who is not an admin', () => {
    renderModal({ isAdmin: false, currentUserId: VET_ID });
    expect(screen.queryByLabelText('Miembro')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Servicio')).toHaveValue(consultation.id);
    expect(screen.getByLabelText('Hora de inicio')).toHaveValue('09:00');
    expect(screen.getByLabelText('Hora de fin')).toHaveValue('09:30');
  });
});

describe('AppointmentModal, step 2 "Información del Cliente"', () => {
  it("requires the client's name, and 'Anterior' goes back keeping the values and clearing errors", async () => {
    const { user } = renderModal();
    await goToClientStep(user);
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
    expect(await screen.findByText('El nombre del cliente es requerido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Cita' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByLabelText('Miembro')).toHaveValue(VET_ID);
    expect(screen.getByLabelText('Hora de inicio')).toHaveValue('10:00');
    expect(screen.queryByText('El nombre del cliente es requerido')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.queryByText('El nombre del cliente es requerido')).not.toBeInTheDocument();
  });

  it('sends the internal booking without blank contact fields, toasts and closes', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        success: true,
        message: 'Reserva creada exitosamente',
        data: { booking: createdBooking },
      }),
    );
    const { user, onOpenChange } = renderModal();
    await goToClientStep(user);
    await user.type(screen.getByLabelText(/Nombre del cliente/), 'Marta Sánchez');
    await user.type(screen.getByLabelText('Notas'), 'Primera visita');
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/bookings/internal');
    expect(JSON.parse(String(init?.body))).toEqual({
      serviceScheduleId: VET_CONSULTATION_SCHEDULE,
      startTime: '2026-03-10T10:00',
      endTime: '2026-03-10T10:30',
      notes: 'Primera visita',
      clientInfo: { name: 'Marta Sánchez' },
      assignedMemberId: VET_ID,
    });
    expect(await screen.findByText('Reserva creada exitosamente para Marta Sánchez')).toBeInTheDocument();
  });

  it('quotes the conflicting booking of a 409 in the space’s time zone and stays open', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        success: false,
        message: 'Ya existe una reserva en ese horario',
        code: 'BOOKING_OVERLAP',
        conflictingBooking: { startTime: '2026-03-10T08:45:00.000Z', endTime: '2026-03-10T09:15:00.000Z' },
      }),
    );
    const { user, onOpenChange } = renderModal();
    await goToClientStep(user);
    await user.type(screen.getByLabelText(/Nombre del cliente/), 'Marta Sánchez');
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ya existe una reserva en ese horario (09:45–10:15)');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Nombre del cliente/)).toHaveValue('Marta Sánchez');
  });

  it.each([
    [
      'a disabled date',
      400,
      {
        code: 'DATE_DISABLED',
        message:
          'No se pueden crear reservas en esta fecha ya que está deshabilitada. Consulta con el administrador para más información.',
      },
      'No se pueden crear reservas en esta fecha ya que está deshabilitada. Consulta con el administrador para más información.',
    ],
    [
      'invalid data',
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Datos inválidos',
        details: [{ field: 'clientInfo.email', message: 'Ingresa un correo electrónico válido' }],
      },
      'Datos inválidos: clientInfo.email: Ingresa un correo electrónico válido',
    ],
    [
      'another failure',
      500,
      { code: 'INTERNAL', message: 'Algo salió mal' },
      'Error al crear la reserva: Algo salió mal',
    ],
  ])('explains %s', async (_case, status, body, expected) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { success: false, ...body }));
    const { user } = renderModal();
    await goToClientStep(user);
    await user.type(screen.getByLabelText(/Nombre del cliente/), 'Marta Sánchez');
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
  });

  it('asks to confirm a time outside the schedule and resends with the confirmation (decision 055)', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(409, {
          success: false,
          code: 'OUTSIDE_SCHEDULE',
          message: 'Fuera de horario: ¿agendar igualmente?',
          outsideSchedule: 'no-schedule-that-day',
        }),
      )
      .mockResolvedValueOnce(
        jsonResponse(201, {
          success: true,
          data: { booking: { ...createdBooking, isOutsideSchedule: true } },
        }),
      );
    const { user, onOpenChange } = renderModal();
    await goToClientStep(user);
    await user.type(screen.getByLabelText(/Nombre del cliente/), 'Marta Sánchez');
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));

    const question = await screen.findByRole('alertdialog', {
      name: 'Fuera de horario: ¿agendar igualmente?',
    });
    expect(question).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Agendar igualmente' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies[0]).not.toHaveProperty('isOutsideSchedule');
    expect(bodies[1]).toEqual({ ...bodies[0], isOutsideSchedule: true });
  });

  it('cancelling the question keeps the modal open and books nothing more', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, {
        success: false,
        code: 'OUTSIDE_SCHEDULE',
        message: 'Fuera de horario: ¿agendar igualmente?',
      }),
    );
    const { user, onOpenChange } = renderModal();
    await goToClientStep(user);
    await user.type(screen.getByLabelText(/Nombre del cliente/), 'Marta Sánchez');
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
    await screen.findByRole('alertdialog');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Crear Cita' })).toBeInTheDocument();
  });

  it('explains a connection failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderModal();
    await goToClientStep(user);
    await user.type(screen.getByLabelText(/Nombre del cliente/), 'Marta Sánchez');
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_ERROR_MESSAGE);
  });
});
