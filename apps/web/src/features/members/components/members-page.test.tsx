import type { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { useAuthStore } from '@/stores/auth-store';
import { useSpacesStore } from '@/stores/spaces-store';
import {
  createTestQueryClient,
  jsonResponse,
  renderWithProviders,
  sampleProfile,
  seedSpaces,
} from '@/test/render';
import { SPACE_ID, sampleInvitation, sampleMember, sampleSpace } from '../members-test-data';
import { useResendCooldownStore } from '../stores/resend-cooldown-store';
import { MembersPage } from './members-page';

const ana = sampleMember('user-1', 'Ana Martínez', { role: 'ADMIN', joinedAt: '2025-01-05T10:00:00.000Z' });
const carlos = sampleMember('user-2', 'Carlos Ruiz', { joinedAt: '2025-03-10T10:00:00.000Z' });
const beatriz = sampleMember('user-3', 'Beatriz Núñez', { joinedAt: '2025-02-20T10:00:00.000Z' });
const pending = sampleInvitation('invitation-1', 'pendiente@clinica.com');
const expired = sampleInvitation('invitation-2', 'caducada@clinica.com', { isExpired: true, role: 'ADMIN' });

const fetchMock = vi.fn<typeof fetch>();
type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
let handlers: Record<string, Handler>;

function answerApi(overrides: Record<string, Handler> = {}) {
  handlers = {
    [`GET /api/spaces/${SPACE_ID}/members`]: () =>
      jsonResponse(200, { success: true, data: [ana, carlos, beatriz] }),
    [`GET /api/spaces/${SPACE_ID}/invitations`]: () =>
      jsonResponse(200, { success: true, data: [pending, expired] }),
    ...overrides,
  };
  fetchMock.mockImplementation(async (input, init) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${String(input)}`];
    return handler
      ? handler(init)
      : jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'No encontrado' });
  });
}

function signInAs(myRole: 'ADMIN' | 'MEMBER') {
  const user = { ...sampleProfile, memberSpaces: [{ id: SPACE_ID, role: myRole }] };
  useAuthStore.setState({ user, isAuthenticated: true, isInitialized: true, token: 'token-1' });
  const space = { ...sampleSpace, myRole };
  seedSpaces(queryClient, [space], space);
}

function renderPage() {
  renderWithProviders(
    <>
      <MembersPage />
      <Toaster />
    </>,
    { queryClient },
  );
  return userEvent.setup();
}

const membersTable = () => screen.getByRole('table', { name: 'Miembros del espacio' });
const rowNames = () =>
  within(membersTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td p span')?.textContent);

let queryClient: QueryClient;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSpacesStore.getState().reset();
  queryClient = createTestQueryClient();
  useResendCooldownStore.setState({ sentAt: {} });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('MembersPage', () => {
  it("shows 'Acceso Denegado' to a member and asks the server nothing", () => {
    answerApi();
    signInAs('MEMBER');
    renderPage();
    expect(screen.getByText('Acceso Denegado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la agenda' })).toHaveAttribute(
      'href',
      `/dashboard/${SPACE_ID}/agenda`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Acceso Denegado' when the server says the user is no longer an admin", async () => {
    answerApi({
      [`GET /api/spaces/${SPACE_ID}/invitations`]: () =>
        jsonResponse(403, { success: false, code: 'ADMIN_ONLY', message: 'Solo administradores' }),
    });
    signInAs('ADMIN');
    renderPage();
    expect(await screen.findByText('Acceso Denegado')).toBeInTheDocument();
  });

  it('shows a skeleton, then the counts, the stats and the members', async () => {
    answerApi();
    signInAs('ADMIN');
    renderPage();
    expect(screen.getByRole('status', { name: 'Cargando miembros' })).toBeInTheDocument();

    expect(await screen.findByRole('tab', { name: 'Miembros (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Invitaciones pendientes (2)' })).toBeInTheDocument();
    expect(screen.getByText('Total Miembros').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Administradores').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Invitaciones Pendientes').nextElementSibling).toHaveTextContent('2');
    expect(screen.getAllByRole('button', { name: 'Invitar Miembro' })).not.toHaveLength(0);
  });

  it('offers no actions on the signed-in user’s own row', async () => {
    answerApi();
    signInAs('ADMIN');
    renderPage();
    const table = await screen.findByRole('table', { name: 'Miembros del espacio' });
    expect(
      within(table).queryByRole('button', { name: 'Acciones para Ana Martínez' }),
    ).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Acciones para Carlos Ruiz' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Acciones para Beatriz Núñez' })).toBeInTheDocument();
  });

  it('searches by name or email, accent-blind, and sorts by name, role or date', async () => {
    answerApi();
    signInAs('ADMIN');
    const user = renderPage();
    await screen.findByRole('table', { name: 'Miembros del espacio' });
    expect(rowNames()).toEqual(['Ana Martínez', 'Beatriz Núñez', 'Carlos Ruiz']);

    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Fecha');
    expect(rowNames()).toEqual(['Carlos Ruiz', 'Beatriz Núñez', 'Ana Martínez']);
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Rol');
    expect(rowNames()[0]).toBe('Ana Martínez');

    await user.type(screen.getByPlaceholderText('Buscar miembros...'), 'nunez');
    expect(rowNames()).toEqual(['Beatriz Núñez']);
    await user.clear(screen.getByPlaceholderText('Buscar miembros...'));
    await user.type(screen.getByPlaceholderText('Buscar miembros...'), 'nadie');
    expect(screen.getByText('Ningún miembro coincide con tu búsqueda')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(rowNames()).toHaveLength(3);
  });

  it("shows 'Error al cargar miembros' with a working 'Reintentar'", async () => {
    let attempts = 0;
    answerApi({
      [`GET /api/spaces/${SPACE_ID}/members`]: () => {
        attempts += 1;
        return attempts === 1
          ? new Response('', { status: 500 })
          : jsonResponse(200, { success: true, data: [ana] });
      },
    });
    signInAs('ADMIN');
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: 'Error al cargar miembros' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('tab', { name: 'Miembros (1)' })).toBeInTheDocument();
    expect(screen.getByText('Todavía eres el único miembro')).toBeInTheDocument();
  });

  it('marks an expired invitation in red with its notice', async () => {
    answerApi();
    signInAs('ADMIN');
    const user = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Invitaciones pendientes (2)' }));
    const list = screen.getByRole('list', { name: 'Invitaciones pendientes' });
    const [pendingItem, expiredItem] = within(list).getAllByRole('listitem');
    expect(expiredItem).toHaveTextContent('Esta invitación ha expirado y debe ser reenviada.');
    expect(within(expiredItem as HTMLElement).getByText('caducada@clinica.com')).toHaveClass('text-error');
    expect(pendingItem).not.toHaveTextContent('ha expirado');
  });

  it("resends: toast, then 'Enviado' disabled for 60 s, across tab switches", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2025-03-05T12:00:00.000Z'));
    answerApi({
      'POST /api/spaces/invitations/invitation-2/resend': () =>
        jsonResponse(200, {
          success: true,
          message: 'Invitación reenviada a caducada@clinica.com',
          data: { ...expired, isExpired: false, resendAvailableAt: '2025-03-05T12:01:00.000Z' },
        }),
    });
    signInAs('ADMIN');
    const user = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Invitaciones pendientes (2)' }));
    await user.click(screen.getByRole('button', { name: 'Reenviar invitación a caducada@clinica.com' }));

    expect(await screen.findByText('Invitación reenviada a caducada@clinica.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviado' })).toBeDisabled();
    expect(screen.queryByText('Esta invitación ha expirado y debe ser reenviada.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Miembros (3)' }));
    await user.click(screen.getByRole('tab', { name: 'Invitaciones pendientes (2)' }));
    expect(screen.getByRole('button', { name: 'Enviado' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Enviado' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('button', { name: 'Enviado' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar invitación a caducada@clinica.com' })).toBeEnabled();
  });

  it("tells a refused resend with 'Error al reenviar la invitación'", async () => {
    answerApi({
      'POST /api/spaces/invitations/invitation-1/resend': () =>
        jsonResponse(429, {
          success: false,
          code: 'RESEND_COOLDOWN',
          message: 'Espera 60 segundos antes de reenviar la invitación',
        }),
    });
    signInAs('ADMIN');
    const user = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Invitaciones pendientes (2)' }));
    await user.click(screen.getByRole('button', { name: 'Reenviar invitación a pendiente@clinica.com' }));
    expect(await screen.findByText('Error al reenviar la invitación')).toBeInTheDocument();
    expect(screen.getByText('Espera 60 segundos antes de reenviar la invitación')).toBeInTheDocument();
  });

  it('cancels an invitation after confirming it', async () => {
    answerApi({
      'DELETE /api/spaces/invitations/invitation-1': () =>
        jsonResponse(200, { success: true, message: 'Invitación cancelada exitosamente', data: null }),
    });
    signInAs('ADMIN');
    const user = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Invitaciones pendientes (2)' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar invitación a pendiente@clinica.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar Invitación' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar Invitación' }));

    expect(await screen.findByText('Invitación cancelada exitosamente')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Invitaciones pendientes (1)' })).toBeInTheDocument();
    expect(screen.queryByText('pendiente@clinica.com')).not.toBeInTheDocument();
  });

  it("tells a failed cancellation with 'Error al cancelar la invitación'", async () => {
    answerApi({ 'DELETE /api/spaces/invitations/invitation-1': () => new Response('', { status: 500 }) });
    signInAs('ADMIN');
    const user = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Invitaciones pendientes (2)' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar invitación a pendiente@clinica.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar Invitación' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar Invitación' }));

    expect(await screen.findByText('Error al cancelar la invitación')).toBeInTheDocument();
    expect(screen.getByText('Error al cancelar invitación')).toBeInTheDocument();
  });

  it('shows an empty invitations tab with its next step', async () => {
    answerApi({
      [`GET /api/spaces/${SPACE_ID}/invitations`]: () => jsonResponse(200, { success: true, data: [] }),
    });
    signInAs('ADMIN');
    const user = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Invitaciones pendientes (0)' }));
    expect(screen.getByText('No hay invitaciones pendientes')).toBeInTheDocument();
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Invitar Miembro' }));
    expect(screen.getByRole('dialog', { name: 'Invitar nuevo miembro' })).toBeInTheDocument();
  });
});
