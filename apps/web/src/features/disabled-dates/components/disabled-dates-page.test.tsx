import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';
import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import {
  createTestQueryClient,
  jsonResponse,
  renderWithProviders,
  sampleProfile,
  seedSpaces,
} from '@/test/render';
import { DisabledDatesPage } from './disabled-dates-page';

const SPACE_ID = '0b7f3c1e-5a0c-4f3e-9a55-0c1b2d3e4f50';
const LUIS_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const TIME_ZONE = 'Europe/Madrid';
const LIST_URL = `/api/spaces/${SPACE_ID}/disabled-dates`;

function entry(id: string, overrides: Partial<DisabledDate>): DisabledDate {
  return {
    id,
    spaceId: SPACE_ID,
    scope: 'SPACE',
    hostId: null,
    host: null,
    startDate: '2099-04-05T22:00:00.000Z',
    endDate: '2099-04-08T21:59:59.999Z',
    startDay: '2099-04-06',
    endDay: '2099-04-08',
    isAllDay: true,
    title: 'Semana Santa',
    reason: 'La clínica cierra',
    isRecurring: false,
    serviceIds: [],
    createdBy: 'user-1',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    timeZone: TIME_ZONE,
    ...overrides,
  };
}

const closure = entry('entry-space', {});
const congress = entry('entry-luis', {
  scope: 'HOST',
  hostId: LUIS_ID,
  host: { id: LUIS_ID, name: 'Luis Pérez' },
  startDate: '2099-05-04T07:00:00.000Z',
  endDate: '2099-05-04T11:00:00.000Z',
  startDay: null,
  endDay: null,
  isAllDay: false,
  title: 'Congreso',
  reason: 'Congreso de cirugía',
  createdBy: 'user-1',
});
const oldClosure = entry('entry-past', {
  startDate: '2020-01-05T23:00:00.000Z',
  endDate: '2020-01-06T22:59:59.999Z',
  startDay: '2020-01-06',
  endDay: '2020-01-06',
  title: 'Reyes',
  reason: 'Festivo',
});

const space: MemberSpace = {
  id: SPACE_ID,
  name: 'Clínica San Roque',
  description: null,
  phone: null,
  email: null,
  route: 'san-roque',
  timeZone: TIME_ZONE,
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
  members: [],
  myRole: 'ADMIN',
  myEffectiveRole: 'ADMIN',
  ownerUserId: null,
  pendingOwnerUserId: null,
  _count: { invitations: 0 },
};

const fetchMock = vi.fn<typeof fetch>();
const CONSULTA_ID = '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c';

function answerList(...responses: (() => Response)[]) {
  let call = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === `GET ${LIST_URL}`) {
      const respond = responses[Math.min(call, responses.length - 1)];
      call += 1;
      if (respond) return respond();
    }
    if (key === `GET /api/spaces/${SPACE_ID}/services`) {
      const consulta = {
        id: CONSULTA_ID,
        spaceId: SPACE_ID,
        name: 'Consulta general',
        description: null,
        category: null,
        duration: 30,
        price: 3000,
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
        hosts: [],
        createdAt: '2026-01-10T10:00:00.000Z',
        updatedAt: '2026-01-10T10:00:00.000Z',
      };
      return jsonResponse(200, { success: true, data: { services: [consulta] } });
    }
    if (key.startsWith('DELETE ')) {
      return jsonResponse(409, { success: false, code: 'CONFLICT', message: 'No se pudo eliminar' });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'No encontrado' });
  });
}

const listOf =
  (...entries: DisabledDate[]) =>
  () =>
    jsonResponse(200, { success: true, data: { disabledDates: entries, total: entries.length } });

function signInAs(myRole: 'ADMIN' | 'MEMBER', userId = 'user-1') {
  const user = { ...sampleProfile, id: userId, memberSpaces: [{ id: SPACE_ID, role: myRole }] };
  useAuthStore.setState({ user, isAuthenticated: true, token: 'token-1' });
  const current = { ...space, myRole };
  seedSpaces(queryClient, [current], current);
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/:spaceId/disabled-dates" element={<DisabledDatesPage />} />
    </Routes>,
    { route: `/dashboard/${SPACE_ID}/disabled-dates`, queryClient },
  );
  return userEvent.setup();
}

