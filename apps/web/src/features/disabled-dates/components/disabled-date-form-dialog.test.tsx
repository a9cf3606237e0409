import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DisabledDateFormDialog } from './disabled-date-form-dialog';

const fetchMock = vi.fn<typeof fetch>();
const SPACE_ID = '0b7f3c1e-5a0c-4f3e-9a55-0c1b2d3e4f50';
const ANA_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const LUIS_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const ENTRY_ID = '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b';
const TIME_ZONE = 'Europe/Madrid';

function member(userId: string, name: string, role: 'ADMIN' | 'MEMBER') {
  return {
    id: `member-${userId}`,
    spaceId: SPACE_ID,
    userId,
    role,
    effectiveRole: role,
    joinedAt: '2026-01-10T10:00:00.000Z',
    user: {
      id: userId,
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@clinica.com`,
      avatar: null,
      role: 'HOST',
    },
    hasCalendar: false,
    dailyCap: null,
  };
}

const savedEntry = {
  id: ENTRY_ID,
  spaceId: SPACE_ID,
  scope: 'HOST' as const,
  hostId: LUIS_ID,
  host: { id: LUIS_ID, name: 'Luis Pérez' },
  startDate: '2026-04-06T07:00:00.000Z',
  endDate: '2026-04-06T11:00:00.000Z',
  startDay: null,
  endDay: null,
  isAllDay: false,
  title: 'Congreso',
  reason: 'Congreso de cirugía',
  isRecurring: false,
  serviceIds: [] as string[],
  createdBy: ANA_ID,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  timeZone: TIME_ZONE,
};

const CONSULTA_ID = '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c';
const URGENCIAS_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
function service(id: string, name: string) {
  return {
    id,
    spaceId: SPACE_ID,
    name,
    description: null,
    category: null,
    duration: 30,
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
}

/** Answers the members and services lists; `onSave` answers the POST or PUT. */
function routeFetch(
  onSave: () => Response = () => jsonResponse(201, { success: true, data: { disabledDate: savedEntry } }),
) {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith('/services') && (init?.method ?? 'GET') === 'GET') {
      return jsonResponse(200, {
        success: true,
        data: {
          services: [service(CONSULTA_ID, 'Consulta general'), service(URGENCIAS_ID, 'Urgencias 24 h')],
        },
      });
    }
    if (String(input).endsWith('/members')) {
      return jsonResponse(200, {
        success: true,
        data: [member(ANA_ID, 'Ana Martínez', 'ADMIN'), member(LUIS_ID, 'Luis Pérez', 'MEMBER')],
      });
    }
    return onSave();
  });
}

function saveCalls() {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');
}

function sentBody(): unknown {
  return JSON.parse(String(saveCalls()[0]?.[1]?.body));
}

function renderDialog({
  isAdmin = true,
  entry = null,
}: {
  isAdmin?: boolean;
  entry?: typeof savedEntry | null;
} = {}) {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <DisabledDateFormDialog
      spaceId={SPACE_ID}
      entry={entry}
      isOpen
      onOpenChange={onOpenChange}
      isAdmin={isAdmin}
      userId={isAdmin ? ANA_ID : LUIS_ID}
      timeZone={TIME_ZONE}
    />,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

const labelled = (label: string) => screen.getByLabelText(label);
const setField = (label: string, value: string) => fireEvent.change(labelled(label), { target: { value } });

async function fillTexts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(labelled('Título'), 'Semana Santa');
  await user.type(labelled('Razón'), 'La clínica cierra');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('DisabledDateFormDialog', () => {
  it('requires a title and a reason, and blocks the submit button while they are missing', async () => {
    routeFetch();
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' }));
    expect(await screen.findByText('El título es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La razón es obligatoria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' })).toBeDisabled();
    // Blank text counts as missing: both are trimmed.
    await user.type(labelled('Título'), '   ');
    await user.tab();
    expect(screen.getByText('El título es obligatorio')).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);
  });

  it('refuses invalid dates and a start after the end', async () => {
    routeFetch();
    const user = userEvent.setup();
    renderDialog();
    await fillTexts(user);
    setField('Fecha de inicio', '');
    setField('Fecha de fin', '');
    await user.click(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' }));
    expect(await screen.findByText('La fecha de inicio no es válida')).toBeInTheDocument();
    expect(screen.getByText('La fecha de fin no es válida')).toBeInTheDocument();

    setField('Fecha de inicio', '2026-04-08');
    setField('Fecha de fin', '2026-04-06');
    expect(
      await screen.findByText('La fecha de inicio debe ser anterior a la fecha de fin'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' })).toBeDisabled();
    expect(saveCalls()).toHaveLength(0);
  });

  it('moves the end date along when the start passes it', () => {
    routeFetch();
    renderDialog();
    setField('Fecha de inicio', '2099-01-10');
    expect(labelled('Fecha de fin')).toHaveValue('2099-01-10');
    setField('Fecha de inicio', '2099-01-05');
    expect(labelled('Fecha de fin')).toHaveValue('2099-01-10');
    expect(
      screen.queryByText('La fecha de inicio debe ser anterior a la fecha de fin'),
    ).not.toBeInTheDocument();
  });

  it('asks for times when not all day, with 09:00 and 17:00 by default', async () => {
    routeFetch();
    const user = userEvent.setup();
    renderDialog();
    await fillTexts(user);
    const allDay = screen.getByRole('checkbox', { name: 'Todo el día' });
    expect(allDay).toBeChecked();
    expect(screen.queryByLabelText('Hora de inicio')).not.toBeInTheDocument();
    await user.click(allDay);
    expect(labelled('Hora de inicio')).toHaveValue('09:00');
    expect(labelled('Hora de fin')).toHaveValue('17:00');

    setField('Hora de inicio', '');
    setField('Hora de fin', '');
    await user.click(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' }));
    expect(await screen.findByText('La hora de inicio es requerida')).toBeInTheDocument();
    expect(screen.getByText('La hora de fin es requerida')).toBeInTheDocument();

    setField('Hora de inicio', '17:00');
    setField('Hora de fin', '09:00');
    expect(
      await screen.findByText('La fecha de inicio debe ser anterior a la fecha de fin'),
    ).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);
  });

  it('sends a yearly holiday of the consultations only, after asking for a service', async () => {
    routeFetch();
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await fillTexts(user);
    setField('Fecha de inicio', '2026-12-25');
    setField('Fecha de fin', '2026-12-25');
    await user.click(screen.getByRole('checkbox', { name: 'Se repite cada año' }));
    expect(screen.getByRole('radio', { name: 'Todos los servicios' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Solo algunos servicios' }));
    await user.click(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' }));
    expect(await screen.findByText('Elige al menos un servicio')).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);
    await user.click(await screen.findByRole('checkbox', { name: 'Consulta general' }));
    await user.click(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentBody()).toMatchObject({
      startDate: '2026-12-25',
      isAllDay: true,
      isRecurring: true,
      serviceIds: [CONSULTA_ID],
    });
  });

  it('offers a yearly repeat only for whole days', async () => {
    routeFetch();
    const user = userEvent.setup();
    renderDialog();
    const recurring = screen.getByRole('checkbox', { name: 'Se repite cada año' });
    expect(recurring).toBeEnabled();
    await user.click(recurring);
    await user.click(screen.getByRole('checkbox', { name: 'Todo el día' }));
    expect(recurring).toBeDisabled();
    expect(recurring).not.toBeChecked();
    expect(
      screen.getByText('Solo un cierre de días completos puede repetirse cada año.'),
    ).toBeInTheDocument();
  });

  it('lets an admin block the whole space, or one host who must then be chosen', async () => {
    routeFetch();
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('radio', { name: /Todo el espacio/ })).toBeChecked();
    expect(screen.queryByLabelText('Profesional')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Un host/ }));
    const hostPicker = await screen.findByLabelText('Profesional');
    await waitFor(() =>
      expect(within(hostPicker).getByRole('option', { name: 'Luis Pérez (Miembro)' })).toBeInTheDocument(),
    );
    expect(
      within(hostPicker).getByRole('option', { name: 'Ana Martínez (Administrador)' }),
    ).toBeInTheDocument();
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' }));
    expect(await screen.findByText('Debe seleccionar un host cuando el alcance es HOST')).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);

    await user.selectOptions(hostPicker, LUIS_ID);
    await user.click(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' }));
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
    expect(saveCalls()[0]?.[0]).toBe(`/api/spaces/${SPACE_ID}/disabled-dates`);
    expect(sentBody()).toMatchObject({ scope: 'HOST', hostId: LUIS_ID, isAllDay: true, isRecurring: false });
  });

  it('sends a space-wide all-day entry as calendar days, without a host', async () => {
    routeFetch();
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await fillTexts(user);
    setField('Fecha de inicio', '2026-04-06');
    setField('Fecha de fin', '2026-04-08');
    await user.click(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentBody()).toEqual({
      scope: 'SPACE',
      startDate: '2026-04-06',
      endDate: '2026-04-08',
      isAllDay: true,
      title: 'Semana Santa',
      reason: 'La clínica cierra',
      isRecurring: false,
      serviceIds: [],
    });
  });

  it('hides scope and host from a non-admin, whose entries are always their own', async () => {
    routeFetch();
    const user = userEvent.setup();
    renderDialog({ isAdmin: false });
    expect(screen.queryByRole('radio', { name: /Todo el espacio/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Alcance')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Profesional')).not.toBeInTheDocument();
    await fillTexts(user);
    await user.click(screen.getByRole('checkbox', { name: 'Todo el día' }));
    setField('Fecha de inicio', '2026-04-06');
    setField('Fecha de fin', '2026-04-06');
    await user.click(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' }));
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
    // Clinic-local date-times: the server reads them in the space's zone.
    expect(sentBody()).toMatchObject({
      scope: 'HOST',
      hostId: LUIS_ID,
      startDate: '2026-04-06T09:00',
      endDate: '2026-04-06T17:00',
      isAllDay: false,
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/members'))).toBe(false);
  });

  it('shows the server message in a banner that can be closed', async () => {
    routeFetch(() =>
      jsonResponse(403, {
        success: false,
        message: 'Solo puedes crear fechas deshabilitadas para ti mismo',
        code: 'FORBIDDEN',
      }),
    );
    const user = userEvent.setup();
    renderDialog();
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Crear Fecha Deshabilitada' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Error al crear la fecha deshabilitada')).toBeInTheDocument();
    expect(
      within(banner).getByText('Solo puedes crear fechas deshabilitadas para ti mismo'),
    ).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText('Error al crear la fecha deshabilitada')).not.toBeInTheDocument();
  });

  it('edits an entry in the clinic zone and reports a failed update', async () => {
    routeFetch(() =>
      jsonResponse(404, { success: false, message: 'Fecha deshabilitada no encontrada', code: 'NOT_FOUND' }),
    );
    const user = userEvent.setup();
    renderDialog({ entry: savedEntry });
    expect(screen.getByRole('heading', { name: 'Editar Fecha Deshabilitada' })).toBeInTheDocument();
    expect(labelled('Título')).toHaveValue('Congreso');
    expect(screen.getByRole('checkbox', { name: 'Todo el día' })).not.toBeChecked();
    // 07:00Z is 09:00 in Madrid in April.
    expect(labelled('Hora de inicio')).toHaveValue('09:00');
    expect(labelled('Hora de fin')).toHaveValue('13:00');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Error al actualizar la fecha deshabilitada')).toBeInTheDocument();
    expect(screen.getByText('Fecha deshabilitada no encontrada')).toBeInTheDocument();
    expect(saveCalls()[0]?.[0]).toBe(`/api/spaces/${SPACE_ID}/disabled-dates/${ENTRY_ID}`);
    expect(saveCalls()[0]?.[1]?.method).toBe('PUT');
  });
});
