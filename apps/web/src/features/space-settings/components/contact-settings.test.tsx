import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import {
  mockApi,
  renderSettingsPage,
  SPACE_ID,
  sampleSpace,
  sentChanges,
} from './space-settings-test-support';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('space settings, Contacto tab', () => {
  it('opens on the tab named by the URL hash', async () => {
    mockApi(sampleSpace({ contactEmail: 'hola@sanroque.es' }));
    renderSettingsPage({ hash: '#contacto' });
    expect(await screen.findByLabelText('Email de contacto')).toHaveValue('hola@sanroque.es');
    expect(screen.getByRole('tab', { name: 'Contacto' })).toHaveAttribute('aria-selected', 'true');
  });

  it("applies the server's rules to every contact field and blocks the save", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(sampleSpace());
    renderSettingsPage({ hash: '#contacto' });

    await user.type(await screen.findByLabelText('Teléfono de contacto'), 'llámame');
    await user.type(screen.getByLabelText('Email de contacto'), 'hola-en-sanroque');
    await user.type(screen.getByLabelText('WhatsApp'), '+34 abc');
    await user.type(screen.getByLabelText('Instagram'), 'san roque!');
    await user.type(screen.getByLabelText('Facebook'), 'https://example.com/sanroque');
    await user.type(screen.getByLabelText('Sitio web'), 'ftp://sanroque.es');
    await user.tab();

    expect(await screen.findAllByText('Formato de teléfono inválido')).toHaveLength(2);
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(
      screen.getByText(
        'El usuario de Instagram solo puede tener letras, números, puntos y guiones bajos (sin @)',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ingresa la URL de tu página de Facebook o tu nombre de usuario'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ingresa una URL válida que empiece por http:// o https://')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeDisabled();
    expect(sentChanges(fetchMock)).toBeUndefined();
  });

  it('sends the contact fields normalised as the server stores them', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(sampleSpace(), {
      [`PUT /api/spaces/${SPACE_ID}`]: () =>
        jsonResponse(200, {
          success: true,
          message: 'Espacio actualizado exitosamente',
          data: sampleSpace({ socialInstagram: 'sanroque.vet', socialWebsite: 'https://www.sanroque.es' }),
        }),
    });
    renderSettingsPage({ hash: '#contacto' });

    await user.type(await screen.findByLabelText('Instagram'), '@sanroque.vet');
    await user.type(screen.getByLabelText('Sitio web'), 'www.sanroque.es');
    await user.type(screen.getByLabelText('Facebook'), 'sanroque');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByRole('button', { name: 'Guardado' })).toBeInTheDocument();
    expect(sentChanges(fetchMock)).toEqual({
      socialInstagram: 'sanroque.vet',
      socialWebsite: 'https://www.sanroque.es',
      socialFacebook: 'sanroque',
    });
  });

  it('opens the tab that holds a field the server refused', async () => {
    const user = userEvent.setup();
    mockApi(sampleSpace(), {
      [`PUT /api/spaces/${SPACE_ID}`]: () =>
        jsonResponse(400, {
          success: false,
          message: 'Datos inválidos: contactEmail: Email inválido',
          code: 'VALIDATION_ERROR',
          details: [{ field: 'contactEmail', message: 'Email inválido' }],
        }),
    });
    renderSettingsPage({ hash: '#contacto' });

    await user.type(await screen.findByLabelText('Email de contacto'), 'hola@sanroque.es');
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.click(await screen.findByRole('button', { name: 'Guardar Cambios' }));

    const email = await screen.findByLabelText('Email de contacto');
    expect(screen.getByRole('tab', { name: /Contacto/ })).toHaveAttribute('aria-selected', 'true');
    const message = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(message).toHaveTextContent('Email inválido');
    expect(within(screen.getByRole('tablist')).getByLabelText('con errores')).toBeInTheDocument();
  });
});
