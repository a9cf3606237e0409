import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { OnlinePauseBand, OnlinePauseButton } from './online-pause-control';

const SPACE_ID = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';
const ME = '11111111-1111-4111-8111-111111111111';
const PAUSES_URL = `/api/spaces/${SPACE_ID}/online-pauses`;

type Call = { method: string; url: string; body: unknown };

function mockApi(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${url}`];
      return answer
        ? answer()
        : jsonResponse(500, { success: false, message: 'sin respuesta', code: 'TEST' });
    }),
  );
  return calls;
}

const pause = (hostId: string | null) => ({
  id: '22222222-2222-4222-8222-222222222222',
  hostId,
  hostName: hostId ? 'Mario Miembro' : null,
  startAt: '2026-03-02T08:00:00.000Z',
  endAt: '2026-03-02T10:00:00.000Z',
  untilLabel: 'hasta las 11:00',
});

afterEach(() => vi.unstubAllGlobals());

describe('Pausar reservas online', () => {
  it('lets a professional pause only their own bookings, for the length they choose', async () => {
    const calls = mockApi({
      [`POST ${PAUSES_URL}`]: () => jsonResponse(201, { success: true, data: { pause: pause(ME) } }),
      [`GET ${PAUSES_URL}`]: () => jsonResponse(200, { success: true, data: { pauses: [pause(ME)] } }),
    });
    renderWithProviders(
      <OnlinePauseButton
        spaceId={SPACE_ID}
        currentUserId={ME}
        canPauseClinic={false}
        canPauseSelf
        isMobile={false}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pausar reservas online' }));
    const dialog = screen.getByRole('dialog', { name: 'Pausar reservas online' });
    expect(within(dialog).queryByRole('radio', { name: 'Toda la clínica' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 horas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ scope: 'SELF', length: '2h' });
  });

  it("shows the server's refusal of a chosen time and keeps the dialog open", async () => {
    mockApi({
      [`POST ${PAUSES_URL}`]: () =>
        jsonResponse(400, {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'La hora elegida ya pasó: elige una hora posterior a la actual',
        }),
    });
    renderWithProviders(
      <OnlinePauseButton
        spaceId={SPACE_ID}
        currentUserId={ME}
        canPauseClinic
        canPauseSelf
        isMobile={false}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pausar reservas online' }));
    const dialog = screen.getByRole('dialog', { name: 'Pausar reservas online' });
    expect(within(dialog).getByRole('radio', { name: 'Toda la clínica' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Hasta una hora elegida' }));
    await userEvent.type(within(dialog).getByLabelText('Hasta las'), '08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La hora elegida ya pasó: elige una hora posterior a la actual',
    );
  });

  it("shows a colleague's pause as a band, with Reanudar only for whoever may end it", async () => {
    mockApi({
      [`GET ${PAUSES_URL}`]: () =>
        jsonResponse(200, { success: true, data: { pauses: [pause('someone-else')] } }),
    });
    renderWithProviders(
      <OnlinePauseBand
        spaceId={SPACE_ID}
        currentUserId={ME}
        canPauseClinic={false}
        canPauseSelf
        isMobile={false}
      />,
    );
    const band = await screen.findByTestId('pausa-reservas-online');
    expect(band).toHaveTextContent('Reservas online en pausa para Mario Miembro hasta las 11:00');
    expect(within(band).queryByRole('button', { name: 'Reanudar' })).toBeNull();
  });

  it('resumes the clinic pause for an ADMIN', async () => {
    let isPaused = true;
    const calls = mockApi({
      [`GET ${PAUSES_URL}`]: () =>
        jsonResponse(200, { success: true, data: { pauses: isPaused ? [pause(null)] : [] } }),
      [`POST ${PAUSES_URL}/${pause(null).id}/resume`]: () => {
        isPaused = false;
        return jsonResponse(200, { success: true, data: { pause: pause(null) } });
      },
    });
    renderWithProviders(
      <OnlinePauseBand spaceId={SPACE_ID} currentUserId={ME} canPauseClinic canPauseSelf isMobile={false} />,
    );
    const band = await screen.findByTestId('pausa-reservas-online');
    expect(band).toHaveTextContent('Reservas online en pausa para toda la clínica hasta las 11:00');
    await userEvent.click(within(band).getByRole('button', { name: 'Reanudar' }));
    await waitFor(() => expect(screen.queryByTestId('pausa-reservas-online')).toBeNull());
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/resume'))).toBe(true);
  });
});
