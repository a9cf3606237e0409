import type { AuditEvent } from '@citavet/domain/audit/audit-event.schema';
import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { useSpacesStore } from '@/stores/spaces-store';
import {
  createTestQueryClient,
  jsonResponse,
  renderWithProviders,
  sampleProfile,
  seedSpaces,
} from '@/test/render';
import { AuditPage } from './audit-page';

const SPACE_ID = '11111111-1111-4111-8111-111111111111';
const CLIENT_ID = '22222222-2222-4222-8222-222222222222';
const space = {
  id: SPACE_ID,
  name: 'Clínica San Roque',
  description: null,
  phone: null,
  email: null,
  route: 'san-roque',
  timeZone: 'America/Montevideo',
  defaultCurrency: 'USD',
  logoUrl: null,
  logoKey: null,
  color: null,
  address: null,
  city: null,
  state: null,
  country: null,
  latitude: null,
  longitude: null,
  contactPhone: null,
  contactEmail: null,
  contactWhatsapp: null,
  socialInstagram: null,
  socialFacebook: null,
  socialWebsite: null,
  speciesAttended: [],
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
} as unknown as MemberSpace;

function event(index: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    spaceId: SPACE_ID,
    actor: { id: 'user-1', name: 'Ana Martínez' },
    action: 'CLIENT_EXPORTED',
    subjectType: 'client',
    subjectId: CLIENT_ID,
    petId: null,
    clientId: CLIENT_ID,
    petName: null,
    clientName: 'Marta Sánchez',
    ip: '203.0.113.9',
    details: {},
    // 02:30 UTC is 23:30 of the day before in Montevideo: the clinic's day is shown.
    createdAt: '2026-11-26T02:30:00.000Z',
    ...overrides,
  };
}

const fetchMock = vi.fn<typeof fetch>();
let queryClient: QueryClient;

function signInAs(myRole: 'ADMIN' | 'MEMBER') {
  const user = { ...sampleProfile, memberSpaces: [{ id: SPACE_ID, role: myRole }] };
  useAuthStore.setState({ user, isAuthenticated: true, isInitialized: true, token: 'token-1' });
  const current = { ...space, myRole } as MemberSpace;
  seedSpaces(queryClient, [current], current);
}

function renderPage(route = `/dashboard/${SPACE_ID}/auditoria`) {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/:spaceId/auditoria" element={<AuditPage />} />
    </Routes>,
    { queryClient, route },
  );
  return userEvent.setup();
}

const auditCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/audit?'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSpacesStore.getState().reset();
  queryClient = createTestQueryClient();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/members')) return jsonResponse(200, { success: true, data: [] });
    if (url.includes('/audit?') && url.includes('cursor=')) {
      return jsonResponse(200, {
        success: true,
        data: {
          events: [event(2, { action: 'CLIENT_ERASED', clientName: 'Cliente borrado' })],
          nextCursor: null,
        },
      });
    }
    if (url.includes('/audit?')) {
      return jsonResponse(200, {
        success: true,
        data: { events: [event(1)], nextCursor: '1764124200000.abc' },
      });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'No encontrado' });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('AuditPage', () => {
  it('tells a MEMBER the log is for admins, without asking the API', () => {
    signInAs('MEMBER');
    renderPage();
    expect(screen.getByRole('heading', { name: 'Acceso Denegado' })).toBeInTheDocument();
    expect(auditCalls()).toEqual([]);
  });

  it('lists events in the clinic’s time with Spanish actions, and loads the next keyset page', async () => {
    signInAs('ADMIN');
    const user = renderPage();
    const table = await screen.findByRole('table', { name: /Eventos de auditoría/ });
    const firstRow = within(table).getAllByRole('row')[1];
    expect(firstRow).toHaveTextContent('25 de noviembre de 2026');
    expect(firstRow).toHaveTextContent('Ana Martínez');
    expect(firstRow).toHaveTextContent('Exportó los datos del cliente');
    expect(within(firstRow as HTMLElement).getByRole('link', { name: 'Marta Sánchez' })).toHaveAttribute(
      'href',
      `/dashboard/${SPACE_ID}/clientes/${CLIENT_ID}`,
    );
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await within(table).findByText('Borró los datos personales del cliente')).toBeInTheDocument();
    expect(auditCalls().at(-1)).toContain('cursor=1764124200000.abc');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('sends a client from the link and a clinic-local day range as instants', async () => {
    signInAs('ADMIN');
    renderPage(
      `/dashboard/${SPACE_ID}/auditoria?clientId=${CLIENT_ID}&fromDate=2026-11-25&toDate=2026-11-25`,
    );
    await screen.findByRole('table', { name: /Eventos de auditoría/ });
    expect(screen.getByText('Cliente seleccionado')).toBeInTheDocument();
    const query = new URL(auditCalls()[0] ?? '', 'http://localhost').searchParams;
    expect(query.get('clientId')).toBe(CLIENT_ID);
    expect(query.get('from')).toBe('2026-11-25T03:00:00.000Z');
    expect(query.get('to')).toBe('2026-11-26T03:00:00.000Z');
  });

  it('shows an empty state, and an error with a retry', async () => {
    signInAs('ADMIN');
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/audit?')
        ? jsonResponse(500, { success: false, code: 'INTERNAL_ERROR', message: 'Error interno' })
        : jsonResponse(200, { success: true, data: [] }),
    );
    renderPage();
    expect(await screen.findByText('No se pudo cargar la auditoría')).toBeInTheDocument();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/audit?')
        ? jsonResponse(200, { success: true, data: { events: [], nextCursor: null } })
        : jsonResponse(200, { success: true, data: [] }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText('Aún no hay eventos')).toBeInTheDocument();
  });
});
