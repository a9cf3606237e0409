import type { PlanOverview } from '@citavet/domain/plans/plan.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PlanUsageTab, TRIAL_BUTTON_LABEL } from './plan-usage-tab';

const SPACE_ID = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';
const ids = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];

function overview(overrides: Partial<PlanOverview> = {}): PlanOverview {
  return {
    plan: { id: 'gratuito', name: 'Gratuito', isTrial: false, endsAt: null, trialDaysLeft: null },
    trialRefusal: null,
    areLimitsOn: true,
    month: '2026-03',
    usage: [
      { thing: 'monthlyAppointments', used: 312, limit: 1000, label: 'Citas este mes: 312 de 1.000' },
      { thing: 'services', used: 2, limit: 2, label: 'Servicios: 2 de 2' },
      { thing: 'users', used: 1, limit: 1, label: 'Usuarios: 1 de 1' },
      { thing: 'professionals', used: 1, limit: 1, label: 'Profesionales: 1 de 1' },
    ],
    sms: { used: 40, quota: 100, label: 'SMS este mes: 40 de 100 segmentos' },
    services: [
      { id: ids[0] as string, name: 'Consulta', isActive: true, isKept: true },
      { id: ids[1] as string, name: 'Vacuna', isActive: true, isKept: true },
    ],
    professionals: [],
    upgradeRequestedAt: null,
    ...overrides,
  };
}

function mockPlanApi(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = answers[`${init?.method ?? 'GET'} ${url}`];
    return answer ? answer() : jsonResponse(500, { success: false, message: 'sin respuesta', code: 'TEST' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = (data: unknown, message?: string) => () => jsonResponse(200, { success: true, data, message });

afterEach(() => vi.unstubAllGlobals());

describe('Plan y uso', () => {
  it('shows the usage in Spanish figures and starts the trial', async () => {
    const trial = overview({
      plan: {
        id: 'premium',
        name: 'Premium',
        isTrial: true,
        endsAt: '2026-03-16T08:00:00.000Z',
        trialDaysLeft: 14,
      },
      trialRefusal: 'Este espacio ya está en el plan Premium.',
    });
    const fetchMock = mockPlanApi({
      [`GET /api/spaces/${SPACE_ID}/plan`]: ok(overview()),
      [`POST /api/spaces/${SPACE_ID}/plan/trial`]: ok(
        trial,
        'Empezó tu prueba de Premium: 14 días, sin tarjeta',
      ),
    });
    renderWithProviders(<PlanUsageTab spaceId={SPACE_ID} canEdit />);
    expect(await screen.findByText('Citas este mes: 312 de 1.000')).toBeTruthy();
    expect(screen.getByText('SMS este mes: 40 de 100 segmentos')).toBeTruthy();
    expect(screen.getByText('Servicios: 2 de 2')).toBeTruthy();
    expect(screen.getByText('Usuarios: 1 de 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: TRIAL_BUTTON_LABEL }));
    expect(await screen.findByText(/Te quedan 14 días de prueba/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: TRIAL_BUTTON_LABEL })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('lets the ADMIN choose which services stay, no more than the plan allows', async () => {
    const over = overview({
      usage: overview().usage.map((line) =>
        line.thing === 'services' ? { ...line, used: 3, label: 'Servicios: 3 de 2' } : line,
      ),
      services: [
        { id: ids[0] as string, name: 'Consulta', isActive: true, isKept: true },
        { id: ids[1] as string, name: 'Vacuna', isActive: true, isKept: true },
        { id: ids[2] as string, name: 'Cirugía', isActive: true, isKept: false },
      ],
    });
    let sent: unknown = null;
    mockPlanApi({
      [`GET /api/spaces/${SPACE_ID}/plan`]: ok(over),
      [`PUT /api/spaces/${SPACE_ID}/plan/kept`]: () => jsonResponse(200, { success: true, data: over }),
    });
    const fetchSpy = vi.mocked(fetch);
    renderWithProviders(<PlanUsageTab spaceId={SPACE_ID} canEdit />);
    const surgery = await screen.findByRole('checkbox', { name: 'Cirugía' });
    // Two already ticked: a third cannot be until one is let go.
    expect(surgery.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vacuna' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cirugía' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar selección' }));
    await waitFor(() => {
      const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
      sent = put ? JSON.parse(String(put[1]?.body)) : null;
      expect(sent).toEqual({ serviceIds: [ids[0], ids[2]], professionalId: null });
    });
  });
});
