import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingOf as booking } from '../utils/agenda-test-data';
import { MonthSummary } from './month-summary';

const TIME_ZONE = 'Europe/Madrid';

const bookings = [
  booking('1', '2026-03-02T09:00:00.000Z', 'CONFIRMED', 'Consulta', 35),
  booking('2', '2026-03-03T09:00:00.000Z', 'CONFIRMED', 'Consulta', 35),
  booking('3', '2026-03-04T09:00:00.000Z', 'COMPLETED', 'Vacunación', 25.5),
  booking('4', '2026-03-05T09:00:00.000Z', 'PENDING', 'Cirugía', 180),
  booking('5', '2026-03-06T09:00:00.000Z', 'CANCELLED', 'Cirugía', 180),
  // 23:30 UTC on 31 March is already 1 April in Madrid: April's, not March's.
  booking('6', '2026-03-31T23:30:00.000Z', 'CONFIRMED', 'Consulta', 35),
  // 23:30 UTC on 28 February is still February in Madrid.
  booking('7', '2026-02-28T22:30:00.000Z', 'CONFIRMED', 'Consulta', 35),
];

function stat(term: string): string {
  const label = screen.getByText(term, { selector: 'dt', exact: false });
  // Intl separates amount and symbol with a no-break space.
  return (label.nextElementSibling?.textContent ?? '').replaceAll('\u00a0', ' ');
}

describe('MonthSummary', () => {
  it('counts the month of the space without cancelled bookings and adds the prices of completed ones', () => {
    render(
      <MonthSummary month="2026-03-15" bookings={bookings} timeZone={TIME_ZONE} defaultCurrency="EUR" />,
    );
    const summary = screen.getByRole('region', { name: 'Resumen del Mes' });
    expect(within(summary).getByText('Marzo de 2026')).toBeInTheDocument();
    expect(stat('Citas (sin canceladas)')).toBe('4');
    expect(stat('Confirmadas')).toBe('2');
    expect(stat('Pendientes')).toBe('1');
    // Only the completed vaccination: confirmed, pending and cancelled appointments are no income.
    expect(stat('Ingresos de citas completadas')).toBe('25,50 €');
  });

  it('lists the states and the most booked services without the cancelled ones', () => {
    render(
      <MonthSummary month="2026-03-15" bookings={bookings} timeZone={TIME_ZONE} defaultCurrency="EUR" />,
    );
    const states = within(screen.getByRole('heading', { name: 'Estados' }).parentElement as HTMLElement);
    expect(states.getByText('Cancelada').parentElement).toHaveTextContent('Cancelada1');
    expect(states.getByText('Completada').parentElement).toHaveTextContent('Completada1');
    const services = within(
      screen.getByRole('heading', { name: 'Servicios populares' }).parentElement as HTMLElement,
    );
    expect(services.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1.Consulta2',
      '2.Cirugía1',
      '3.Vacunación1',
    ]);
  });

  it('shows one revenue figure per currency, never a sum of them', () => {
    const dollars = { ...booking('8', '2026-03-09T09:00:00.000Z', 'COMPLETED', 'Importada', 70) };
    dollars.service = { ...dollars.service, currency: 'USD' };
    render(
      <MonthSummary
        month="2026-03-15"
        bookings={[...bookings, dollars]}
        timeZone={TIME_ZONE}
        defaultCurrency="EUR"
      />,
    );
    const label = screen.getByText('Ingresos de citas completadas', { selector: 'dt', exact: false });
    expect(label).toHaveTextContent('Ingresos de citas completadas · por moneda');
    const figures = [...(label.parentElement?.querySelectorAll('dd') ?? [])].map((line) =>
      (line.textContent ?? '').replaceAll('\u00a0', ' '),
    );
    expect(figures).toEqual(['25,50 €', '70 US$']);
    expect(label.parentElement?.textContent).not.toContain('+');
  });

  it('shows zero revenue in the default currency for an empty month', () => {
    render(
      <MonthSummary month="2026-05-01" bookings={bookings} timeZone={TIME_ZONE} defaultCurrency="EUR" />,
    );
    expect(stat('Citas (sin canceladas)')).toBe('0');
    expect(stat('Ingresos de citas completadas')).toBe('0 €');
    expect(screen.getByText('Sin citas este mes')).toBeInTheDocument();
  });
});
