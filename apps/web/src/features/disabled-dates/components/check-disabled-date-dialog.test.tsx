import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CheckDisabledDateDialog } from './check-disabled-date-dialog';

const SPACE_ID = '0b7f3c1e-5a0c-4f3e-9a55-0c1b2d3e4f50';
const LUIS_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const fetchMock = vi.fn<typeof fetch>();

const blocking = {
  id: 'entry-1',
  spaceId: SPACE_ID,
  scope: 'SPACE',
  hostId: null,
  host: null,
  startDate: '2026-04-05T22:00:00.000Z',
  endDate: '2026-04-06T21:59:59.999Z',
  startDay: '2026-04-06',
  endDay: '2026-04-06',
  isAllDay: true,
  title: 'Lunes de Pascua',
  reason: 'Festivo',
  isRecurring: false,
  serviceIds: [],
  createdBy: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  timeZone: 'Europe/Madrid',
};

function renderDialog() {
  renderWithProviders(
    <CheckDisabledDateDialog
      spaceId={SPACE_ID}
      isOpen
      onOpenChange={vi.fn()}
      isAdmin={false}
      userId={LUIS_ID}
      timeZone="Europe/Madrid"
    />,
  );
  return userEvent.setup();
}

const setField = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('CheckDisabledDateDialog', () => {
  it('needs a date and a time before asking', async () => {
    const user = renderDialog();
    setField('Fecha', '');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByText('La fecha y hora son requeridas')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a clinic-local moment of the member and names the blocking entry', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, data: { isDisabled: true, disabledDate: blocking } }),
    );
    const user = renderDialog();
    setField('Fecha', '2026-04-06');
    setField('Hora', '10:30');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Fecha deshabilitada')).toBeInTheDocument();
    expect(screen.getByText('Lunes de Pascua: lun, 6 abr 2026 · Todo el día')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/spaces/${SPACE_ID}/disabled-dates/check?dateTime=2026-04-06T10%3A30&hostId=${LUIS_ID}`,
    );
  });

  it("shows 'Error al verificar la fecha deshabilitada' with the server message", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, {
        success: false,
        code: 'FORBIDDEN',
        message: 'Solo puedes consultar tus propias fechas deshabilitadas',
      }),
    );
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Error al verificar la fecha deshabilitada')).toBeInTheDocument();
    expect(
      within(banner).getByText('Solo puedes consultar tus propias fechas deshabilitadas'),
    ).toBeInTheDocument();
  });
});
