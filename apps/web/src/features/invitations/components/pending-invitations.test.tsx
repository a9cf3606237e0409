import type { PendingInvitationSummary } from '@citavet/domain/users/user.schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, sampleProfile } from '@/test/render';
import { PendingInvitations } from './pending-invitations';

const fetchMock = vi.fn<typeof fetch>();

const central: PendingInvitationSummary = {
  id: '0b7f5a1c-2222-4c3d-8e9f-000000000001',
  token: '0b7f5a1c-2222-4c3d-8e9f-000000000001',
  role: 'ADMIN',
  expiresAt: '2026-03-08T10:00:00.000Z',
  space: { id: 'space-1', name: 'Veterinaria Central', description: 'Atención 24 horas' },
  inviter: { name: 'Laura Gómez' },
};
const norte: PendingInvitationSummary = {
  ...central,
  id: '0b7f5a1c-2222-4c3d-8e9f-000000000002',
  token: '0b7f5a1c-2222-4c3d-8e9f-000000000002',
  role: 'MEMBER',
  space: { id: 'space-2', name: 'Clínica Norte', description: null },
  inviter: { name: 'Pedro Ruiz' },
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'token-1');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type Handler = (url: string) => Response | undefined;

/** The profile lists `pending` until an answer changes it; `onAction` answers accept/reject calls. */
function answerApi(initial: PendingInvitationSummary[], onAction: Handler) {
  let pending = initial;
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/auth/profile') {
      return jsonResponse(200, { success: true, data: { ...sampleProfile, pendingInvitations: pending } });
    }
    const response = onAction(url);
    if (response?.ok) pending = pending.filter((invitation) => !url.includes(invitation.token));
    return response ?? jsonResponse(404, { success: false, message: 'No encontrado', code: 'NOT_FOUND' });
  });
}

/** user-event waits between keystrokes; with fake timers, those waits must advance them. */
function advanceTimers(milliseconds: number) {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(milliseconds);
}

function renderScreen() {
  const onContinue = vi.fn();
  const onProfileRefreshed = vi.fn();
  renderWithProviders(<PendingInvitations onContinue={onContinue} onProfileRefreshed={onProfileRefreshed} />);
  return { onContinue, onProfileRefreshed, user: userEvent.setup({ advanceTimers }) };
}

describe('PendingInvitations', () => {
  it('lists each invitation with its space, role, inviter and expiry date', async () => {
    answerApi([central, norte], () => undefined);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Invitaciones Pendientes' })).toBeInTheDocument();
    expect(await screen.findByText('Veterinaria Central')).toBeInTheDocument();
    expect(screen.getByText('Atención 24 horas')).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(screen.getByText('Miembro')).toBeInTheDocument();
    expect(screen.getByText('Laura Gómez')).toBeInTheDocument();
    expect(screen.getAllByText('8 de marzo de 2026')).toHaveLength(2);
  });

  it('accepting the only invitation shows the space joined and continues after 1500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerApi([central], (url) =>
      url.endsWith('/accept')
        ? jsonResponse(200, {
            success: true,
            data: { space: { id: 'space-1', name: 'Veterinaria Central' } },
          })
        : undefined,
    );
    const { user, onContinue, onProfileRefreshed } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /Aceptar Invitación/ }));

    expect(await screen.findByText('Te has unido exitosamente a "Veterinaria Central"')).toBeInTheDocument();
    await vi.waitFor(() => expect(onProfileRefreshed).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/spaces/invitations/${central.token}/accept`,
    );
    vi.advanceTimersByTime(1400);
    expect(onContinue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('accepting one of several stays on the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerApi([central, norte], (url) =>
      url.endsWith('/accept')
        ? jsonResponse(200, {
            success: true,
            data: { space: { id: 'space-1', name: 'Veterinaria Central' } },
          })
        : undefined,
    );
    const { user, onContinue } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Aceptar Invitación a Veterinaria Central' }));
    expect(await screen.findByText('Te has unido exitosamente a "Veterinaria Central"')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Veterinaria Central' })).toBeNull());
    expect(screen.getByText('Clínica Norte')).toBeInTheDocument();
    vi.advanceTimersByTime(3000);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows the server message, or the default, when accepting fails', async () => {
    answerApi([central], (url) =>
      url.endsWith('/accept')
        ? jsonResponse(410, {
            success: false,
            message: 'La invitación ha expirado',
            code: 'INVITATION_EXPIRED',
          })
        : undefined,
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /Aceptar Invitación/ }));
    expect(await screen.findByText('La invitación ha expirado')).toBeInTheDocument();

    answerApi([central], (url) => (url.endsWith('/accept') ? new Response('', { status: 502 }) : undefined));
    await user.click(screen.getByRole('button', { name: /Aceptar Invitación/ }));
    expect(await screen.findByText('Error al aceptar invitación')).toBeInTheDocument();
  });

  it("'Continuar sin aceptar invitaciones' rejects them all and continues after 1000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerApi([central, norte], (url) =>
      url.endsWith('/reject') ? jsonResponse(200, { success: true, data: null }) : undefined,
    );
    const { user, onContinue, onProfileRefreshed } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /Continuar sin aceptar invitaciones/ }));

    expect(
      await screen.findByText('Invitaciones rechazadas. Continuando con el setup...'),
    ).toBeInTheDocument();
    const rejected = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.endsWith('/reject'));
    expect(rejected).toEqual([
      `/api/spaces/invitations/${central.token}/reject`,
      `/api/spaces/invitations/${norte.token}/reject`,
    ]);
    await vi.waitFor(() => expect(onProfileRefreshed).toHaveBeenCalled());
    vi.advanceTimersByTime(900);
    expect(onContinue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('says when rejecting fails', async () => {
    answerApi([central], (url) =>
      url.endsWith('/reject')
        ? jsonResponse(500, { success: false, message: 'Fallo', code: 'X' })
        : undefined,
    );
    const { user, onContinue } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /Continuar sin aceptar invitaciones/ }));
    expect(
      await screen.findByText('Error al rechazar las invitaciones. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('offers a retry when the invitations cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { success: false, message: 'Fallo', code: 'X' }));
    renderScreen();
    expect(await screen.findByText('No se pudieron cargar tus invitaciones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
