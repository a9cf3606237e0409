import type { Client } from '@citavet/domain/clients/client.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ClientFormDialog } from './client-form-dialog';
import { ClientPage } from './client-page';

const fetchMock = vi.fn<typeof fetch>();
const SPACE = '11111111-1111-4111-8111-111111111111';
const CLIENT_ID = '22222222-2222-4222-8222-222222222222';

const client: Client = {
  id: CLIENT_ID,
  spaceId: SPACE,
  name: 'José Núñez',
  email: 'jose@example.com',
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
  pets: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      spaceId: SPACE,
      clientId: CLIENT_ID,
      name: 'Canela',
      species: 'perro',
      breed: null,
      sex: 'hembra',
      isNeutered: false,
      birthDate: null,
      isBirthDateEstimated: false,
      color: null,
      microchip: null,
      alerts: ['Muerde'],
      photoUrl: null,
      deceasedOn: null,
      isDeceased: false,
      createdAt: '2026-01-10T10:00:00.000Z',
      updatedAt: '2026-01-10T10:00:00.000Z',
    },
  ],
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function calls(method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url]) => String(url));
}

describe('ClientPage', () => {
  it('shows pet alerts, then asks again before cancelling future appointments', async () => {
    let deletions = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'DELETE') {
        deletions += 1;
        return deletions === 1
          ? jsonResponse(409, {
              success: false,
              code: 'CLIENT_HAS_FUTURE_BOOKINGS',
              message: 'El cliente tiene 2 citas futuras. Confirma para cancelarlas y eliminar el cliente.',
              futureBookings: 2,
            })
          : jsonResponse(200, {
              success: true,
              message: 'Cliente eliminado exitosamente',
              data: { cancelledBookings: 2 },
            });
      }
      if (url.endsWith('/bookings')) return jsonResponse(200, { success: true, data: { bookings: [] } });
      if (url.includes('/communications')) {
        return jsonResponse(200, {
          success: true,
          data: {
            replies: [],
            scheduled: [],
            entries: [],
            nextCursor: null,
            reminderConsent: true,
            remindersUnsubscribedAt: null,
            noShowCount: 0,
          },
        });
      }
      return jsonResponse(200, { success: true, data: { client } });
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/:spaceId/clientes/:clientId" element={<ClientPage />} />
        <Route path="/dashboard/:spaceId/clientes" element={<p>Lista de clientes</p>} />
      </Routes>,
      { route: `/dashboard/${SPACE}/clientes/${CLIENT_ID}` },
    );
    expect(await screen.findByRole('heading', { name: 'José Núñez' })).toBeInTheDocument();
    expect(screen.getByText('Muerde')).toHaveClass('text-error', { exact: false });
    // No consent for health reminders: the page says appointment reminders still go, as the outbox does.
    expect(screen.getByText('Recordatorios de citas').nextElementSibling).toHaveTextContent(
      'Se envían (no requieren consentimiento: son parte de la cita)',
    );
    expect(screen.getByText('Recordatorios de vacunas y controles').nextElementSibling).toHaveTextContent(
      'No acepta',
    );
    expect(screen.getByText('Comunicaciones comerciales').nextElementSibling).toHaveTextContent('No acepta');

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await within(dialog).findByText(
        'El cliente tiene 2 citas futuras. Confirma para cancelarlas y eliminar el cliente.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar citas y eliminar' }));
    expect(await screen.findByText('Lista de clientes')).toBeInTheDocument();
    expect(calls('DELETE')).toEqual([
      `/api/spaces/${SPACE}/clients/${CLIENT_ID}`,
      `/api/spaces/${SPACE}/clients/${CLIENT_ID}?confirm=true`,
    ]);
  });
});

describe('ClientFormDialog', () => {
  it('checks the form with the shared schema before sending, then sends the cleaned values', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(201, { success: true, message: 'Cliente creado exitosamente', data: { client } }),
    );
    const user = userEvent.setup();
    const onCreated = vi.fn();
    renderWithProviders(
      <ClientFormDialog spaceId={SPACE} client={null} isOpen onOpenChange={() => {}} onCreated={onCreated} />,
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Cliente' }));
    expect(await within(dialog).findByText('El nombre del cliente es requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    // Only the spaces list (the clinic's country reads the phone as it is typed) was fetched.
    const clientCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/clients'));
    expect(clientCalls()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Nombre/), '  José Núñez ');
    await user.clear(within(dialog).getByLabelText('Correo electrónico'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(JSON.parse(String(clientCalls()[0]?.[1]?.body))).toEqual({
      name: 'José Núñez',
      email: null,
      phone: null,
      whatsapp: null,
      documentId: null,
      address: null,
      notes: null,
      reminderConsent: false,
      marketingConsent: false,
      smsConsent: false,
    });
  });
});
