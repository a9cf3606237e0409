import { NO_LINES_MESSAGE } from '@citavet/domain/charges/charge-money';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ChargeForm } from './charge-form-panel';

const SPACE = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';
const CLIENT = '22222222-2222-4222-8222-222222222222';

afterEach(() => {
  vi.unstubAllGlobals();
});

function mockChargeApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === `GET /api/spaces/${SPACE}/services`) {
      return jsonResponse(200, { success: true, data: { services: [] } });
    }
    if (key === `POST /api/spaces/${SPACE}/charges`) {
      return jsonResponse(409, {
        success: false,
        message: 'La caja de hoy está cerrada',
        code: 'DAY_CLOSED',
      });
    }
    if (key.startsWith(`GET /api/spaces/${SPACE}/clients/${CLIENT}/balance`)) {
      return jsonResponse(200, { success: true, data: { balance: 0, currency: 'EUR' } });
    }
    return jsonResponse(500, { success: false, message: `Sin respuesta simulada para ${key}`, code: 'TEST' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  return renderWithProviders(
    <ChargeForm
      spaceId={SPACE}
      currency="EUR"
      pricesIncludeTax
      taxRates={[{ name: 'IVA 21 %', rateBp: 2100, isDefault: true }]}
      otherMethods={[]}
      initialLines={[]}
      origin={{ bookingId: null, clientId: null, petId: null }}
      who={{ clientName: null, petName: null }}
    />,
  );
}

describe('the new charge form', () => {
  it('says what is missing before sending, then totals a product line and the change', async () => {
    const user = userEvent.setup();
    const fetchMock = mockChargeApi();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));
    expect(await screen.findByText(NO_LINES_MESSAGE)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Producto' }));
    await user.type(screen.getByLabelText('Descripción'), 'Pienso renal');
    await user.type(screen.getByLabelText('Precio (EUR)'), '30');
    expect(screen.getByTestId('charge-total')).toHaveTextContent('30,00');
    expect(screen.getByText(/Queda pendiente: 30,00/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Importe (EUR)'), '50');
    expect(screen.getByText(/Cambio a entregar: 20,00/)).toBeInTheDocument();
  });

  it('sends the lines and payments, and shows the refusal of the API', async () => {
    const user = userEvent.setup();
    const fetchMock = mockChargeApi();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Producto' }));
    await user.type(screen.getByLabelText('Descripción'), 'Collar');
    await user.type(screen.getByLabelText('Precio (EUR)'), '12,5');
    await user.type(screen.getByLabelText('Importe (EUR)'), '12,5');
    await user.click(screen.getByRole('button', { name: 'Otro medio de pago' }));
    expect(screen.getByLabelText('Medio de pago 2')).toHaveValue('DEBIT_CARD');
    await user.click(screen.getByRole('button', { name: 'Quitar el pago 2' }));
    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));

    expect(await screen.findByText('La caja de hoy está cerrada')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({ description: 'Collar', unitPrice: 1250, taxRateBp: 2100 });
    expect(body.payments).toEqual([{ method: 'CASH', amount: 1250 }]);
  });
});
