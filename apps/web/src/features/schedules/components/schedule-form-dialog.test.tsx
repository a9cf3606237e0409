import type { Service } from '@citavet/domain/services/service.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ScheduleFormDialog } from './schedule-form-dialog';

const fetchMock = vi.fn<typeof fetch>();
const SPACE_ID = '0b7f3c1e-5a0c-4f3e-9a55-0c1b2d3e4f50';
const ANA_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const LUIS_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

const service: Service = {
  id: '7d0c2f4e-1b7a-4a39-9a57-2a3c6f1f0b11',
  spaceId: SPACE_ID,
  name: 'Consulta general',
  description: null,
  category: 'consulta',
  duration: 30,
  price: 25,
  currency: 'USD',
  isActive: true,
  isBookableByClients: true,
  requiresApproval: false,
  allowRescheduling: true,
  allowCancellation: true,
  minAdvanceBooking: 0,
  maxAdvanceBooking: 30,
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

function member(userId: string, name: string, email: string) {
  return {
    id: `member-${userId}`,
    spaceId: SPACE_ID,
    userId,
    role: 'MEMBER',
    effectiveRole: 'MEMBER',
    joinedAt: '2026-01-10T10:00:00.000Z',
    user: { id: userId, name, email, avatar: null, role: 'HOST' },
    hasCalendar: false,
    dailyCap: null,
  };
}

const createdSchedule = {
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  serviceId: service.id,
  hostId: LUIS_ID,
  host: { id: LUIS_ID, name: 'Luis Pérez', email: 'luis@clinica.com', avatar: null },
  dayOfWeek: 6,
  startTime: '10:00',
  endTime: '13:00',
  isActive: true,
  customPrice: 30,
  timeZone: 'Europe/Madrid',
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

/** Answers the members list; `onCreate` answers the POST of the new range. */
function routeFetch(onCreate: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/members') && (init?.method ?? 'GET') === 'GET') {
      return jsonResponse(200, {
        success: true,
        data: [
          member(ANA_ID, 'Ana Martínez', 'ana@clinica.com'),
          member(LUIS_ID, 'Luis Pérez', 'luis@clinica.com'),
        ],
      });
    }
    return onCreate();
  });
}

function createCalls() {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderDialog({ isAdmin = true } = {}) {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <ScheduleFormDialog
      spaceId={SPACE_ID}
      service={service}
      isAdmin={isAdmin}
      isOpen
      onOpenChange={onOpenChange}
    />,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

// Time inputs take their value as a whole, the way a browser's time picker sets it.
function setTime(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } });
  fireEvent.blur(field);
}

describe('ScheduleFormDialog', () => {
  it('asks an admin for the member and the times, and sends nothing', async () => {
    routeFetch(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await within(dialog).findByRole('option', { name: 'Luis Pérez (luis@clinica.com)' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear horario' }));

    expect(
      await within(dialog).findByText(
        'Por favor, selecciona un miembro del equipo para asignar este horario',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('Por favor, completa todos los campos requeridos')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Crear horario' })).toBeDisabled();
    expect(createCalls()).toHaveLength(0);
  });

  it('refuses an end before the start and a negative custom price', async () => {
    routeFetch(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    const { dialog } = renderDialog({ isAdmin: false });
    setTime(within(dialog).getByLabelText(/Hora de inicio/), '14:00');
    setTime(within(dialog).getByLabelText(/Hora de fin/), '09:00');
    await user.type(within(dialog).getByLabelText('Precio personalizado'), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Crear horario' }));

    expect(
      await within(dialog).findByText('La hora de fin debe ser posterior a la de inicio'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('El precio personalizado no puede ser negativo')).toBeInTheDocument();
    expect(createCalls()).toHaveLength(0);
  });

  it('creates the range for the chosen member', async () => {
    routeFetch(() =>
      jsonResponse(201, {
        success: true,
        message: 'Horario creado exitosamente',
        data: { schedule: createdSchedule },
      }),
    );
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog();
    await within(dialog).findByRole('option', { name: 'Luis Pérez (luis@clinica.com)' });
    await user.selectOptions(within(dialog).getByLabelText('Miembro del equipo'), LUIS_ID);
    await user.selectOptions(within(dialog).getByLabelText('Día'), '6');
    setTime(within(dialog).getByLabelText(/Hora de inicio/), '10:00');
    setTime(within(dialog).getByLabelText(/Hora de fin/), '13:00');
    await user.type(within(dialog).getByLabelText('Precio personalizado'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Crear horario' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = createCalls()[0] ?? [];
    expect(url).toBe(`/api/services/${service.id}/schedules`);
    expect(JSON.parse(String(init?.body))).toEqual({
      hostId: LUIS_ID,
      dayOfWeek: 6,
      startTime: '10:00',
      endTime: '13:00',
      isActive: true,
      customPrice: 30,
    });
  });

  it("assigns a non-admin's range to themself, with the service price when none is given", async () => {
    routeFetch(() => jsonResponse(201, { success: true, data: { schedule: createdSchedule } }));
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog({ isAdmin: false });
    expect(within(dialog).queryByLabelText('Miembro del equipo')).not.toBeInTheDocument();
    setTime(within(dialog).getByLabelText(/Hora de inicio/), '09:00');
    setTime(within(dialog).getByLabelText(/Hora de fin/), '12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Crear horario' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(String(createCalls()[0]?.[1]?.body))).toEqual({
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '12:00',
      isActive: true,
      customPrice: null,
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/members'))).toBe(false);
  });

  it('shows the server message and stays open', async () => {
    routeFetch(() =>
      jsonResponse(409, {
        success: false,
        message: 'El horario se superpone con otro horario existente de este host (09:00–17:00)',
        code: 'SCHEDULE_OVERLAP',
      }),
    );
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog({ isAdmin: false });
    setTime(within(dialog).getByLabelText(/Hora de inicio/), '10:00');
    setTime(within(dialog).getByLabelText(/Hora de fin/), '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Crear horario' }));

    expect(
      await within(dialog).findByText(
        'El horario se superpone con otro horario existente de este host (09:00–17:00)',
      ),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("falls back to 'Error al crear el horario'", async () => {
    routeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const user = userEvent.setup();
    const { dialog } = renderDialog({ isAdmin: false });
    setTime(within(dialog).getByLabelText(/Hora de inicio/), '10:00');
    setTime(within(dialog).getByLabelText(/Hora de fin/), '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Crear horario' }));
    expect(await within(dialog).findByText('Error al crear el horario')).toBeInTheDocument();
  });
});