/** The range is one line split in spans, so 'Todo el día' never wraps alone. */
const paragraphWithText = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

const entryItem = (title: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: title }));

let queryClient: QueryClient;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  queryClient = createTestQueryClient();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('DisabledDatesPage', () => {
  it('lists entries by start in the clinic zone, with every action and tab for an admin', async () => {
    answerList(listOf(congress, closure, oldClosure));
    signInAs('ADMIN');
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: 'Semana Santa' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Semana Santa', 'Congreso', 'Reyes']);
    expect(paragraphWithText('lun, 6 abr 2099 – mié, 8 abr 2099 · Todo el día')).toBeInTheDocument();
    expect(paragraphWithText('lun, 4 may 2099 · 09:00–13:00')).toBeInTheDocument();
    expect(within(entryItem('Reyes') as HTMLElement).getByText('Finalizada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Semana Santa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar Congreso' })).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: /^Todas/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /^Todo el Espacio/ }));
    expect(screen.queryByRole('heading', { name: 'Congreso' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Por Host/ }));
    expect(screen.getByRole('heading', { name: 'Congreso' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Semana Santa' })).not.toBeInTheDocument();
  });

  it('shows a yearly holiday as never over, and names the services a closure is limited to', async () => {
    const christmas = entry('christmas', {
      title: 'Navidad',
      startDate: '2020-12-24T23:00:00.000Z',
      endDate: '2020-12-25T22:59:59.999Z',
      startDay: '2020-12-25',
      endDay: '2020-12-25',
      isRecurring: true,
      serviceIds: [CONSULTA_ID],
    });
    answerList(listOf(christmas));
    signInAs('ADMIN');
    renderPage();
    const item = (await screen.findByRole('heading', { name: 'Navidad' })).closest('li') as HTMLElement;
    expect(within(item).getByText('Cada año')).toBeInTheDocument();
    expect(within(item).queryByText('Finalizada')).not.toBeInTheDocument();
    expect(await within(item).findByText('Consulta general')).toBeInTheDocument();
    expect(within(item).getByText(/Solo cierra/)).toBeInTheDocument();
  });

  it('hides the space-wide tab and the actions on space-wide entries from a member', async () => {
    answerList(listOf(closure, congress));
    signInAs('MEMBER', LUIS_ID);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Congreso' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /^Todo el Espacio/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Por Host/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Semana Santa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar Semana Santa' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Congreso' })).toBeInTheDocument();
  });

  it('offers to add the first entry when there is none', async () => {
    answerList(listOf());
    signInAs('ADMIN');
    const user = renderPage();
    expect(await screen.findByText('No hay fechas deshabilitadas')).toBeInTheDocument();
    const [, emptyAction] = screen.getAllByRole('button', { name: 'Nueva Fecha' });
    await user.click(emptyAction as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Nueva Fecha Deshabilitada' })).toBeInTheDocument();
  });

  it('shows the server message when the list fails, and retries', async () => {
    answerList(
      () => jsonResponse(500, { success: false, code: 'INTERNAL', message: 'Base de datos no disponible' }),
      listOf(closure),
    );
    signInAs('ADMIN');
    const user = renderPage();
    expect(await screen.findByText('Error al obtener las fechas deshabilitadas')).toBeInTheDocument();
    expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Semana Santa' })).toBeInTheDocument();
  });

  it('asks before deleting, and keeps the dialog open with the reason when it fails', async () => {
    answerList(listOf(closure));
    signInAs('ADMIN');
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Semana Santa' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar Fecha Deshabilitada' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const banner = await within(dialog).findByRole('alert');
    expect(banner).toHaveTextContent('Error al eliminar la fecha deshabilitada');
    expect(banner).toHaveTextContent('No se pudo eliminar');
    await user.click(within(banner).getByRole('button', { name: 'Cerrar aviso' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });
});
