import type { Scenario, Scenarios } from './authorization-scenario';
import type { MatrixStage } from './authorization-stage';

// Valid requests for charges (docs/decisions/071-charges.md): every member charges, takes
// payments and reads; ADMINs void, refund, close the day and set taxes and methods.

const LINE = { kind: 'PRODUCT', description: 'Pipeta', quantity: 1, unitPrice: 100_000, taxRateBp: 0 };

async function spaceWithClient(stage: MatrixStage) {
  const { spaceId } = await stage.space();
  const { client } = await stage.call<{ client: { id: string } }>(
    'POST',
    `/api/spaces/${spaceId}/clients`,
    stage.team.admin,
    {
      name: stage.unique('Cliente'),
      email: stage.uniqueEmail('cobro'),
    },
  );
  return { spaceId, clientId: client.id };
}

async function chargeOf(stage: MatrixStage, paid: number) {
  const ids = await spaceWithClient(stage);
  const { charge } = await stage.call<{ charge: { id: string } }>(
    'POST',
    `/api/spaces/${ids.spaceId}/charges`,
    stage.team.admin,
    {
      clientId: ids.clientId,
      lines: [LINE],
      ...(paid ? { payments: [{ method: 'CASH', amount: paid }] } : {}),
    },
  );
  return { ...ids, chargeId: charge.id };
}

const onSpace = (
  request: (cell: number, ids: { spaceId: string; clientId: string }) => object = () => ({}),
): Scenario => ({
  stage: async (stage) => {
    const ids = await spaceWithClient(stage);
    return {
      owner: stage.team.admin,
      request: (_actor, cell) => ({
        params: { spaceId: ids.spaceId, clientId: ids.clientId },
        ...request(cell, ids),
      }),
    };
  },
});

const onCharge = (
  paid: number,
  request: (cell: number) => object = () => ({}),
  options: { isDestructive?: boolean } = {},
): Scenario => ({
  ...(options.isDestructive ? { isDestructive: true } : {}),
  stage: async (stage) => {
    const { spaceId, chargeId } = await chargeOf(stage, paid);
    return {
      owner: stage.team.admin,
      request: (_actor, cell) => ({ params: { spaceId, chargeId }, ...request(cell) }),
    };
  },
});

export const CHARGE_SCENARIOS: Scenarios = {
  'GET /api/spaces/{spaceId}/charge-settings': onSpace(),
  'PUT /api/spaces/{spaceId}/charge-settings': onSpace(() => ({
    payload: {
      pricesIncludeTax: true,
      taxRates: [{ name: 'IVA 21 %', rateBp: 2100, isDefault: true }],
      otherMethods: ['Bizum'],
    },
  })),
  'GET /api/spaces/{spaceId}/charges': onSpace(),
  'POST /api/spaces/{spaceId}/charges': onSpace((_cell, ids) => ({
    payload: { clientId: ids.clientId, lines: [LINE], payments: [{ method: 'CASH', amount: 1000 }] },
  })),
  'GET /api/spaces/{spaceId}/charges/{chargeId}': onCharge(0),
  'POST /api/spaces/{spaceId}/charges/{chargeId}/payments': onCharge(0, () => ({
    payload: { method: 'DEBIT_CARD', amount: 100 },
  })),
  'POST /api/spaces/{spaceId}/charges/{chargeId}/void': onCharge(
    0,
    () => ({ payload: { reason: 'Duplicado' } }),
    {
      isDestructive: true,
    },
  ),
  'POST /api/spaces/{spaceId}/charges/{chargeId}/refunds': onCharge(100_000, () => ({
    payload: { amount: 100, method: 'CASH', reason: 'Devolución parcial' },
  })),
  'GET /api/spaces/{spaceId}/charges/{chargeId}/receipt.pdf': onCharge(50_000),
  'POST /api/spaces/{spaceId}/charges/{chargeId}/receipt/email': onCharge(0),
  'GET /api/spaces/{spaceId}/clients/{clientId}/balance': onSpace(),
  'GET /api/spaces/{spaceId}/cash-close': onSpace(() => ({ query: { date: '2026-01-05' } })),
  'POST /api/spaces/{spaceId}/cash-close': onSpace((cell) => ({
    // A day per cell: a day is closed once.
    payload: { date: `2026-01-${String(cell + 10).padStart(2, '0')}`, countedCash: [], note: null },
  })),
};
