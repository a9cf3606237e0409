import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { InvitationSession } from './invitation-actions';
import { InvitationPanel } from './invitation-panel';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'c2VjcmV0LXRva2VuLWRlLWludml0YWNpb24';

const preview = {
  spaceName: 'Veterinaria Central',
  inviterName: 'Laura Gómez',
  role: 'MEMBER',
  email: 'ana@clinica.com',
  expiresAt: '2026-03-08T10:00:00.000Z',
  isExpired: false,
  hasAccount: true,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function answerApi(invitation: typeof preview, onAction?: (url: string) => Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === `/api/invitations/by-token/${TOKEN}`)
      return jsonResponse(200, { success: true, data: invitation });
    return (
      onAction?.(url) ?? jsonResponse(404, { success: false, message: 'No encontrado', code: 'NOT_FOUND' })
    );
  });
}

function renderPanel(session: InvitationSession) {
  const onSignOut = vi.fn();
  const onAccepted = vi.fn();
  renderWithProviders(
    <InvitationPanel token={TOKEN} session={session} onSignOut={onSignOut} onAccepted={onAccepted} />,
  );
  return { onSignOut, onAccepted, user: userEvent.setup() };
}

const signedOut: InvitationSession = { isAuthenticated: false };
const redirect = encodeURIComponent(`/invitaciones/${TOKEN}`);

describe('InvitationPanel', () => {
  it('shows the space, the inviter, the role and the expiry date', async () => {
    answerApi(preview);
    renderPanel(signedOut);
    expect(await screen.findAllByText('Veterinaria Central')).not.toHaveLength(0);
    expect(screen.getAllByText('Laura Gómez')).not.toHaveLength(0);
    expect(screen.getByText('Miembro')).toBeInTheDocument();
    expect(screen.getByText('8 de marzo de 2026')).toBeInTheDocument();
  });

  it('asks a signed-out invitee with an account to sign in, and to come back here', async () => {
    answerApi(preview);
    renderPanel(signedOut);
    const link = await screen.findByRole('link', { name: 'Iniciar sesión para aceptar' });
    expect(link).toHaveAttribute('href', `/accounts/login?redirect=${redirect}`);
  });

  it('offers to register with the invited address when there is no account', async () => {
    answerApi({ ...preview, hasAccount: false });
    renderPanel(signedOut);
    const link = await screen.findByRole('link', { name: 'Crear cuenta con ana@clinica.com' });
    expect(link).toHaveAttribute(
      'href',
      `/accounts/register?email=${encodeURIComponent('ana@clinica.com')}&redirect=${redirect}`,
    );
  });

  it('says when the invitation has expired, with nothing to accept', async () => {
    answerApi({ ...preview, isExpired: true });
    renderPanel({ isAuthenticated: true, email: 'ana@clinica.com' });
    expect(await screen.findByText('La invitación ha expirado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar Invitación' })).not.toBeInTheDocument();
  });

  it('explains a different signed-in account and offers to sign out', async () => {
    answerApi(preview);
    const { user, onSignOut } = renderPanel({ isAuthenticated: true, email: 'otra@clinica.com' });
    expect(await screen.findByText('Has iniciado sesión con otra cuenta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar Invitación' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('lets the invited user accept (any letter case of the address)', async () => {
    answerApi(preview, (url) =>
      url.endsWith('/accept')
        ? jsonResponse(200, {
            success: true,
            data: { space: { id: 'space-1', name: 'Veterinaria Central' } },
          })
        : jsonResponse(404, { success: false, message: 'No', code: 'X' }),
    );
    const { user, onAccepted } = renderPanel({ isAuthenticated: true, email: 'Ana@Clinica.com' });
    await user.click(await screen.findByRole('button', { name: 'Aceptar Invitación' }));
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledWith('space-1'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/spaces/invitations/${TOKEN}/accept`,
    );
  });

  it('shows the server message when accepting fails, and rejects on request', async () => {
    answerApi(preview, (url) =>
      url.endsWith('/accept')
        ? jsonResponse(403, {
            success: false,
            message: 'Esta invitación fue enviada a otro email',
            code: 'X',
          })
        : jsonResponse(200, { success: true, data: null }),
    );
    const { user, onAccepted } = renderPanel({ isAuthenticated: true, email: 'ana@clinica.com' });
    await user.click(await screen.findByRole('button', { name: 'Aceptar Invitación' }));
    expect(await screen.findByText('Esta invitación fue enviada a otro email')).toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Invitación rechazada')).toBeInTheDocument();
  });

  it('says when the link no longer works', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, {
        success: false,
        message: 'La invitación no existe o ya no está disponible',
        code: 'INVITATION_NOT_FOUND',
      }),
    );
    renderPanel(signedOut);
    expect(await screen.findByText('La invitación no existe o ya no está disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeInTheDocument();
  });
});
