import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { createdBooking, renderModal } from './appointment-modal.test-support';

// 'Editar Cita' with a space: the pet among the client's, or another client's, and the reason.

const fetchMock = vi.fn<typeof fetch>();
const SPACE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const CLIENT_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const LUA_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const TOBY_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

const pet = (id: string, name: string) => ({
  id,
  spaceId: SPACE_ID,
  clientId: CLIENT_ID,
  name,
  species: 'perro',
  breed: null,
  sex: 'desconocido',
  isNeutered: false,
  birthDate: null,
  isBirthDateEstimated: false,
  color: null,
  microchip: null,
  alerts: [],
  photoUrl: null,
  deceasedOn: null,
  isDeceased: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});

const marta = {
  id: CLIENT_ID,
  spaceId: SPACE_ID,
  name: 'Marta Núñez',
  email: 'marta@correo.test',
  phone: null,
  whatsapp: null,
  documentId: null,
  address: null,
  notes: null,
  reminderConsent: false,
  reminderConsentAt: null,
  remindersUnsubscribedAt: null,
  marketingConsent: false,
  marketingConsentAt: null,
  smsConsent: false,
  smsConsentAt: null,
  smsUnsubscribedAt: null,
  isArchived: false,
  archivedAt: null,
  erasedAt: null,
  pets: [pet(LUA_ID, 'Lúa'), pet(TOBY_ID, 'Toby')],
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

const booking = {
  ...createdBooking,
  status: 'CONFIRMED' as const,
  client: { id: CLIENT_ID, name: 'Marta Núñez', email: 'marta@correo.test', phone: null, avatar: null },
  pet: { id: LUA_ID, clientId: CLIENT_ID, name: 'Lúa', species: 'perro' as const, alerts: [] },
  reason: 'Vacuna',
  clientConfirmedAt: null,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("'Editar Cita': the booking's pet and reason", () => {
  it("offers the client's pets, and sends the new pet and reason with PUT", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { success: true, message: 'Reserva actualizada exitosamente', data: { booking } })
        : jsonResponse(200, { success: true, data: { client: marta } }),
    );
    const { user } = renderModal({ booking, spaceId: SPACE_ID });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const select = await screen.findByLabelText('Mascota');
    await vi.waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue(LUA_ID);
    await user.selectOptions(select, 'Toby (Perro)');
    const reason = screen.getByLabelText('Motivo de la consulta');
    expect(reason).toHaveValue('Vacuna');
    await user.clear(reason);
    await user.type(reason, 'Cojea de la pata trasera');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    expect(url).toBe('/api/bookings/booking-1');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      clientInfo: { name: 'Marta Núñez', email: 'marta@correo.test', phone: null },
      petId: TOBY_ID,
      reason: 'Cojea de la pata trasera',
    });
  });

  it('leaves the pet out of the request when it is not changed', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { success: true, message: 'Reserva actualizada exitosamente', data: { booking } })
        : jsonResponse(200, { success: true, data: { client: marta } }),
    );
    const { user } = renderModal({ booking, spaceId: SPACE_ID });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByLabelText('Mascota');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    const body = JSON.parse(String(init?.body));
    expect(body).not.toHaveProperty('petId');
    expect(body.reason).toBe('Vacuna');
  });
});
