import type { Client } from '@citavet/domain/clients/client.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ClientsPage } from './clients-page';

const fetchMock = vi.fn<typeof fetch>();
const SPACE = '11111111-1111-4111-8111-111111111111';

const clientNamed = (index: number, name: string): Client => ({
  id: `22222222-2222-4222-8222-${String(index).padStart(12, '0')}`,
  spaceId: SPACE,
  name,
  email: `cliente${index}@example.com`,
  phone: '+34 600 123 456',
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
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
});

const page = (clients: Client[], total = clients.length, hasMore = false) =>
  jsonResponse(200, {
    success: true,
    data: { clients, pagination: { total, hasMore, limit: 50, offset: 0 } },
  });

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/:spaceId/clientes" element={<ClientsPage />} />
    </Routes>,
    { route: `/dashboard/${SPACE}/clientes` },
  );

const searchOf = (call: Parameters<typeof fetch>) =>
  new URL(String(call[0]), 'http://x').searchParams.get('search');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ClientsPage', () => {
  it('counts the clients in words, and says when only the first ones are shown', async () => {
    fetchMock.mockImplementation(async () =>
      page([clientNamed(1, 'José Núñez'), clientNamed(2, 'Ana Ruiz')], 120),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Clientes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('120 clientes (se muestran los primeros 2)')).toBeInTheDocument();
  });

  it('says "1 cliente", and "Al menos" when a search stops counting at its cap', async () => {
    fetchMock.mockImplementation(async () => page([clientNamed(1, 'José Núñez')]));
    renderPage();
    expect(await screen.findByText('1 cliente')).toBeInTheDocument();

    fetchMock.mockImplementation(async () => page([clientNamed(1, 'José Núñez')], 500, true));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'jo' } });
    expect(await screen.findByText('Al menos 500 clientes (se muestran los primeros 1)')).toBeInTheDocument();
  });

  it('searches once typing pauses, and names the search that found nobody', async () => {
    fetchMock.mockImplementation(async () => page([clientNamed(1, 'José Núñez')]));
    renderPage();
    await screen.findByText('1 cliente');

    fetchMock.mockImplementation(async () => page([]));
    const input = screen.getByLabelText('Buscar');
    fireEvent.change(input, { target: { value: 'Ca' } });
    fireEvent.change(input, { target: { value: 'Canela ' } });
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
    expect(screen.getByText('Ningún cliente ni mascota coincide con «Canela».')).toBeInTheDocument();
    // One request for the pause, with the text trimmed; none for the keystroke before it.
    const searches = fetchMock.mock.calls.map(searchOf).filter(Boolean);
    expect(searches).toEqual(['Canela']);
  });

  it('invites to create the first client when there are none yet', async () => {
    fetchMock.mockImplementation(async () => page([]));
    renderPage();
    expect(await screen.findByText('Todavía no hay clientes')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Nuevo Cliente' })).toHaveLength(2);
  });

  it('shows the server’s reason with a retry when the list cannot be read', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, { success: false, code: 'FORBIDDEN', message: 'No tienes acceso a este espacio' }),
    );
    renderPage();
    expect(await screen.findByText('Error al cargar los clientes')).toBeInTheDocument();
    expect(screen.getByText('No tienes acceso a este espacio')).toBeInTheDocument();

    fetchMock.mockImplementation(async () => page([clientNamed(1, 'José Núñez')]));
    fireEvent.click(screen.getByRole('button', { name: /reintentar/i }));
    expect(await screen.findByText('1 cliente')).toBeInTheDocument();
  });
});
