import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { zonedWallTimeToInstant } from '@citavet/domain/time/zoned-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PublicSpaceByRoutePage } from './public-space-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const closedDay = (dayOfWeek: number, dayName: string) => ({ dayOfWeek, dayName, ranges: [] });
const openDay = (dayOfWeek: number, dayName: string) => ({
  dayOfWeek,
  dayName,
  ranges: [{ startTime: '09:00', endTime: '17:00' }],
});

const space: PublicSpace = {
  id: 'space-1',
  name: 'Clínica Patitas',
  description: 'Cuidamos a tu mascota.',
  route: 'patitas',
  logoUrl: null,
  color: null,
  timeZone: 'Europe/Madrid',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  state: null,
  country: 'España',
  latitude: null,
  longitude: null,
  contactPhone: '+34 600 000 000',
  contactEmail: null,
  contactWhatsapp: null,
  socialInstagram: '@patitas',
  socialFacebook: null,
  socialWebsite: null,
  services: Array.from({ length: 7 }, (_, index) => ({
    id: `service-${index + 1}`,
    name: `Servicio ${index + 1}`,
    description: null,
    category: null,
    duration: 30,
    price: 25,
    currency: 'EUR',
    hostIds: ['host-1'],
  })),
  hosts: [{ id: 'host-1', name: 'Laura Pérez', role: 'Profesional', avatar: null, services: ['service-1'] }],
  media: [],
  emergencyHours: [],
  openingHours: [
    openDay(1, 'Lunes'),
    openDay(2, 'Martes'),
    closedDay(3, 'Miércoles'),
    closedDay(4, 'Jueves'),
    openDay(5, 'Viernes'),
    openDay(6, 'Sábado'),
    openDay(7, 'Domingo'),
  ],
  stats: { totalServices: 7, totalHosts: 1 },
};

function answerFor(url: string): Response {
  if (url.startsWith('/api/public/space/by-route/patitas'))
    return jsonResponse(200, { success: true, data: space });
  if (url.includes('/media')) {
    return jsonResponse(200, {
      success: true,
      data: { media: [], pagination: { total: 0, limit: 20, offset: 0 } },
    });
  }
  if (url.includes('/next-available')) {
    return jsonResponse(200, { success: true, data: { availableSlots: [], timeZone: 'Europe/Madrid' } });
  }
  return jsonResponse(404, { success: false, message: 'Espacio no encontrado', code: 'SPACE_NOT_FOUND' });
}

function renderPage(route: string) {
  fetchMock.mockImplementation(async (input) => answerFor(String(input)));
  renderWithProviders(
    <Routes>
      <Route path=":spaceRoute" element={<PublicSpaceByRoutePage />} />
    </Routes>,
    { route },
  );
}

