import type { PublicHost, PublicService, PublicSlot } from '@citavet/domain/public/public-space.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { BookingFormStep } from './booking-form-step';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const space = { id: '0f2c7a3e-6a53-4b5b-9a3e-6d6f0c1b2a11', timeZone: 'Europe/Madrid' };
const service: PublicService = {
  id: '6b0b7e0e-2d4f-4a5e-8d7c-9a1b2c3d4e5f',
  name: 'Consulta general',
  description: null,
  category: null,
  duration: 30,
  price: 40,
  currency: 'EUR',
  hostIds: ['host-1'],
};
const host: PublicHost = {
  id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  name: 'Laura Pérez',
  role: 'Profesional',
  avatar: null,
  services: [],
};
const slot: PublicSlot = {
  date: '2026-03-10',
  startTime: '09:00',
  endTime: '09:30',
  startAt: '2026-03-10T08:00:00.000Z',
  endAt: '2026-03-10T08:30:00.000Z',
  available: true,
  scheduleId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  price: 40,
  daysFromNow: 1,
  dayName: 'Martes',
};

const booking = {
  id: 'booking-1',
  status: 'CONFIRMED',
  startTime: '2026-03-10T08:00:00.000Z',
  endTime: '2026-03-10T08:30:00.000Z',
  localDate: '2026-03-10',
  localStartTime: '09:00',
  localEndTime: '09:30',
  timeZone: 'Europe/Madrid',
  duration: 30,
  price: 40,
  currency: 'EUR',
  service: { id: service.id, name: service.name },
  host: { id: host.id, name: host.name },
  space: {
    id: space.id,
    name: 'Clínica',
    route: 'clinica',
    address: null,
    city: null,
    state: null,
    country: null,
  },
  client: { name: 'Ana', email: 'ana@example.com', phone: null },
  managePath: '/reservas/abc',
};

function renderForm(overrides: { slot?: PublicSlot } = {}) {
  const onCancel = vi.fn();
  const onConfirmed = vi.fn();
  renderWithProviders(
    <BookingFormStep
      space={space}
      service={service}
      host={host}
      slot={overrides.slot ?? slot}
      onCancel={onCancel}
      onConfirmed={onConfirmed}
    />,
  );
  return { onCancel, onConfirmed, user: userEvent.setup() };
}

const confirmButton = () => screen.getByRole('button', { name: /Confirmar Reserva|Confirmando/ });

async function fillPet(user: ReturnType<typeof renderForm>['user'], name: string, species: string) {
  await user.type(screen.getByLabelText(/Nombre de la mascota/), name);
  await user.selectOptions(screen.getByLabelText(/^Especie/), species);
}

describe('BookingFormStep', () => {
  it('summarises the service, professional, date, duration and price', () => {
    renderForm();
    const summary = screen.getByRole('region', { name: 'Resumen de la reserva' });
    expect(within(summary).getByText('Consulta general')).toBeInTheDocument();
    expect(within(summary).getByText('Laura Pérez')).toBeInTheDocument();
    expect(within(summary).getByText('Martes, 10 de marzo de 2026')).toBeInTheDocument();
    expect(within(summary).getByText('30 min')).toBeInTheDocument();
    expect(within(summary).getByText(/40\s€/)).toBeInTheDocument();
  });

  it("shows the slot's price, which the schedule range may set apart from the service's", () => {
    renderForm({ slot: { ...slot, price: 55 } });
    const summary = screen.getByRole('region', { name: 'Resumen de la reserva' });
    expect(within(summary).getByText(/55\s€/)).toBeInTheDocument();
    expect(within(summary).queryByText(/40\s€/)).not.toBeInTheDocument();
  });

  it('shows the required messages and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(confirmButton());
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El nombre de la mascota es requerido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail and clears each error as soon as its field is edited', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana-arroba');
    await user.click(confirmButton());
    expect(await screen.findByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('El nombre es obligatorio')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Nombre( \*)?$/), 'A');
    expect(screen.queryByText('El nombre es obligatorio')).not.toBeInTheDocument();
    expect(screen.getByText('Ingresa un correo electrónico válido')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Correo electrónico/), '@');
    expect(screen.queryByText('Ingresa un correo electrónico válido')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the slot's instants with an Idempotency-Key, shows 'Confirmando...' and confirms", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, onConfirmed } = renderForm();
    await user.type(screen.getByLabelText(/^Nombre( \*)?$/), 'Ana Gómez');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await fillPet(user, 'Luna', 'Gato');
    await user.type(screen.getByLabelText('Motivo de la consulta (opcional)'), 'Vacuna anual');
    await user.click(confirmButton());

    expect(await screen.findByRole('button', { name: 'Confirmando...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/bookings/public');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string> | undefined;
    expect(headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      spaceId: space.id,
      serviceScheduleId: slot.scheduleId,
      serviceId: service.id,
      hostId: host.id,
      startTime: '2026-03-10T08:00:00.000Z',
      endTime: '2026-03-10T08:30:00.000Z',
      clientInfo: { name: 'Ana Gómez', email: 'ana@example.com', phone: null, website: '' },
      pet: { name: 'Luna', species: 'gato' },
      reason: 'Vacuna anual',
    });

    answer(jsonResponse(201, { success: true, message: '¡Reserva confirmada!', data: { booking } }));
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(booking));
  });

  it("shows 'Error al crear la reserva' with the server message, and reuses the key on a retry", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        success: false,
        message: 'El horario seleccionado ya no está disponible',
        code: 'SLOT_NOT_AVAILABLE',
      }),
    );
    const { user, onCancel } = renderForm();
    await user.type(screen.getByLabelText(/^Nombre( \*)?$/), 'Ana');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await fillPet(user, 'Rex', 'Perro');
    await user.click(confirmButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al crear la reserva')).toBeInTheDocument();
    expect(within(alert).getByText('El horario seleccionado ya no está disponible')).toBeInTheDocument();

    await user.click(confirmButton());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keyOf = (call: number) =>
      (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
    expect(keyOf(1)).toBe(keyOf(0));

    await user.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Elegir otro horario' }),
    );
    expect(onCancel).toHaveBeenCalled();
  });

  it('blocks the submission when the slot has no schedule id', async () => {
    const { user } = renderForm({ slot: { ...slot, scheduleId: '' } });
    expect(screen.getByText('Error: No se encontró información del horario')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nombre( \*)?$/), 'Ana');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    expect(confirmButton()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the honeypot out of reach and cancels back to the times', async () => {
    const { user, onCancel } = renderForm();
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
