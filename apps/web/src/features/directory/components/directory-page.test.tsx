import type { DirectorySpace } from '@citavet/domain/public/directory.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DirectoryPage } from './directory-page';

const fetchMock = vi.fn<typeof fetch>();

function clinic(id: string, name: string, city: string): DirectorySpace {
  return {
    id,
    name,
    description: null,
    route: id,
    logoUrl: null,
    address: null,
    city,
    state: null,
    country: 'Uruguay',
    phone: null,
    email: null,
    servicesCount: 2,
    availableHosts: 1,
    latitude: null,
    longitude: null,
    distanceKm: null,
    isOpenNow: false,
    speciesAttended: [],
    categories: [],
    nextSlot: null,
  };
}

const sol = clinic('clinica-sol', 'Clínica del Sol', 'Montevideo');
const luna = clinic('clinica-luna', 'Veterinaria Luna', 'Salto');

function directoryAnswer(
  spaces: DirectorySpace[],
  nextCursor: string | null = null,
  city: { slug: string; name: string; clinics: number } | null = null,
) {
  return jsonResponse(200, { success: true, data: { spaces, nextCursor, origin: null, city } });
}

/** The URLs the page asked for, as URL objects. */
function requestedUrls(): URL[] {
  return fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  document.getElementById('directory-city')?.remove();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('DirectoryPage', () => {
  it('shows skeletons, then a card per clinic from the API', async () => {
    fetchMock.mockResolvedValue(directoryAnswer([sol, luna]));
    renderWithProviders(<DirectoryPage />, { route: '/veterinarias' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Reserva tu cita veterinaria' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cargando veterinarias...')).toBeInTheDocument();
    // The heading and the skeletons are drawn before the clinics are asked for.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Clínica del Sol' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Veterinaria Luna' })).toBeInTheDocument();
    expect(screen.getByText('2 veterinarias con reserva en línea')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

    const [url] = requestedUrls();
    expect(url?.pathname).toBe('/api/directory/spaces');
    expect(url?.searchParams.has('cursor')).toBe(false);
    expect(url?.searchParams.has('q')).toBe(false);
  });

  it('renders a city page as the server did, and lists that city by its filter', async () => {
    // What render-directory-page.ts writes into /veterinarias/madrid's head.
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'directory-city';
    data.textContent = JSON.stringify({ slug: 'madrid', name: 'Madrid', clinics: 2 });
    document.head.append(data);
    fetchMock.mockResolvedValue(
      directoryAnswer([sol, luna], null, { slug: 'madrid', name: 'Madrid', clinics: 2 }),
    );
    const description =
      '2 veterinarias en Madrid con cita online. Elige el servicio y el profesional y reserva en pocos pasos.';
    renderWithProviders(
      <Routes>
        <Route path="/veterinarias/:ciudad" element={<DirectoryPage />} />
      </Routes>,
      { route: '/veterinarias/madrid' },
    );

    // The first render, before any answer: the server's heading, title and description.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Veterinarias en Madrid' })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Veterinarias en Madrid · Citavet'));

    expect(await screen.findByRole('heading', { name: 'Clínica del Sol' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Veterinarias en Madrid' })).toBeInTheDocument();
    // The city is a filter, not a text search: the box stays empty.
    const [url] = requestedUrls();
    expect(url?.searchParams.get('city')).toBe('madrid');
    expect(url?.searchParams.has('q')).toBe(false);
    expect(screen.getByLabelText('Buscar por nombre o ciudad')).toHaveValue('');
  });

  it("heads a city page opened from another page by the API's name", async () => {
    fetchMock.mockResolvedValue(directoryAnswer([sol], null, { slug: 'avila', name: 'Ávila', clinics: 1 }));
    renderWithProviders(
      <Routes>
        <Route path="/veterinarias/:ciudad" element={<DirectoryPage />} />
      </Routes>,
      { route: '/veterinarias/avila' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Veterinarias en Ávila' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 veterinaria en Ávila con cita online. Elige el servicio y el profesional y reserva en pocos pasos.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Veterinarias en Ávila · Citavet'));
  });

  it("says 'No hay veterinarias disponibles' when no clinic takes bookings yet", async () => {
    fetchMock.mockResolvedValue(directoryAnswer([]));
    renderWithProviders(<DirectoryPage />, { route: '/veterinarias' });
    expect(await screen.findByText('No hay veterinarias disponibles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrar mi veterinaria' })).toHaveAttribute(
      'href',
      '/accounts/register',
    );
  });

  it('searches after a pause in typing, and clears a search without results', async () => {
    fetchMock.mockImplementation(async (input) => {
      const query = new URL(String(input), 'http://localhost').searchParams.get('q');
      if (query === 'Paysandú') return directoryAnswer([]);
      if (query === 'Montevideo') return directoryAnswer([sol]);
      return directoryAnswer([sol, luna]);
    });
    const user = userEvent.setup();
    renderWithProviders(<DirectoryPage />, { route: '/veterinarias' });
    await screen.findByRole('heading', { name: 'Veterinaria Luna' });

    await user.type(screen.getByLabelText('Buscar por nombre o ciudad'), 'Montevideo');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Veterinaria Luna' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Clínica del Sol' })).toBeInTheDocument();
    expect(screen.getByText('1 veterinaria para «Montevideo»')).toBeInTheDocument();
    // One request for the whole word, not one per keystroke.
    const searches = requestedUrls().filter((url) => url.searchParams.has('q'));
    expect(searches.map((url) => url.searchParams.get('q'))).toEqual(['Montevideo']);

    await user.clear(screen.getByLabelText('Buscar por nombre o ciudad'));
    await user.type(screen.getByLabelText('Buscar por nombre o ciudad'), 'Paysandú{Enter}');
    expect(await screen.findByText('No encontramos veterinarias para «Paysandú»')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(screen.getByLabelText('Buscar por nombre o ciudad')).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'Veterinaria Luna' })).toBeInTheDocument();
  }, 15_000);

  it('starts from the search in the address (?q=)', async () => {
    fetchMock.mockResolvedValue(directoryAnswer([sol]));
    renderWithProviders(<DirectoryPage />, { route: '/veterinarias?q=Montevideo' });
    expect(await screen.findByRole('heading', { name: 'Clínica del Sol' })).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar por nombre o ciudad')).toHaveValue('Montevideo');
    expect(requestedUrls()[0]?.searchParams.get('q')).toBe('Montevideo');
  });

  it('offers a retry when the directory cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(500, { success: false, message: 'Error interno', code: 'INTERNAL_ERROR' }),
    );
    // The shared query client retries server errors; this one does not, so one failure is enough.
    const user = userEvent.setup();
    renderWithProviders(<DirectoryPage />, { route: '/veterinarias' });
    expect(await screen.findByText('No se pudieron cargar las veterinarias disponibles')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(directoryAnswer([luna]));
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Veterinaria Luna' })).toBeInTheDocument();
  });

  it('still checks the answer against the schema, loaded after the page paints', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        data: { spaces: [{ id: 'clinica-sol', name: 42 }], nextCursor: null, origin: null },
      }),
    );
    renderWithProviders(<DirectoryPage />, { route: '/veterinarias' });
    expect(await screen.findByText('No se pudieron cargar las veterinarias disponibles')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      'Respuesta inesperada de GET /directory/spaces',
      expect.anything(),
    );
    consoleError.mockRestore();
  });

  it("loads the next page with 'Cargar más'", async () => {
    fetchMock.mockImplementation(async (input) => {
      const cursor = new URL(String(input), 'http://localhost').searchParams.get('cursor');
      return cursor === null ? directoryAnswer([sol], 'siguiente') : directoryAnswer([luna]);
    });
    const user = userEvent.setup();
    renderWithProviders(<DirectoryPage />, { route: '/veterinarias' });
    await screen.findByRole('heading', { name: 'Clínica del Sol' });
    expect(screen.getByText('Mostrando 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('heading', { name: 'Veterinaria Luna' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(requestedUrls()[1]?.searchParams.get('cursor')).toBe('siguiente');
  });
});
