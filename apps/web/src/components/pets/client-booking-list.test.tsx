import type { ClientBooking } from '@citavet/domain/clients/client.schema';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClientBookingList } from './client-booking-list';

const SPACE = '11111111-1111-4111-8111-111111111111';
const PET = '22222222-2222-4222-8222-222222222222';

const booking = (id: string, status: ClientBooking['status']): ClientBooking => ({
  id,
  serviceName: 'Consulta general',
  hostId: '33333333-3333-4333-8333-333333333333',
  startTime: '2026-03-02T09:00:00.000Z',
  endTime: '2026-03-02T09:30:00.000Z',
  status,
  notes: null,
  petId: PET,
  petName: 'Luna',
  reason: null,
});

describe('a pet’s visits', () => {
  it('charges a completed visit with its booking, and only a completed one', () => {
    const completed = '44444444-4444-4444-8444-444444444444';
    render(
      <MemoryRouter>
        <ClientBookingList
          spaceId={SPACE}
          bookings={[
            booking(completed, 'COMPLETED'),
            booking('55555555-5555-4555-8555-555555555555', 'CONFIRMED'),
          ]}
          isShowingPet={false}
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: /Cobrar la visita/ });
    expect(links).toHaveLength(1);
    const href = new URL(links[0]?.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe(`/dashboard/${SPACE}/cobros/nuevo`);
    expect(href.searchParams.get('reserva')).toBe(completed);
    expect(href.searchParams.get('mascota')).toBe(PET);
  });

  it('shows each status in the colour every other screen gives it', () => {
    render(
      <MemoryRouter>
        <ClientBookingList
          spaceId={SPACE}
          bookings={[
            booking('66666666-6666-4666-8666-666666666666', 'CANCELLED'),
            booking('77777777-7777-4777-8777-777777777777', 'CONFIRMED'),
          ]}
        />
      </MemoryRouter>,
    );
    // The shared table: cancelled red, confirmed green (not the grey and teal of a local pair).
    expect(screen.getByText('Cancelada').closest('span')).toHaveClass('text-red-800');
    expect(screen.getByText('Confirmada').closest('span')).toHaveClass('text-green-800');
  });
});
