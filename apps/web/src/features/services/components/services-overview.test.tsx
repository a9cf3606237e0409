import type { Service } from '@citavet/domain/services/service.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ServicesStats } from './services-stats';
import { ServicesTable } from './services-table';

function service(overrides: Partial<Service>): Service {
  return {
    id: 'service-1',
    spaceId: 'space-1',
    name: 'Consulta',
    description: null,
    category: null,
    duration: 30,
    price: 40,
    currency: 'EUR',
    isActive: true,
    isBookableByClients: true,
    requiresApproval: false,
    allowRescheduling: true,
    allowCancellation: true,
    minAdvanceBooking: 0,
    maxAdvanceBooking: null,
    cancellationPolicy: null,
    settings: null,
    slotStep: null,
    bufferBefore: 0,
    bufferAfter: 0,
    dailyCap: null,
    hosts: [{ hostId: 'host-1', name: 'Ana', activeSchedules: 2, totalSchedules: 2 }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('ServicesStats', () => {
  it('shows one average price per currency instead of averaging USD with EUR', () => {
    renderWithProviders(
      <ServicesStats
        services={[
          service({ id: 'a', price: 40, currency: 'EUR' }),
          service({ id: 'b', price: 50, currency: 'EUR' }),
          service({ id: 'c', price: 30, currency: 'USD' }),
        ]}
      />,
    );
    const card = screen.getByText('Precio Promedio').parentElement as HTMLElement;
    const lines = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual(['45,00 €', '30,00 US$']);
    expect(within(card).getByText('Una cifra por moneda')).toBeInTheDocument();
  });

  it('shows a single figure when all services share a currency', () => {
    renderWithProviders(
      <ServicesStats services={[service({ price: 40 }), service({ id: 'b', price: 60 })]} />,
    );
    const card = screen.getByText('Precio Promedio').parentElement as HTMLElement;
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('50,00 €');
    expect(within(card).queryByRole('list')).toBeNull();
  });
});

describe('ServicesTable', () => {
  it("flags an active service without an active schedule as 'No reservable'", () => {
    renderWithProviders(
      <ServicesTable
        spaceId="space-1"
        isAdmin={false}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        services={[
          service({ id: 'ok', name: 'Con horario' }),
          service({
            id: 'none',
            name: 'Sin horario',
            hosts: [{ hostId: 'h', name: 'Ana', activeSchedules: 0, totalSchedules: 1 }],
          }),
          service({ id: 'off', name: 'Inactivo', isActive: false, hosts: [] }),
        ]}
      />,
    );
    const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
    expect(within(rowOf('Sin horario')).getByText('No reservable')).toBeInTheDocument();
    expect(within(rowOf('Con horario')).queryByText('No reservable')).toBeNull();
    expect(within(rowOf('Inactivo')).queryByText('No reservable')).toBeNull();
  });
});
