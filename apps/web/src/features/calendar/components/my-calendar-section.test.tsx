import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, renderWithProviders, seedSpaces } from '@/test/render';
import { MyCalendarSection } from './my-calendar-section';

const SPACE_ID = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';
const space = {
  id: SPACE_ID,
  name: 'Clínica San Roque',
  myRole: 'MEMBER',
  myEffectiveRole: 'MEMBER',
} as MemberSpace;
const WEBCAL = `webcal://citavet.test/api/calendar/${'a'.repeat(43)}.ics`;

function mockApi(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = answers[`${init?.method ?? 'GET'} ${url}`];
    return answer ? answer() : jsonResponse(500, { success: false, message: 'sin respuesta', code: 'TEST' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = (data: unknown, message?: string) => () => jsonResponse(200, { success: true, data, message });

afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const queryClient = createTestQueryClient();
  seedSpaces(queryClient, [space], space);
  return renderWithProviders(<MyCalendarSection />, { queryClient });
}

describe('Mi calendario', () => {
  it('makes the secret webcal link, shows it once, and offers no whole-clinic feed to a MEMBER', async () => {
    let feeds: unknown = { personal: null, space: null, canTakePersonalFeed: true, canTakeSpaceFeed: false };
    const fetchMock = mockApi({
      [`GET /api/spaces/${SPACE_ID}/calendar-feeds`]: () => ok(feeds)(),
      [`POST /api/spaces/${SPACE_ID}/calendar-feeds/HOST/link`]: () => {
        feeds = {
          personal: { scope: 'HOST', hideClientNames: false, createdAt: '2026-03-02T08:00:00.000Z' },
          space: null,
          canTakePersonalFeed: true,
          canTakeSpaceFeed: false,
        };
        return ok({
          scope: 'HOST',
          hideClientNames: false,
          createdAt: '2026-03-02T08:00:00.000Z',
          url: WEBCAL.replace('webcal:', 'http:'),
          webcalUrl: WEBCAL,
        })();
      },
    });
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Mis citas' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Toda la clínica' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear enlace de suscripción' }));
    expect(await screen.findByLabelText('Tu enlace secreto')).toHaveValue(WEBCAL);
    expect(screen.getByRole('link', { name: 'Suscribirme en mi calendario' })).toHaveAttribute(
      'href',
      WEBCAL,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Ocultar los nombres de los clientes')).toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/spaces/${SPACE_ID}/calendar-feeds/HOST/link`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('hides client names and asks before making a new link that stops the old one', async () => {
    const feed = { scope: 'HOST', hideClientNames: false, createdAt: '2026-03-02T08:00:00.000Z' };
    const fetchMock = mockApi({
      [`GET /api/spaces/${SPACE_ID}/calendar-feeds`]: ok({
        personal: feed,
        space: null,
        canTakePersonalFeed: true,
        canTakeSpaceFeed: true,
      }),
      [`PATCH /api/spaces/${SPACE_ID}/calendar-feeds/HOST`]: ok({ ...feed, hideClientNames: true }),
    });
    renderSection();
    expect(await screen.findByText(/Enlace activo desde el/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Toda la clínica' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Ocultar los nombres de los clientes'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/spaces/${SPACE_ID}/calendar-feeds/HOST`,
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ hideClientNames: true }) }),
      ),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Generar enlace nuevo' })[0] as HTMLElement);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('dejará de funcionar al instante');
  });

  it('tells the front desk there is no agenda of their own to subscribe to', async () => {
    mockApi({
      [`GET /api/spaces/${SPACE_ID}/calendar-feeds`]: ok({
        personal: null,
        space: null,
        canTakePersonalFeed: false,
        canTakeSpaceFeed: false,
      }),
    });
    renderSection();
    expect(await screen.findByText(/no tienes agenda propia/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear enlace de suscripción' })).not.toBeInTheDocument();
  });
});
