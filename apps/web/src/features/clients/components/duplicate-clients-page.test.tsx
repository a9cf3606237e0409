import type { Client } from '@citavet/domain/clients/client.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DuplicateClientsPage } from './duplicate-clients-page';

const fetchMock = vi.fn<typeof fetch>();
const SPACE = '11111111-1111-4111-8111-111111111111';
const PILAR = '22222222-2222-4222-8222-222222222222';
const HUGO = '33333333-3333-4333-8333-333333333333';

const client = (id: string, name: string): Client => ({
  id,
  spaceId: SPACE,
  name,
  email: null,
  phone: '655 000 111',
  whatsapp: null,
  documentId: null,
  address: null,
  notes: null,
  reminderConsent: false,
  reminderConsentAt: null,
  remindersUnsubscribedAt: null,
  marketingConsent: false,
  marketingConsentAt: null,
  smsConsent: false,
  smsConsentAt: null,
  smsUnsubscribedAt: null,
  isArchived: false,
  archivedAt: null,
  erasedAt: null,
  pets: [],
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});

const page = (pairs: unknown[]) =>
  jsonResponse(200, { success: true, data: { pairs, hasMore: false, limit: 20, offset: 0 } });
const familyPair = {
  reasons: ['phone'],
  target: { client: client(PILAR, 'Pilar Ruiz'), bookingCount: 2 },
  source: { client: client(HUGO, 'Hugo Ruiz'), bookingCount: 0 },
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("DuplicateClientsPage: 'No son duplicados'", () => {
  it('dismisses a pair after a confirmation, and the list no longer shows it', async () => {
    let isDismissed = false;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') {
        isDismissed = true;
        return jsonResponse(200, {
          success: true,
          message: 'Marcados como no duplicados',
          data: { dismissal: { clientIds: [PILAR, HUGO], createdAt: '2026-03-02T08:00:00.000Z' } },
        });
      }
      return page(isDismissed ? [] : [familyPair]);
    });
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/:spaceId/clientes/duplicados" element={<DuplicateClientsPage />} />
      </Routes>,
      { route: `/dashboard/${SPACE}/clientes/duplicados` },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'No son duplicados' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿No son duplicados?' });
    expect(dialog).toHaveTextContent('Pilar Ruiz y Hugo Ruiz son personas distintas');
    await user.click(within(dialog).getByRole('button', { name: 'No son duplicados' }));

    expect(await screen.findByText('No hay duplicados')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/spaces/${SPACE}/clients/duplicates/dismissals`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ targetId: PILAR, sourceId: HUGO });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the reason when the dismissal fails', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(404, { success: false, code: 'CLIENT_NOT_FOUND', message: 'Cliente no encontrado' })
        : page([familyPair]),
    );
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/:spaceId/clientes/duplicados" element={<DuplicateClientsPage />} />
      </Routes>,
      { route: `/dashboard/${SPACE}/clientes/duplicados` },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'No son duplicados' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿No son duplicados?' });
    await user.click(within(dialog).getByRole('button', { name: 'No son duplicados' }));
    expect(await within(dialog).findByText('Cliente no encontrado')).toBeInTheDocument();
  });
});
