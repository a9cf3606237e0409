import type { CommunicationLog } from '@citavet/domain/communications/communication-log.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { waitlistStateText } from '../waitlist-log-format';
import { ClientCommunications } from './client-communications';

const fetchMock = vi.fn<typeof fetch>();
const SPACE = '11111111-1111-4111-8111-111111111111';
const CLIENT_ID = '22222222-2222-4222-8222-222222222222';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const emptyLog: CommunicationLog = {
  waitlist: [],
  replies: [],
  scheduled: [],
  entries: [],
  nextCursor: null,
  reminderConsent: true,
  remindersUnsubscribedAt: null,
  smsConsent: false,
  smsUnsubscribedAt: null,
  noShowCount: 0,
};

const request = (overrides: Partial<CommunicationLog['waitlist'][number]>) => ({
  id: '44444444-4444-4444-8444-444444444444',
  serviceName: 'Consulta general',
  createdAt: '2026-03-02T08:00:00.000Z',
  windows: [{ date: '2026-03-02', from: '10:00', to: '14:00' }],
  state: 'waiting' as const,
  stateLabel: 'Esperando',
  stateAt: '2026-03-02T13:00:00.000Z',
  ...overrides,
});

function renderLog(log: CommunicationLog) {
  fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, data: log }));
  renderWithProviders(<ClientCommunications spaceId={SPACE} clientId={CLIENT_ID} timeZone="Europe/Madrid" />);
}

describe("the client log's waitlist part", () => {
  it('lists each request with its service, days, since when and its state with its time in the clinic zone', async () => {
    renderLog({
      ...emptyLog,
      waitlist: [
        request({
          windows: [
            { date: '2026-03-02', from: '10:00', to: '14:00' },
            { date: '2026-03-03', from: '16:00', to: '24:00' },
            { date: '2026-03-04', from: '09:00', to: '12:00' },
          ],
        }),
        request({
          id: '55555555-5555-4555-8555-555555555555',
          serviceName: 'Vacunación',
          state: 'offered',
          stateLabel: 'Oferta enviada',
          stateAt: '2026-03-01T08:15:00.000Z',
        }),
        request({
          id: '66666666-6666-4666-8666-666666666666',
          state: 'removed',
          stateLabel: 'Retirada por la clínica',
          stateAt: '2026-02-20T17:05:00.000Z',
        }),
        request({
          id: '77777777-7777-4777-8777-777777777777',
          state: 'left',
          stateLabel: 'Salió de la lista',
          stateAt: null,
        }),
      ],
    });
    const part = await screen.findByRole('region', { name: 'Comunicaciones' });
    const heading = await within(part).findByRole('heading', { name: 'Lista de espera' });
    const items = within(heading.closest('section') as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Consulta general');
    expect(items[0]).toHaveTextContent('Lun 2 mar, 10:00–14:00; Mar 3 mar, 16:00–fin del día y 1 más');
    // 08:00Z is 09:00 in Madrid.
    expect(items[0]).toHaveTextContent('En la lista desde el 2 mar, 09:00');
    expect(items[0]).toHaveTextContent('Esperando hasta el 2 mar, 14:00');
    expect(items[1]).toHaveTextContent('Oferta enviada hasta las 09:15');
    // A request ending with its last day's end reads as that day's end.
    expect(
      waitlistStateText(
        { state: 'waiting', stateLabel: 'Esperando', stateAt: '2026-02-28T23:00:00.000Z' },
        'Europe/Madrid',
      ),
    ).toBe('Esperando hasta el 28 feb, fin del día');
    expect(items[2]).toHaveTextContent('Retirada por la clínica el 20 feb, 18:05');
    expect(items[3]).toHaveTextContent(/Salió de la lista$/);
    // The log's empty state is not shown beside it.
    expect(screen.queryByText('Sin comunicaciones')).not.toBeInTheDocument();
  });

  it('shows no waitlist part when the client never asked, and the empty log when nothing else is there', async () => {
    renderLog(emptyLog);
    expect(await screen.findByText('Sin comunicaciones')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lista de espera' })).not.toBeInTheDocument();
  });

  it('shows a request alone without the empty log', async () => {
    renderLog({
      ...emptyLog,
      waitlist: [request({ state: 'expired', stateLabel: 'Caducada', stateAt: '2026-03-02T13:00:00.000Z' })],
    });
    expect(await screen.findByText('Caducada el 2 mar, 14:00')).toBeInTheDocument();
    expect(screen.queryByText('Sin comunicaciones')).not.toBeInTheDocument();
  });
});
