import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SPACE_ID, sampleInvitation } from '../members-test-data';
import { useResendCooldownStore } from '../stores/resend-cooldown-store';
import { InviteMemberDialog } from './invite-member-dialog';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const onOpenChange = vi.fn();
  const onInvited = vi.fn();
  renderWithProviders(
    <InviteMemberDialog
      spaceId={SPACE_ID}
      spaceName="Clínica San Roque"
      isOpen
      onOpenChange={onOpenChange}
      onInvited={onInvited}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Invitar nuevo miembro' });
  return { dialog, onOpenChange, onInvited, user: userEvent.setup() };
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Enviar Invitación' });

describe('InviteMemberDialog', () => {
  it('requires an email and sends nothing', async () => {
    const { dialog, user } = renderDialog();
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText('El email es requerido')).toBeInTheDocument();
    expect(submitButton(dialog)).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email when the field loses focus, and blocks the submit', async () => {
    const { dialog, user } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Email/), 'ana-en-clinica');
    await user.tab();
    expect(await within(dialog).findByText('Por favor ingresa un email válido')).toBeInTheDocument();
    expect(submitButton(dialog)).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing the address lifts the block.
    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'ana@clinica.com');
    expect(within(dialog).queryByText('Por favor ingresa un email válido')).not.toBeInTheDocument();
    expect(submitButton(dialog)).toBeEnabled();
  });

  it('defaults the role to Miembro and explains it', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText('Rol')).toHaveValue('MEMBER');
    expect(within(dialog).getByText('Acceso básico para realizar tareas operativas')).toBeInTheDocument();
  });

  it('sends the email and the uppercase role, then closes and starts the resend cooldown', async () => {
    const invitation = sampleInvitation('invitation-9', 'carlos@clinica.com', { role: 'ADMIN' });
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        success: true,
        message: 'Invitación enviada a carlos@clinica.com',
        data: invitation,
      }),
    );
    const { dialog, user, onOpenChange, onInvited } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Email/), 'Carlos@Clinica.com');
    await user.selectOptions(within(dialog).getByLabelText('Rol'), 'ADMIN');
    expect(within(dialog).getByText('Puede gestionar configuraciones y otros miembros')).toBeInTheDocument();
    await user.click(submitButton(dialog));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onInvited).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/spaces/${SPACE_ID}/invitations`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'carlos@clinica.com', role: 'ADMIN' });
    expect(useResendCooldownStore.getState().sentAt['invitation-9']).toBeTypeOf('number');
  });

  it("shows the server's message and stays open", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        success: false,
        code: 'INVITATION_PENDING',
        message: 'Ya existe una invitación pendiente para este email',
      }),
    );
    const { dialog, user, onOpenChange } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Email/), 'ana@clinica.com');
    await user.click(submitButton(dialog));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Ya existe una invitación pendiente para este email');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("falls back to 'Error al enviar invitación'", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const { dialog, user } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Email/), 'ana@clinica.com');
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al enviar invitación');
  });
});
