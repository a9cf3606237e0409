import {
  DEFAULT_REMINDER_SETTINGS,
  REMINDER_MESSAGES,
  type ReminderSettings,
} from '@citavet/domain/reminders/reminder-settings.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RemindersTab } from './reminders-tab';

const SPACE = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';
const BASE = `/api/spaces/${SPACE}`;
const SERVICE = '0b6f6a52-3b5e-4a8e-9c1d-2f7a8e9b0c1d';

const vaccination = {
  id: SERVICE,
  spaceId: SPACE,
  name: 'Vacunación',
  description: null,
  category: null,
  duration: 20,
  price: 3000,
  currency: 'EUR',
  isActive: true,
  isBookableByClients: true,
  requiresApproval: false,
  allowRescheduling: true,
  allowCancellation: true,
  minAdvanceBooking: 0,
  maxAdvanceBooking: null,
  cancellationPolicy: null,
  settings: null,
  slotStep: null,
  bufferBefore: 0,
  bufferAfter: 0,
  dailyCap: null,
  hosts: [],
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

type Put = (body: ReminderSettings) => Response;

function mockReminderApi(
  put: Put = (body) => jsonResponse(200, { success: true, data: body }),
  services: unknown[] = [],
) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === `GET ${BASE}/reminder-settings`) {
      return jsonResponse(200, { success: true, data: DEFAULT_REMINDER_SETTINGS });
    }
    if (key === `GET ${BASE}/services`) {
      return jsonResponse(200, {
        success: true,
        data: { services },
      });
    }
    if (key === `GET ${BASE}/sms-status`) {
      return jsonResponse(200, {
        success: true,
        data: {
          isEnabled: false,
          reason: 'Este servidor no envía SMS',
          monthlySegmentQuota: 0,
          segmentsUsedThisMonth: 0,
          usageLabel: '0 de 0',
          planName: null,
          quotaSpentMessage: null,
        },
      });
    }
    if (key === `PUT ${BASE}/reminder-settings`) return put(JSON.parse(String(init?.body)));
    return jsonResponse(500, { success: false, message: `Sin respuesta simulada para ${key}`, code: 'TEST' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentBody(fetchMock: ReturnType<typeof mockReminderApi>): ReminderSettings | undefined {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('Recordatorios tab', () => {
  it('says a bad field under it, keeps the save shut, then saves the corrected settings', async () => {
    const user = userEvent.setup();
    const fetchMock = mockReminderApi();
    renderWithProviders(<RemindersTab spaceId={SPACE} canEdit />);

    const save = await screen.findByRole('button', { name: 'Guardar recordatorios' });
    expect(save).toBeDisabled();
    const days = screen.getByLabelText('Días antes de la fecha');
    await user.clear(days);
    await user.type(days, '120');
    expect(await screen.findByText(REMINDER_MESSAGES.daysBefore)).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(days);
    await user.type(days, '14');
    await waitFor(() => expect(screen.queryByText(REMINDER_MESSAGES.daysBefore)).not.toBeInTheDocument());
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Horario silencioso (no enviar de noche)' }));
    await user.click(save);

    await waitFor(() => expect(sentBody(fetchMock)).toBeDefined());
    expect(sentBody(fetchMock)).toEqual({
      ...DEFAULT_REMINDER_SETTINGS,
      vaccine: { ...DEFAULT_REMINDER_SETTINGS.vaccine, daysBefore: 14 },
      quietHours: { ...DEFAULT_REMINDER_SETTINGS.quietHours, isEnabled: true },
    });
    await waitFor(() => expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument());
  });

  it("shows the server's refusal by field and in the banner", async () => {
    const user = userEvent.setup();
    mockReminderApi(() =>
      jsonResponse(400, {
        success: false,
        message: 'Datos no válidos',
        code: 'VALIDATION_ERROR',
        details: [{ field: 'followUp.serviceId', message: 'Ese servicio ya no existe' }],
      }),
    );
    renderWithProviders(<RemindersTab spaceId={SPACE} canEdit />);

    await user.click(await screen.findByRole('switch', { name: 'Enviar recordatorios de control' }));
    await user.click(screen.getByRole('button', { name: 'Guardar recordatorios' }));

    expect(await screen.findByText('Error al guardar. Revisa los campos marcados.')).toBeInTheDocument();
    expect(screen.getByText('Ese servicio ya no existe')).toBeInTheDocument();
  });

  it('offers the services as a due reminder’s link, and nothing to change to someone who may not', async () => {
    mockReminderApi(undefined, [vaccination]);
    renderWithProviders(<RemindersTab spaceId={SPACE} canEdit={false} />);

    const offered = await screen.findAllByRole('option', { name: 'Vacunación' });
    expect(offered.map((option) => option.getAttribute('value'))).toEqual([SERVICE, SERVICE]);
    expect(screen.getByLabelText('Días antes del control')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar recordatorios' })).not.toBeInTheDocument();
  });
});
