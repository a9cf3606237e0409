import type { Member } from '@citavet/domain/members/member.schema';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spacesQueryKey } from '@/api/spaces/get-spaces';
import type { Space } from '@/api/spaces/space-types';
import { useSpacesStore } from '@/stores/spaces-store';
import { createTestQueryClient, jsonResponse, renderWithProviders, seedSpaces } from '@/test/render';
import { SPACE_ID, sampleMember, sampleSpace } from '../members-test-data';
import { ChangeRoleDialog } from './change-role-dialog';
import { RemoveMemberDialog } from './remove-member-dialog';

const LAST_ADMIN_ROLE =
  'No se puede cambiar el rol del último administrador. Debe haber al menos un administrador en el espacio.';
const LAST_ADMIN_REMOVAL = 'No se puede eliminar al último administrador del espacio.';

const fetchMock = vi.fn<typeof fetch>();

let queryClient: QueryClient;
const cachedSpaces = () => queryClient.getQueryData<Space[]>(spacesQueryKey);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSpacesStore.getState().reset();
  queryClient = createTestQueryClient();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const carlos = sampleMember('user-2', 'Carlos Ruiz', { role: 'ADMIN' });

function renderRoleChange(member: Member = carlos) {
  const onClose = vi.fn();
  renderWithProviders(<ChangeRoleDialog spaceId={SPACE_ID} member={member} onClose={onClose} />, {
    queryClient,
  });
  return { dialog: screen.getByRole('alertdialog', { name: 'Cambiar rol del miembro' }), onClose };
}

function renderRemoval(member: Member = carlos) {
  const onClose = vi.fn();
  renderWithProviders(
    <RemoveMemberDialog spaceId={SPACE_ID} spaceName="Clínica San Roque" member={member} onClose={onClose} />,
    { queryClient },
  );
  return { dialog: screen.getByRole('alertdialog', { name: 'Eliminar Miembro' }), onClose };
}

describe('Cambiar rol del miembro', () => {
  it('says what will change and sends nothing until confirmed', async () => {
    const { dialog, onClose } = renderRoleChange();
    expect(dialog).toHaveTextContent('¿Quieres cambiar el rol de Carlos Ruiz de Administrador a Miembro?');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the new role once confirmed, closes, and updates the spaces state', async () => {
    const { hasCalendar: _hasCalendar, ...summary } = carlos;
    const space = { ...sampleSpace, members: [{ ...summary, user: carlos.user }] };
    seedSpaces(queryClient, [space], space);
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        message: 'Rol actualizado exitosamente',
        data: { ...carlos, role: 'MEMBER' },
      }),
    );
    const { dialog, onClose } = renderRoleChange();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/spaces/${SPACE_ID}/members/user-2/role`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ role: 'MEMBER' });
    expect(cachedSpaces()?.[0]?.members[0]?.role).toBe('MEMBER');
  });

  it("shows the server's last-admin refusal as an alert and stays open", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { success: false, code: 'LAST_ADMIN', message: LAST_ADMIN_ROLE }),
    );
    const { dialog, onClose } = renderRoleChange();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al actualizar el rol del miembro');
    expect(alert).toHaveTextContent(LAST_ADMIN_ROLE);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to 'Error al actualizar rol del miembro'", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const { dialog } = renderRoleChange(sampleMember('user-3', 'Beatriz Núñez'));
    expect(dialog).toHaveTextContent('de Miembro a Administrador');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al actualizar rol del miembro');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ role: 'ADMIN' });
  });
});

describe('Eliminar Miembro', () => {
  it('removes the member once confirmed, closes, and updates the spaces state', async () => {
    const { hasCalendar: _hasCalendar, ...summary } = carlos;
    const space = { ...sampleSpace, members: [summary] };
    seedSpaces(queryClient, [space], space);
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, message: 'Miembro eliminado del espacio', data: null }),
    );
    const { dialog, onClose } = renderRemoval();
    expect(dialog).toHaveTextContent('¿Seguro que quieres eliminar a Carlos Ruiz de Clínica San Roque?');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Eliminar Miembro' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/spaces/${SPACE_ID}/members/user-2`);
    expect(init?.method).toBe('DELETE');
    expect(cachedSpaces()?.[0]?.members).toEqual([]);
  });

  it("shows the server's last-admin refusal as an alert and stays open", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { success: false, code: 'LAST_ADMIN', message: LAST_ADMIN_REMOVAL }),
    );
    const { dialog, onClose } = renderRemoval();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Eliminar Miembro' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al eliminar el miembro');
    expect(alert).toHaveTextContent(LAST_ADMIN_REMOVAL);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to 'Error al remover miembro'", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const { dialog } = renderRemoval();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Eliminar Miembro' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al remover miembro');
  });
});
