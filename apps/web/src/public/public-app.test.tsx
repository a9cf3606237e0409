import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/render';
import { PublicApp } from './public-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

const space: PublicSpace = {
  id: 'space-1',
  name: 'Clínica Patitas',
  description: null,
  route: 'patitas',
  logoUrl: null,
  color: null,
  timeZone: 'Europe/Madrid',
  address: null,
  city: null,
  state: null,
  country: null,
  latitude: null,
  longitude: null,
  contactPhone: null,
  contactEmail: null,
  contactWhatsapp: null,
  socialInstagram: null,
  socialFacebook: null,
  socialWebsite: null,
  services: [],
  hosts: [],
  media: [],
  openingHours: [],
  emergencyHours: [],
  stats: { totalServices: 0, totalHosts: 0 },
};

function answer(spaceAnswer: unknown) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/public/space/by-route/patitas' || url === '/api/public/space/space-1') {
      return jsonResponse(200, { success: true, data: spaceAnswer });
    }
    return jsonResponse(404, { success: false, message: 'Espacio no encontrado', code: 'SPACE_NOT_FOUND' });
  });
}

// The public entry renders the page from the address alone: no router, no session.
describe('public entry', () => {
  it('shows the space of /{spaceRoute}', async () => {
    answer(space);
    render(<PublicApp pathname="/patitas" />);
    expect(screen.getByText('Cargando espacio...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Patitas' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/space/by-route/patitas');
  });

  it('shows the space of /espacios/{spaceId}', async () => {
    answer(space);
    render(<PublicApp pathname="/espacios/space-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Patitas' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/space/space-1');
  });

  it('still checks the answer’s shape, and offers a retry when it is wrong', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ id: 'space-1', name: 'Clínica Patitas' });
    render(<PublicApp pathname="/patitas" />);
    expect(await screen.findByRole('heading', { name: 'Espacio no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Respuesta inesperada de GET /public/space/by-route/patitas',
      expect.anything(),
    );
  });

  it("says 'Página no encontrada', as the server's page did, with full-page links home and to the directory", async () => {
    answer(space);
    render(<PublicApp pathname="/no-existe" />);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('No existe ninguna veterinaria con esta dirección.')).toBeInTheDocument();
    expect(screen.queryByText('Espacio no encontrado')).not.toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada · Citavet');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Buscar veterinarias' })).toHaveAttribute(
      'href',
      '/veterinarias',
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('shows only the booking steps, in the clinic’s colour, when embedded in its website (?embed=1)', async () => {
    answer({ ...space, color: '#7c3aed' });
    const { container } = render(<PublicApp pathname="/patitas" search="?embed=1&utm_source=web" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Elige un servicio' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Clínica Patitas' })).toBeInTheDocument();
    // No landing: the clinic's own site is the landing.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const themed = container.querySelector<HTMLElement>('[style*="--color-primary"]');
    expect(themed?.style.getPropertyValue('--color-primary')).toBe('#7c3aed');
    expect(document.title).toBe('Reservar cita en Clínica Patitas · Citavet');
  });

  it('names no space for a path that is not a public page', () => {
    render(<PublicApp pathname="/a/b/c" />);
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
