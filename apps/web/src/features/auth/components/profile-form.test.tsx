import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, sampleProfile } from '@/test/render';
import { ProfileForm } from './profile-form';

// The vet's licence number is edited with the rest of the profile: it is what their signed
// prescriptions print as 'Matrícula profesional'.

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  it('shows the licence number and saves a new one', async () => {
    const user = userEvent.setup();
    const profile = { ...sampleProfile, licenseNumber: 'MV-1' };
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        message: 'Perfil actualizado exitosamente',
        data: { ...profile, licenseNumber: 'MV-28/1234' },
      }),
    );
    renderWithProviders(<ProfileForm user={profile} />);
    const field = screen.getByLabelText('Matrícula profesional');
    expect(field).toHaveValue('MV-1');
    expect(screen.getByText('Opcional. Se imprime en las recetas que firmas.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'MV-28/1234');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Perfil actualizado exitosamente')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      name: sampleProfile.name,
      licenseNumber: 'MV-28/1234',
    });
  });

  it('says in Spanish, under the field, that a licence number is too long', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={sampleProfile} />);
    await user.type(screen.getByLabelText('Matrícula profesional'), 'X'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText('La matrícula profesional admite como máximo 40 caracteres'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
