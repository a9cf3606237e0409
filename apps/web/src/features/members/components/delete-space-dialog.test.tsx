import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SPACE_ID } from '../members-test-data';
import { DeleteSpaceDialog } from './delete-space-dialog';

const fetchMock = vi.fn<typeof fetch>();
const NAME = 'Clínica San Roque';

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderDialog() {
  renderWithProviders(
    <DeleteSpaceDialog
      spaceId={SPACE_ID}
      spaceName={NAME}
      timeZone="Europe/Madrid"
      isOpen
      onOpenChange={() => {}}
    />,
  );
  return screen.getByRole('dialog', { name: 'Eliminar el espacio' });
}

describe('Eliminar el espacio', () => {
  it('stays off until the clinic’s name is typed (any case) and the password given', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    const submit = within(dialog).getByRole('button', { name: 'Eliminar el espacio' });
    await user.type(within(dialog).getByLabelText(/Tu contraseña actual/), 'secreto');
    await user.type(within(dialog).getByLabelText(`Escribe «${NAME}» para confirmar *`), 'Clínica San');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(`Escribe «${NAME}» para confirmar *`), ' roque');
    expect(submit).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on the field it concerns', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        success: false,
        message: 'Contraseña incorrecta',
        code: 'WRONG_PASSWORD',
        details: [{ field: 'currentPassword', message: 'Contraseña incorrecta' }],
      }),
    );
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.type(within(dialog).getByLabelText(`Escribe «${NAME}» para confirmar *`), NAME);
    await user.type(within(dialog).getByLabelText(/Tu contraseña actual/), 'otra');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar el espacio' }));
    expect(await within(dialog).findByText('Contraseña incorrecta')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain(`/api/spaces/${SPACE_ID}`);
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ confirmName: NAME, currentPassword: 'otra' });
  });
});
