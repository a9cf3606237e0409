import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import {
  createdBooking,
  renderModal,
  setField,
  VET_CONSULTATION_SCHEDULE,
  VET_ID,
} from './appointment-modal.test-support';

// 'Nueva Cita', step 2 with a space (decision 030): the client and pet are found by typing, or created.

const fetchMock = vi.fn<typeof fetch>();
const SPACE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const CLIENT_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const PET_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const pet = (id: string, name: string, extra: object = {}) => ({
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
  ...extra,
});

const marta = {
  id: CLIENT_ID,
  spaceId: SPACE_ID,
  name: 'Marta Núñez',
  email: 'marta@correo.test',
  phone: '611 222 333',
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
  pets: [
    pet(PET_ID, 'Lúa', { alerts: ['Muerde'] }),
    pet('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'Toby', { isDeceased: true, deceasedOn: '2025-01-01' }),
  ],
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
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

function answer(url: string) {
  if (url.includes('/clients?')) {
    return jsonResponse(200, {
      success: true,
      data: { clients: [marta], pagination: { total: 1, hasMore: false, limit: 8, offset: 0 } },
    });
  }
  return jsonResponse(201, {
    success: true,
    message: 'Reserva creada exitosamente',
    data: { booking: createdBooking },
  });
}

async function openClientStep() {
  fetchMock.mockImplementation(async (input) => answer(String(input)));
  const rendered = renderModal({ spaceId: SPACE_ID });
  await rendered.user.selectOptions(screen.getByLabelText('Miembro'), VET_ID);
  setField('Hora de inicio', '10:00');
  await rendered.user.click(screen.getByRole('button', { name: 'Siguiente' }));
  return rendered;
}

const bookingBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/bookings/internal'));
  return JSON.parse(String(call?.[1]?.body));
};

describe('AppointmentModal: client and pet picker', () => {
  it('finds a pet by typing its name and books it for its owner, by id', async () => {
    const { user } = await openClientStep();
    await user.type(await screen.findByRole('combobox', { name: /Cliente o mascota/ }), 'lua');
    const option = await screen.findByRole('option', { name: /Lúa · Marta Núñez/ });
    expect(option).toHaveTextContent('Muerde');
    // A pet that died is not offered.
    expect(screen.queryByRole('option', { name: /Toby/ })).not.toBeInTheDocument();
    await user.click(option);
    expect(screen.getByLabelText('Mascota')).toHaveValue(PET_ID);
    expect(screen.getByText('Muerde')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Motivo de la consulta'), 'Cojea');
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/bookings/internal'))).toBe(true),
    );
    expect(bookingBody()).toEqual({
      serviceScheduleId: VET_CONSULTATION_SCHEDULE,
      startTime: '2026-03-10T10:00',
      endTime: '2026-03-10T10:30',
      notes: null,
      clientId: CLIENT_ID,
      petId: PET_ID,
      reason: 'Cojea',
      assignedMemberId: VET_ID,
    });
  });

  it('adds a new pet to a found client, asking its species', async () => {
    const { user } = await openClientStep();
    await user.type(await screen.findByRole('combobox', { name: /Cliente o mascota/ }), 'marta');
    await user.click(await screen.findByRole('option', { name: /^Marta Núñez\s*Cliente/ }));
    await user.selectOptions(screen.getByLabelText('Mascota'), 'nueva');
    await user.type(screen.getByLabelText('Nombre de la mascota'), 'Nube');
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
    expect(await screen.findByText('Selecciona la especie', { selector: 'p' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Especie/), 'gato');
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/bookings/internal'))).toBe(true),
    );
    expect(bookingBody()).toMatchObject({ clientId: CLIENT_ID, pet: { name: 'Nube', species: 'gato' } });
    expect(bookingBody().petId).toBeUndefined();
  });

  it('creates a new client and pet inline', async () => {
    const { user } = await openClientStep();
    await user.click(await screen.findByRole('button', { name: 'Cliente nuevo' }));
    await user.type(screen.getByLabelText(/Nombre del cliente/), 'Rosa Vidal');
    await user.type(screen.getByLabelText('Teléfono'), '655 444 333');
    await user.type(screen.getByLabelText('Nombre de la mascota'), 'Coco');
    await user.selectOptions(screen.getByLabelText(/^Especie/), 'ave');
    await user.click(screen.getByRole('button', { name: 'Crear Cita' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/bookings/internal'))).toBe(true),
    );
    expect(bookingBody()).toMatchObject({
      clientInfo: { name: 'Rosa Vidal', phone: '655 444 333' },
      pet: { name: 'Coco', species: 'ave' },
    });
  });
});