describe('public booking page', () => {
  it("says 'Cargando espacio...' and then shows the clinic's landing", async () => {
    renderPage('/patitas');
    expect(screen.getByText('Cargando espacio...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Patitas' })).toBeInTheDocument();

    const chips = screen.getByRole('list', { name: 'Servicios' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(7);
    expect(within(chips).getByText('+1 más')).toBeInTheDocument();

    const hours = screen.getByRole('region', { name: 'Horarios de atención' });
    expect(within(hours).getAllByText('Cerrado')).toHaveLength(2);
    expect(within(hours).getAllByText('09:00 - 17:00')).toHaveLength(5);

    expect(screen.getByRole('link', { name: 'Llamar al +34 600 000 000' })).toHaveAttribute(
      'href',
      'tel:+34600000000',
    );
    expect(screen.getByRole('link', { name: 'Clínica Patitas en Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/patitas',
    );
    expect(screen.queryByRole('region', { name: 'Galería' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/space/by-route/patitas');
  });

  it("asks for the gallery's total only when the space's answer carries a full first page", async () => {
    const picture = (index: number) => ({
      id: `media-${index}`,
      mediaType: 'IMAGE' as const,
      url: `/uploads/media-${index}.webp`,
      thumbnailUrl: null,
      description: null,
      displayOrder: index,
    });
    const mediaCalls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/media'));

    renderPage('/patitas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Patitas' })).toBeInTheDocument();
    // No gallery at all: the answer's empty first page is the whole gallery.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mediaCalls()).toEqual([]);

    const fullPage = { ...space, media: Array.from({ length: 20 }, (_, index) => picture(index + 1)) };
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/public/space/by-route/patitas-llena'))
        return jsonResponse(200, { success: true, data: fullPage });
      if (url.includes('/media')) {
        return jsonResponse(200, {
          success: true,
          data: { media: fullPage.media, pagination: { total: 31, limit: 20, offset: 0 } },
        });
      }
      return answerFor(url);
    });
    renderWithProviders(
      <Routes>
        <Route path=":spaceRoute" element={<PublicSpaceByRoutePage />} />
      </Routes>,
      { route: '/patitas-llena' },
    );
    expect(await screen.findByRole('button', { name: 'Ver 23 más en la galería' })).toBeInTheDocument();
    expect(mediaCalls()).toEqual(['/api/public/space/space-1/media?limit=20']);
  });

  it('walks from the landing to the times of the only professional, with focus on each step', async () => {
    const user = userEvent.setup();
    renderPage('/patitas');
    await user.click(await screen.findByRole('button', { name: /Realizar reserva|Tomar Turno/ }));

    // The steps are a lazy chunk: the first import takes a moment under test.
    const serviceHeading = await screen.findByRole(
      'heading',
      { name: 'Elige un servicio' },
      { timeout: 10_000 },
    );
    await vi.waitFor(() => expect(serviceHeading).toHaveFocus());
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Servicio 1/ }));
    expect(await screen.findByRole('heading', { name: 'Elige un horario' })).toBeInTheDocument();
    expect(await screen.findByText('Sin horarios disponibles')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/public/space/space-1/service/service-1/host/host-1/next-available?maxDaysAhead=30&limit=4',
    );

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { name: 'Elige un servicio' })).toBeInTheDocument();
  });

  describe('a directory link to a time (?servicio=&inicio=&profesional=, decision 063)', () => {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
      Date.now() + 2 * 86_400_000,
    );
    const startAt = new Date(zonedWallTimeToInstant(date, '10:30', 'Europe/Madrid') ?? 0).toISOString();
    const offered = (startsAt: string[]) => ({
      availableDays: [
        {
          dates: [
            {
              date,
              slots: startsAt.map((start) => ({
                date,
                startTime: start === startAt ? '10:30' : '12:00',
                endTime: start === startAt ? '11:00' : '12:30',
                startAt: start,
                endAt: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
                available: true,
                scheduleId: 'schedule-1',
                price: 25,
                daysFromNow: 2,
                dayName: 'Lunes',
              })),
            },
          ],
        },
      ],
      timeZone: 'Europe/Madrid',
    });
    const openLink = (slots: ReturnType<typeof offered>) => {
      window.history.replaceState(
        null,
        '',
        `/patitas?servicio=service-1&inicio=${encodeURIComponent(startAt)}&profesional=host-1`,
      );
      fetchMock.mockImplementation(async (input) => {
        const url = String(input);
        if (url.includes('/available-slots')) return jsonResponse(200, { success: true, data: slots });
        return answerFor(url);
      });
      renderWithProviders(
        <Routes>
          <Route path=":spaceRoute" element={<PublicSpaceByRoutePage />} />
        </Routes>,
        { route: '/patitas' },
      );
    };
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('lands on the form with service, professional and time chosen; Cambiar goes back to the times', async () => {
      const user = userEvent.setup();
      openLink(offered([startAt]));
      expect(
        await screen.findByRole('heading', { name: 'Completa tus datos' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      const summary = await screen.findByRole('region', { name: 'Resumen de la reserva' });
      expect(within(summary).getByText('Servicio 1')).toBeInTheDocument();
      expect(within(summary).getByText('Laura Pérez')).toBeInTheDocument();
      expect(within(summary).getByText('10:30 - 11:00')).toBeInTheDocument();
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        `/api/public/space/space-1/service/service-1/host/host-1/available-slots?fromDate=${date}&toDate=${date}`,
      );
      await user.click(screen.getByRole('button', { name: 'Cambiar horario' }));
      expect(await screen.findByRole('heading', { name: 'Elige un horario' })).toBeInTheDocument();
    });

    it('opens the calendar on that day and says the time was taken when it is not offered any more', async () => {
      openLink(offered([new Date(Date.parse(startAt) + 90 * 60_000).toISOString()]));
      expect(
        await screen.findByRole('heading', { name: 'Elige día y horario' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Esa hora ya no está libre');
      expect(await screen.findByRole('button', { name: /12:00/ })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Resumen de la reserva' })).not.toBeInTheDocument();
    });
  });

  it("shows 'Página no encontrada' with the way home for an unknown route", async () => {
    renderPage('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('No existe ninguna veterinaria con esta dirección.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});
