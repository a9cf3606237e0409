import type { ClientBooking } from '@citavet/domain/clients/client.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PetBookingsCard } from './pet-bookings-card';

const fetchMock = vi.fn<typeof fetch>();
const SPACE = '11111111-1111-4111-8111-111111111111';
const OWNER = '22222222-2222-4222-8222-222222222222';
const CANELA = '33333333-3333-4333-8333-333333333333';
const TOBY = '44444444-4444-4444-8444-444444444444';

const booking = (
  id: string,
  petId: string | null,
  overrides: Partial<ClientBooking> = {},
): ClientBooking => ({
  id,
  serviceName: 'Consulta general',
  hostId: '55555555-5555-4555-8555-555555555555',
  startTime: '2026-03-10T09:00:00.000Z',
  endTime: '2026-03-10T09:30:00.000Z',
  status: 'CONFIRMED',
  notes: null,
  petId,
  petName: petId === CANELA ? 'Canela' : petId === TOBY ? 'Toby' : null,
  reason: null,
  ...overrides,
});

const answer = (bookings: ClientBooking[]) =>
  jsonResponse(200, { success: true, data: { bookings, noShowCount: 0 } });

const renderCard = () =>
  renderWithProviders(<PetBookingsCard spaceId={SPACE} petId={CANELA} ownerId={OWNER} />);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('PetBookingsCard', () => {
  it('lists only the owner’s appointments that name this pet, with the reason and status', async () => {
    fetchMock.mockImplementation(async () =>
      answer([
        booking('b1', CANELA, { reason: 'Vacuna anual', status: 'COMPLETED' }),
        booking('b2', TOBY, { serviceName: 'Peluquería' }),
        booking('b3', null, { serviceName: 'Cirugía' }),
      ]),
    );
    renderCard();
    const item = await screen.findByText('Motivo: Vacuna anual');
    const list = item.closest('ul') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Completada')).toBeInTheDocument();
    expect(screen.queryByText(/Peluquería/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Cirugía/)).not.toBeInTheDocument();
    // On the pet's own page the pet is not named again.
    expect(screen.queryByRole('link', { name: 'Canela' })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/spaces/${SPACE}/clients/${OWNER}/bookings`);
  });

  it('says so when the pet has no appointments, even if its owner has others', async () => {
    fetchMock.mockImplementation(async () => answer([booking('b2', TOBY)]));
    renderCard();
    expect(await screen.findByText('Sin citas registradas.')).toBeInTheDocument();
  });

  it('shows the server’s reason when the appointments cannot be read', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Cliente no encontrado' }),
    );
    renderCard();
    expect(await screen.findByText('Cliente no encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Sin citas registradas.')).not.toBeInTheDocument();
  });
});
