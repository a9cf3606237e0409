import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import type { StaffWaitlistEntry } from '@citavet/domain/waitlist/waitlist-staff.schema';
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
import { StaffWaitlistPage } from './staff-waitlist-page';

const SPACE_ID = 'space-1';
const space = { id: SPACE_ID, name: 'Clínica Sol', timeZone: 'Europe/Madrid', route: 'sol', myRole: 'ADMIN' };

function entry(overrides: Partial<StaffWaitlistEntry> = {}): StaffWaitlistEntry {
  return {
    id: 'request-1',
    serviceId: 'service-1',
    serviceName: 'Vacunación',
    hostId: null,
    hostName: null,
    clientName: 'Ana Espera',
    clientEmail: 'ana@correo.test',
    clientPhone: '+34 600 111 222',
    petName: 'Toby',
    petSpecies: 'perro',
    windows: [{ date: '2030-03-04', from: '10:00', to: '14:00' }],
    status: 'WAITING',
    offer: null,
    createdAt: '2030-03-02T08:00:00.000Z',
    expiresAt: '2030-03-04T13:00:00.000Z',
    ...overrides,
  };
}

const fetchMock = vi.fn<typeof fetch>();
let queryClient: QueryClient;
let requests: StaffWaitlistEntry[];
let isSlotTaken = false;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSpacesStore.getState().reset();
  isSlotTaken = false;
  queryClient = createTestQueryClient();
  const user = { ...sampleProfile, memberSpaces: [{ id: SPACE_ID, role: 'ADMIN' as const }] };
  useAuthStore.setState({ user, isAuthenticated: true, isInitialized: true, token: 'token-1' });
  seedSpaces(queryClient, [space as unknown as MemberSpace], space as unknown as MemberSpace);
  requests = [
    entry(),
    entry({
      id: 'request-2',
      clientName: 'Bea Oferta',
      status: 'OFFERED',
      offer: { startAt: '2030-03-04T09:00:00.000Z', hostId: 'host-1', holdUntil: '2030-03-02T10:30:00.000Z' },
    }),
  ];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/services')) {
      return jsonResponse(200, { success: true, data: { services: [] } });
    }
    if (url.endsWith('/members')) {
      return jsonResponse(200, {
        success: true,
        data: [
          {
            id: 'member-1',
            spaceId: SPACE_ID,
            userId: 'host-1',
            role: 'MEMBER',
            effectiveRole: 'MEMBER',
            joinedAt: '2030-01-01T00:00:00.000Z',
            hasCalendar: true,
            dailyCap: null,
            user: {
              id: 'host-1',
              name: 'Laura Vet',
              email: 'laura@clinica.test',
              avatar: null,
              role: 'HOST',
            },
          },
        ],
      });
    }
    if (url.includes('/availability')) {
      return jsonResponse(200, {
        success: true,
        data: {
          date: '2030-03-04',
          timeZone: 'Europe/Madrid',
          hostId: 'host-1',
          bookings: [],
          slots: [
            {
              serviceId: 'service-1',
              scheduleId: 'schedule-1',
              date: '2030-03-04',
              dayOfWeek: 1,
              dayName: 'Lunes',
              startTime: '11:00',
              endTime: '11:30',
              startAt: '2030-03-04T10:00:00.000Z',
              endAt: '2030-03-04T10:30:00.000Z',
              available: true,
            },
          ],
        },
      });
    }
    if (url.includes('/offers') && init?.method === 'POST' && isSlotTaken) {
      return jsonResponse(409, {
        success: false,
        code: 'WAITLIST_SLOT_NOT_FREE',
        message: 'Ese hueco ya no está libre: elige otro de la lista',
      });
    }
    if (url.includes('/offers') && init?.method === 'POST') {
      return jsonResponse(201, {
        success: true,
        message: 'Oferta enviada: le hemos escrito para que confirme el hueco',
        data: { offer: { id: 'offer-1', requestId: 'request-1', holdUntil: '2030-03-02T10:45:00.000Z' } },
      });
    }
    if (init?.method === 'DELETE') {
      return jsonResponse(200, {
        success: true,
        message: 'Solicitud quitada de la lista de espera',
        data: null,
      });
    }
    if (url.includes('/waitlist?')) {
      return jsonResponse(200, { success: true, data: { timeZone: 'Europe/Madrid', requests } });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'No encontrado' });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/:spaceId/lista-espera" element={<StaffWaitlistPage />} />
    </Routes>,
    { queryClient, route: `/dashboard/${SPACE_ID}/lista-espera` },
  );
  return userEvent.setup();
}

describe('Lista de espera (staff)', () => {
  it('shows who waits, their pet, contact, days, since when, expiry and state in the clinic’s time', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Solicitudes de la lista de espera' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(first).toHaveTextContent('1.º');
    expect(first).toHaveTextContent('Ana Espera');
    expect(first).toHaveTextContent('Esperando');
    expect(first).toHaveTextContent('Toby (Perro)');
    expect(first).toHaveTextContent('ana@correo.test');
    expect(first).toHaveTextContent('+34 600 111 222');
    expect(first).toHaveTextContent('Vacunación · Cualquier profesional');
    expect(first).toHaveTextContent('Lun 4 mar, 10:00–14:00');
    expect(first).toHaveTextContent('En la lista desde 2 mar, 09:00 · Caduca 4 mar, 14:00');
    expect(second).toHaveTextContent('Oferta enviada hasta las 11:30');
    // An open offer is not offered again; it can still be taken off.
    expect(within(second as HTMLElement).queryByRole('button', { name: /Ofrecer/ })).toBeNull();
    expect(
      within(second as HTMLElement).getByRole('button', {
        name: 'Quitar a Bea Oferta de la lista de espera',
      }),
    ).toBeEnabled();
  });

  it('offers a free slot by hand: professional, day, slot, and the offer is sent', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ofrecer un hueco a Ana Espera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ofrecer un hueco a Ana Espera' });
    expect(within(dialog).getByLabelText('Día')).toHaveValue('2030-03-04');
    const send = within(dialog).getByRole('button', { name: 'Enviar oferta' });
    expect(send).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Profesional'), 'host-1');
    await user.click(await within(dialog).findByRole('radio', { name: '11:00–11:30' }));
    await user.click(send);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain(`/spaces/${SPACE_ID}/waitlist/request-1/offers`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      hostId: 'host-1',
      startAt: '2030-03-04T10:00:00.000Z',
      endAt: '2030-03-04T10:30:00.000Z',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refusal in Spanish inside the dialog', async () => {
    isSlotTaken = true;
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ofrecer un hueco a Ana Espera' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Profesional'), 'host-1');
    await user.click(await within(dialog).findByRole('radio', { name: '11:00–11:30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(
      await within(dialog).findByText('Ese hueco ya no está libre: elige otro de la lista'),
    ).toBeVisible();
  });

  it('asks before taking someone off, then sends the removal', async () => {
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Quitar a Ana Espera de la lista de espera' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: '¿Quitar de la lista de espera?' });
    expect(dialog).toHaveTextContent('Ana Espera dejará de recibir ofertas de huecos');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, quitar' }));
    const removal = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(removal?.[0])).toContain(`/spaces/${SPACE_ID}/waitlist/request-1`);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says so when no one waits', async () => {
    requests = [];
    renderPage();
    expect(await screen.findByText('Nadie está en la lista de espera')).toBeVisible();
  });
});
