import type { ClientBooking } from '@citavet/domain/clients/client.schema';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookingsCard } from './bookings-card';

const SPACE = '11111111-1111-4111-8111-111111111111';
const booking: ClientBooking = {
  id: '44444444-4444-4444-8444-444444444444',
  serviceName: 'Consulta general',
  hostId: '33333333-3333-4333-8333-333333333333',
  startTime: '2026-03-02T09:00:00.000Z',
  endTime: '2026-03-02T09:30:00.000Z',
  status: 'CONFIRMED',
  notes: null,
  petId: '22222222-2222-4222-8222-222222222222',
  petName: 'Luna',
  reason: null,
};

const card = (props: Partial<Parameters<typeof BookingsCard>[0]>) =>
  render(
    <MemoryRouter>
      <BookingsCard spaceId={SPACE} isPending={false} error={null} bookings={undefined} {...props} />
    </MemoryRouter>,
  );

describe('the appointments card of a client or a pet', () => {
  it('says when the load failed, and when there are none', () => {
    card({ error: new Error('red caída') });
    expect(screen.getByText('No se pudieron cargar las citas')).toBeTruthy();
    card({ bookings: [] });
    expect(screen.getByText('Sin citas registradas.')).toBeTruthy();
  });

  it('names each appointment’s pet on a client’s page, and not on the pet’s own', () => {
    const { unmount } = card({ bookings: [booking] });
    expect(screen.getByText(/Consulta general/)).toBeTruthy();
    expect(screen.queryByText(/Luna/)).toBeTruthy();
    unmount();
    card({ bookings: [booking], isShowingPet: false });
    expect(screen.getByText(/Consulta general/)).toBeTruthy();
    expect(screen.queryByText(/Luna/)).toBeNull();
  });
});
