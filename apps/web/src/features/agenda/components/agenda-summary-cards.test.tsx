import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingOf } from '../utils/agenda-test-data';
import { AgendaSummaryCards } from './agenda-summary-cards';

const TIME_ZONE = 'Europe/Madrid';
// 10:00 in Madrid on Tuesday 10 March 2026.
const NOW = Date.parse('2026-03-10T09:00:00.000Z');

const renderCards = (bookings: ReturnType<typeof bookingOf>[], onOpenBooking = vi.fn()) =>
  render(
    <AgendaSummaryCards
      bookings={bookings}
      today="2026-03-10"
      now={NOW}
      timeZone={TIME_ZONE}
      onOpenBooking={onOpenBooking}
    />,
  );

describe('AgendaSummaryCards', () => {
  it('counts today’s appointments on the clinic’s calendar, cancelled ones apart', () => {
    renderCards([
      bookingOf('1', '2026-03-10T07:00:00.000Z', 'COMPLETED', 'Consulta', 35),
      bookingOf('2', '2026-03-10T15:00:00.000Z', 'CONFIRMED', 'Consulta', 35),
      bookingOf('3', '2026-03-10T16:00:00.000Z', 'CANCELLED', 'Consulta', 35),
      // 23:30 UTC on the 10th is already the 11th in Madrid.
      bookingOf('4', '2026-03-10T23:30:00.000Z', 'CONFIRMED', 'Consulta', 35),
    ]);
    expect(screen.getByRole('heading', { name: 'Hoy' }).nextElementSibling).toHaveTextContent(/^2 citas$/);
  });

  it('says "1 cita" for one', () => {
    renderCards([bookingOf('1', '2026-03-10T15:00:00.000Z', 'PENDING', 'Consulta', 35)]);
    expect(screen.getByRole('heading', { name: 'Hoy' }).nextElementSibling).toHaveTextContent(/^1 cita$/);
  });

  it('opens the next appointment that is still to come, skipping past and cancelled ones', () => {
    const onOpenBooking = vi.fn();
    const later = bookingOf('3', '2026-03-12T16:30:00.000Z', 'CONFIRMED', 'Vacunación', 25);
    renderCards(
      [
        later,
        bookingOf('1', '2026-03-10T08:00:00.000Z', 'CONFIRMED', 'Consulta', 35),
        bookingOf('2', '2026-03-11T08:00:00.000Z', 'CANCELLED', 'Cirugía', 180),
      ],
      onOpenBooking,
    );
    const next = screen.getByRole('button', { name: /Cliente 3/ });
    // Not today: the day and month, then the clinic's time.
    expect(next).toHaveTextContent('Vacunación');
    expect(next).toHaveTextContent('12 mar · 17:30');
    fireEvent.click(next);
    expect(onOpenBooking).toHaveBeenCalledWith(later);
  });

  it('writes "Hoy" for a next appointment today, and says when none is left this month', () => {
    const { unmount } = renderCards([
      bookingOf('1', '2026-03-10T15:00:00.000Z', 'CONFIRMED', 'Consulta', 35),
    ]);
    expect(screen.getByRole('button', { name: /Cliente 1/ })).toHaveTextContent('Hoy · 16:00');
    unmount();

    renderCards([bookingOf('1', '2026-03-10T08:00:00.000Z', 'COMPLETED', 'Consulta', 35)]);
    expect(screen.getByText('Sin próximas citas este mes')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
