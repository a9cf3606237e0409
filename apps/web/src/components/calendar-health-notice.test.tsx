import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CalendarHealthNotice } from './calendar-health-notice';

const SPACE_ID = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';
const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '33333333-3333-4333-8333-333333333333';
const HIDDEN = '44444444-4444-4444-8444-444444444444';
const HEALTH_URL = `/api/spaces/${SPACE_ID}/caldav-health`;

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => jsonResponse(status, body)),
  );
}

const host = (hostId: string, overrides: Record<string, unknown> = {}) => ({
  hostId,
  failingSince: null,
  lastFailure: null,
  isStale: false,
  busyTimeAsOf: '2026-03-02T07:00:00.000Z',
  ...overrides,
});

const hosts = [
  { id: ME, name: 'Mario Miembro' },
  { id: OTHER, name: 'Ana Admin' },
];

afterEach(() => vi.unstubAllGlobals());

describe('CalendarHealthNotice', () => {
  it("says since when the user's own calendar fails, in the clinic's zone, with a link to fix it", async () => {
    answer(200, {
      success: true,
      data: {
        staleAfterMinutes: 30,
        hosts: [
          host(ME, {
            failingSince: '2026-03-29T00:30:00.000Z',
            lastFailure: 'No encontramos tu servidor de calendario.',
          }),
        ],
      },
    });
    renderWithProviders(
      <CalendarHealthNotice
        space={{ id: SPACE_ID, timeZone: 'America/Santiago' }}
        userId={ME}
        hosts={hosts}
      />,
    );
    const alert = await screen.findByRole('alert');
    // 00:30Z on 29 March is 21:30 of the 28th in Santiago (UTC-3).
    expect(alert).toHaveTextContent(/^Tu calendario no responde desde el 28 de marzo de 2026 a las 21:30\./);
    expect(alert).toHaveTextContent('No encontramos tu servidor de calendario.');
    expect(screen.getByRole('link', { name: 'Mi calendario' })).toHaveAttribute('href', '/settings/user');
  });

  it("links 'Mi calendario' inside a reason that already names it, once", async () => {
    answer(200, {
      success: true,
      data: {
        staleAfterMinutes: 30,
        hosts: [
          host(ME, {
            failingSince: '2026-03-02T07:00:00.000Z',
            lastFailure: 'El calendario elegido ya no existe en tu servidor. Elige otro en Mi calendario.',
          }),
        ],
      },
    });
    renderWithProviders(
      <CalendarHealthNotice space={{ id: SPACE_ID, timeZone: 'Europe/Madrid' }} userId={ME} hosts={hosts} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /no responde desde el 2 de marzo de 2026 a las 8:00\. El calendario elegido ya no existe en tu servidor\. Elige otro en Mi calendario\.$/,
    );
    expect(alert.textContent?.match(/Mi calendario/g)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Mi calendario' })).toHaveAttribute('href', '/settings/user');
  });

  it("names another professional's failing or stale calendar without a link, and skips agendas not shown", async () => {
    answer(200, {
      success: true,
      data: {
        staleAfterMinutes: 30,
        hosts: [host(OTHER, { isStale: true }), host(HIDDEN, { failingSince: '2026-03-02T07:00:00.000Z' })],
      },
    });
    renderWithProviders(
      <CalendarHealthNotice space={{ id: SPACE_ID, timeZone: 'Europe/Madrid' }} userId={ME} hosts={hosts} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'El calendario de Ana Admin: las horas ocupadas son del 2 de marzo de 2026 a las 8:00, hace más de 30 minutos.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Mi calendario' })).toBeNull();
  });

  it('shows nothing while every calendar is fine, or when the check itself fails', async () => {
    answer(200, { success: true, data: { staleAfterMinutes: 30, hosts: [] } });
    const { unmount } = renderWithProviders(
      <CalendarHealthNotice space={{ id: SPACE_ID, timeZone: 'Europe/Madrid' }} userId={ME} hosts={hosts} />,
    );
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(expect.stringContaining(HEALTH_URL), expect.anything()),
    );
    expect(screen.queryByTestId('calendar-health-notice')).toBeNull();
    unmount();
    answer(500, { success: false, message: 'Error', code: 'INTERNAL' });
    renderWithProviders(
      <CalendarHealthNotice space={{ id: SPACE_ID, timeZone: 'Europe/Madrid' }} userId={ME} hosts={hosts} />,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('calendar-health-notice')).toBeNull();
  });
});
