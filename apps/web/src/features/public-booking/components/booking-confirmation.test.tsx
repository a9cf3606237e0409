import type { PublicBooking } from '@citavet/domain/bookings/public-booking.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BookingConfirmation } from './booking-confirmation';

const booking: PublicBooking = {
  id: 'b-1',
  status: 'CONFIRMED',
  startTime: '2026-03-10T08:30:00.000Z',
  endTime: '2026-03-10T09:00:00.000Z',
  localDate: '2026-03-10',
  localStartTime: '09:30',
  localEndTime: '14:00',
  timeZone: 'Europe/Madrid',
  duration: 30,
  price: 40,
  currency: 'EUR',
  service: { id: 's-1', name: 'Consulta general' },
  host: { id: 'h-1', name: 'Ana Pérez' },
  space: {
    id: 'sp-1',
    name: 'Clínica Sol',
    route: 'sol',
    address: null,
    city: null,
    state: null,
    country: null,
  },
  client: { name: 'Laura', email: 'laura@example.com', phone: null },
  managePath: '/reservas/token',
};

describe('BookingConfirmation', () => {
  it('writes the time on a 24-hour clock and calls the amount "Precio"', () => {
    renderWithProviders(<BookingConfirmation booking={booking} onBookAnother={vi.fn()} onHome={vi.fn()} />);
    expect(screen.getByText('09:30 - 14:00')).toBeInTheDocument();
    expect(screen.queryByText(/\b(AM|PM)\b/)).toBeNull();
    expect(screen.getByText('Precio')).toBeInTheDocument();
    expect(screen.queryByText('Costo')).toBeNull();
  });

  it('promises the reminders the clinic will really send, not a fixed 24 hours', () => {
    const render = (reminderOffsetsMinutes: number[] | null) =>
      renderWithProviders(
        <BookingConfirmation
          booking={{ ...booking, reminderOffsetsMinutes }}
          onBookAnother={vi.fn()}
          onHome={vi.fn()}
        />,
      );
    const first = render([2880, 120]);
    expect(
      screen.getByText('Te enviaremos recordatorios 48 horas y 2 horas antes de la cita.'),
    ).toBeInTheDocument();
    first.unmount();
    const second = render([]);
    expect(screen.getByText('No te enviaremos recordatorios de esta cita.')).toBeInTheDocument();
    second.unmount();
    render(null);
    expect(screen.queryByText(/recordatorio/)).toBeNull();
  });
});
