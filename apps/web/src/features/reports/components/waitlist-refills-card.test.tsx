import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WaitlistRefillsCard } from './waitlist-refills-card';

describe('the reports’ waitlist figure', () => {
  it('tells the refilled slots and the kept income per currency in a table', () => {
    render(
      <WaitlistRefillsCard
        report={{
          refilledSlots: 3,
          keptIncome: [
            { currency: 'EUR', amount: '75.00' },
            { currency: 'USD', amount: '20.00' },
          ],
        }}
        isError={false}
      />,
    );
    const table = within(screen.getByRole('region', { name: 'Lista de espera' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows[0]).toBe('Huecos recuperados3');
    expect(rows[1]).toMatch(/^Ingresos conservados \(EUR\)75(,00)? €$/);
    expect(rows[2]).toMatch(/^Ingresos conservados \(USD\)/);
  });

  it('says so when the waitlist refilled nothing, and when the figure failed', () => {
    const { rerender } = render(
      <WaitlistRefillsCard report={{ refilledSlots: 0, keptIncome: [] }} isError={false} />,
    );
    expect(screen.getByText('La lista de espera no ha recuperado huecos en este período.')).toBeVisible();
    rerender(<WaitlistRefillsCard report={undefined} isError />);
    expect(screen.getByText('No se pudieron cargar las cifras de la lista de espera.')).toBeVisible();
  });
});
