import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ClientOpenCharges } from './client-open-charges';

const SPACE = '11111111-1111-4111-8111-111111111111';
const CLIENT = '22222222-2222-4222-8222-222222222222';
const OPEN = '33333333-3333-4333-8333-333333333333';
const PAID = '44444444-4444-4444-8444-444444444444';

const summary = (id: string, receiptNumber: number, due: number, status: 'OPEN' | 'PAID') => ({
  id,
  receiptNumber,
  createdAt: '2026-01-10T10:00:00.000Z',
  currency: 'EUR',
  clientName: 'Lucía Pérez',
  petName: 'Luna',
  bookingId: null,
  total: 3550,
  due,
  status,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/balance')) {
      return jsonResponse(200, {
        success: true,
        data: { owed: [{ currency: 'EUR', amount: 2550, charges: 1 }] },
      });
    }
    if (url.includes(`/charges?clientId=${CLIENT}`)) {
      return jsonResponse(200, {
        success: true,
        data: { charges: [summary(OPEN, 7, 2550, 'OPEN'), summary(PAID, 6, 0, 'PAID')] },
      });
    }
    return jsonResponse(404, { success: false, message: 'No encontrado' });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("a client's open charges", () => {
  it('lists what still owes something, each with a way to pay its balance', async () => {
    renderWithProviders(<ClientOpenCharges spaceId={SPACE} clientId={CLIENT} />);
    const pay = await screen.findByRole('link', { name: 'Cobrar el saldo del recibo n.º 7' });
    expect(pay).toHaveAttribute('href', expect.stringContaining(`/cobros/${OPEN}`));
    expect(screen.getByText(/debe 25,50/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /recibo n\.º 6/ })).not.toBeInTheDocument();
  });
});
