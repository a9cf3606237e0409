import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { WaitlistTab } from './waitlist-tab';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'PUT'
      ? jsonResponse(200, {
          success: true,
          message: 'Configuración de la lista de espera guardada',
          data: JSON.parse(String(init.body)),
        })
      : jsonResponse(200, { success: true, data: { holdMinutes: 15 } }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("the settings' 'Lista de espera' tab", () => {
  it('edits the hold minutes, refusing in Spanish what the server would refuse', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WaitlistTab spaceId="space-1" canEdit />);
    const field = await screen.findByLabelText('Minutos para confirmar una oferta');
    expect(field).toHaveValue(15);
    const save = screen.getByRole('button', { name: 'Guardar Cambios' });
    expect(save).toBeDisabled();
    await user.clear(field);
    await user.type(field, '300');
    expect(
      screen.getByText('El tiempo para confirmar una oferta debe estar entre 5 y 120 minutos'),
    ).toBeVisible();
    expect(save).toBeDisabled();
    await user.clear(field);
    await user.type(field, '30');
    await user.click(save);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/spaces/space-1/waitlist-settings');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ holdMinutes: 30 });
  });

  it('is read-only for those who cannot change the settings', async () => {
    renderWithProviders(<WaitlistTab spaceId="space-1" canEdit={false} />);
    expect(await screen.findByLabelText('Minutos para confirmar una oferta')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).toBeNull();
  });
});
