import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationMapProps } from '@/components/map/location-map';
import { jsonResponse } from '@/test/render';
import {
  mockApi,
  renderSettingsPage,
  SPACE_ID,
  sampleSpace,
  sentChanges,
} from './space-settings-test-support';

// Leaflet needs a real layout engine; the test only checks what the page hands the map.
vi.mock('@/components/map/lazy-location-map', () => ({
  LazyLocationMap: ({ label, position }: LocationMapProps) => (
    <section aria-label={label}>
      {position.latitude}, {position.longitude}
    </section>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const alcala = {
  label: 'Calle de Alcalá 45, Madrid, Comunidad de Madrid, España',
  address: 'Calle de Alcalá 45',
  city: 'Madrid',
  state: 'Comunidad de Madrid',
  country: 'España',
  latitude: 40.4194,
  longitude: -3.6975,
};

describe('space settings, Ubicación tab', () => {
  it('suggests addresses after 3 characters and fills the fields and the map with the chosen one', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(sampleSpace(), {
      'GET /api/geocoding/search?q=alcala': () =>
        jsonResponse(200, { success: true, data: { suggestions: [alcala] } }),
      [`PUT /api/spaces/${SPACE_ID}`]: () =>
        jsonResponse(200, { success: true, data: sampleSpace({ ...alcala, route: 'san-roque' }) }),
    });
    renderSettingsPage({ hash: '#ubicacion' });

    const search = await screen.findByRole('combobox', { name: 'Buscar dirección' });
    await user.type(search, 'al');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.type(search, 'cala');

    const option = await screen.findByRole('option', { name: /Calle de Alcalá 45/ });
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');

    expect(screen.getByLabelText('Dirección')).toHaveValue('Calle de Alcalá 45');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Madrid');
    expect(screen.getByLabelText('Provincia o estado')).toHaveValue('Comunidad de Madrid');
    expect(screen.getByLabelText('País')).toHaveValue('España');
    expect(screen.getByRole('region', { name: 'Mapa de la ubicación' })).toHaveTextContent(
      '40.4194, -3.6975',
    );

    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('button', { name: 'Guardado' })).toBeInTheDocument();
    expect(sentChanges(fetchMock)).toEqual({
      address: 'Calle de Alcalá 45',
      city: 'Madrid',
      state: 'Comunidad de Madrid',
      country: 'España',
      latitude: 40.4194,
      longitude: -3.6975,
    });
  });

  it("says 'Sin resultados' when nothing matches", async () => {
    const user = userEvent.setup();
    mockApi(sampleSpace(), {
      'GET /api/geocoding/search?q=zzzz': () =>
        jsonResponse(200, { success: true, data: { suggestions: [] } }),
    });
    renderSettingsPage({ hash: '#ubicacion' });

    await user.type(await screen.findByRole('combobox', { name: 'Buscar dirección' }), 'zzzz');
    expect(await screen.findByText('Sin resultados. Prueba con la calle y la ciudad.')).toBeInTheDocument();
  });

  it("shows the server's message when the geocoder is down", async () => {
    const user = userEvent.setup();
    mockApi(sampleSpace(), {
      'GET /api/geocoding/search?q=gran%20via': () =>
        jsonResponse(502, {
          success: false,
          message: 'El buscador de direcciones no está disponible. Inténtalo más tarde.',
          code: 'GEOCODER_UNAVAILABLE',
        }),
    });
    renderSettingsPage({ hash: '#ubicacion' });

    await user.type(await screen.findByRole('combobox', { name: 'Buscar dirección' }), 'gran via');
    expect(
      await screen.findByText('El buscador de direcciones no está disponible. Inténtalo más tarde.'),
    ).toBeInTheDocument();
  });
});
