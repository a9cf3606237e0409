import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '@/test/render';
import { CalDavConnectionControls } from './caldav-connection-controls';

const SPACE_ID = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';
const PATH = `/api/spaces/${SPACE_ID}/caldav-connection`;
const connection = {
  url: 'https://dav.example.com/',
  user: 'vet',
  calendars: [
    {
      url: 'https://dav.example.com/vet/personal/',
      name: 'Personal',
      color: null,
      blocksTime: false,
      receivesBookings: false,
      writable: true,
    },
    {
      url: 'https://dav.example.com/vet/trabajo/',
      name: 'Trabajo',
      color: null,
      blocksTime: true,
      receivesBookings: false,
      writable: true,
    },
    {
      url: 'https://dav.example.com/vet/festivos/',
      name: 'Festivos',
      color: null,
      blocksTime: false,
      receivesBookings: false,
      writable: false,
    },
  ],
  lastPulledAt: '2026-03-02T08:00:00.000Z',
  failingSince: null,
  lastFailure: null,
  writeFailingSince: null,
  writeFailure: null,
};

type Call = { method: string; body: unknown };
function mockApi(answers: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const call = { method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      const answer = answers[`${call.method} ${url}`];
      return answer
        ? answer(call)
        : jsonResponse(500, { success: false, message: 'sin respuesta', code: 'TEST' });
    }),
  );
  return calls;
}
const ok = (data: unknown) => jsonResponse(200, { success: true, data });

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderWithProviders(<CalDavConnectionControls spaceId={SPACE_ID} />, {
    queryClient: createTestQueryClient(),
  });

describe('Conectar mi calendario (CalDAV)', () => {
  it('shows discovery’s Spanish failure inline, then the calendars once connected', async () => {
    let isConnected = false;
    const calls = mockApi({
      [`GET ${PATH}`]: () => ok({ connection: isConnected ? connection : null, canConnect: true }),
      [`PUT ${PATH}`]: (call) => {
        if ((call.body as { password: string }).password !== 'buena') {
          return jsonResponse(400, {
            success: false,
            message: 'El usuario o la contraseña de aplicación no son correctos',
            code: 'BAD_REQUEST',
          });
        }
        isConnected = true;
        return ok(connection);
      },
    });
    render();
    await userEvent.type(await screen.findByLabelText(/Dirección del servidor/), 'https://dav.example.com/');
    await userEvent.type(screen.getByLabelText(/Usuario/), 'vet');
    await userEvent.type(screen.getByLabelText(/Contraseña de aplicación/), 'mala');
    await userEvent.click(screen.getByRole('button', { name: 'Conectar calendario' }));
    expect(
      await screen.findByText('El usuario o la contraseña de aplicación no son correctos'),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Contraseña de aplicación/));
    await userEvent.type(screen.getByLabelText(/Contraseña de aplicación/), 'buena');
    await userEvent.click(screen.getByRole('button', { name: 'Conectar calendario' }));
    expect(await screen.findByRole('checkbox', { name: 'Trabajo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Personal' })).not.toBeChecked();
    expect(calls.findLast((call) => call.method === 'PUT')?.body).toEqual({
      url: 'https://dav.example.com/',
      user: 'vet',
      password: 'buena',
    });
  });

  it('saves the calendars that block the agenda, and says since when the server fails', async () => {
    const calls = mockApi({
      [`GET ${PATH}`]: () =>
        ok({
          connection: {
            ...connection,
            failingSince: '2026-03-02T07:00:00.000Z',
            lastFailure: 'No pudimos conectar con esa dirección.',
          },
          canConnect: true,
        }),
      [`PATCH ${PATH}`]: () => ok(connection),
    });
    render();
    expect(await screen.findByText(/Tu calendario no responde desde el/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar calendarios' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      busyCalendarUrls: ['https://dav.example.com/vet/trabajo/', 'https://dav.example.com/vet/personal/'],
      targetCalendarUrl: null,
    });
  });

  it('chooses which writable calendar receives the bookings, or none, and says when writing stopped', async () => {
    const calls = mockApi({
      [`GET ${PATH}`]: () =>
        ok({
          connection: {
            ...connection,
            writeFailingSince: '2026-03-02T07:00:00.000Z',
            writeFailure: 'El calendario elegido ya no existe en tu servidor. Elige otro en Mi calendario.',
          },
          canConnect: true,
        }),
      [`PATCH ${PATH}`]: () => ok(connection),
    });
    render();
    const select = await screen.findByRole('combobox', { name: 'Calendario que recibe mis citas' });
    expect(select).toHaveValue('');
    expect(
      screen.getByText(/no podemos escribir tus citas\. El calendario elegido ya no existe/),
    ).toBeInTheDocument();
    // A read-only calendar is not offered.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ninguno (no escribir mis citas)',
      'Personal',
      'Trabajo',
    ]);
    await userEvent.selectOptions(select, 'Trabajo');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar calendarios' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.findLast((call) => call.method === 'PATCH')?.body).toEqual({
      busyCalendarUrls: ['https://dav.example.com/vet/trabajo/'],
      targetCalendarUrl: 'https://dav.example.com/vet/trabajo/',
    });
    await userEvent.selectOptions(select, 'Ninguno (no escribir mis citas)');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar calendarios' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.findLast((call) => call.method === 'PATCH')?.body).toMatchObject({
      targetCalendarUrl: null,
    });
  });
});
