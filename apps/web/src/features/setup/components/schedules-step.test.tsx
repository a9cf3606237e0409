import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SchedulesStep } from './schedules-step';

const fetchMock = vi.fn<typeof fetch>();
const SPACE_ID = '2f1c7b1e-3a52-4c1e-9d3e-5b2a8c7d9e01';
const consultation = { id: '7d2a3c4b-1111-4a5b-8c9d-000000000001', name: 'Consulta general', duration: 30 };
const vaccination = { id: '7d2a3c4b-1111-4a5b-8c9d-000000000002', name: 'Vacunación', duration: 15 };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'token-1');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };

function answerApi({ services, save }: { services: Answer; save?: Answer }) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === `/api/spaces/${SPACE_ID}/services`) return jsonResponse(services.status, services.body);
    if (url === `/api/spaces/${SPACE_ID}`) {
      return jsonResponse(200, { success: true, data: { timeZone: 'Europe/Madrid' } });
    }
    if (url === '/api/services/schedules/bulk' && init?.method === 'POST' && save) {
      return jsonResponse(save.status, save.body);
    }
    return jsonResponse(404, { success: false, message: 'No encontrado', code: 'NOT_FOUND' });
  });
}

const servicesAnswer = (list: unknown[]): Answer => ({
  status: 200,
  body: { success: true, data: { services: list } },
});

function renderStep(onCompleted = vi.fn()) {
  renderWithProviders(<SchedulesStep spaceId={SPACE_ID} onCompleted={onCompleted} />);
  return { user: userEvent.setup(), onCompleted };
}

const saveButton = () => screen.getByRole('button', { name: 'Guardar horarios' });
const saveCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/services/schedules/bulk');

describe('SchedulesStep', () => {
  it('saves Monday to Friday 09:00–17:00 for the only service', async () => {
    answerApi({
      services: servicesAnswer([consultation]),
      save: { status: 201, body: { success: true, data: {} } },
    });
    const { user, onCompleted } = renderStep();
    expect(await screen.findByText('Consulta general')).toBeInTheDocument();
    expect(screen.queryByLabelText('Servicio')).not.toBeInTheDocument();
    await user.click(saveButton());

    await vi.waitFor(() => expect(onCompleted).toHaveBeenCalled());
    const body = JSON.parse(String(saveCalls()[0]?.[1]?.body));
    expect(body.serviceId).toBe(consultation.id);
    expect(body.schedules).toEqual(
      [1, 2, 3, 4, 5].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '09:00',
        endTime: '17:00',
        isActive: true,
      })),
    );
  });

  it('requires at least one day', async () => {
    answerApi({ services: servicesAnswer([consultation]) });
    const { user, onCompleted } = renderStep();
    await screen.findByText('Consulta general');
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']) {
      await user.click(screen.getByRole('button', { name: day }));
    }
    await user.click(saveButton());
    expect(await screen.findByText('Debes seleccionar al menos un día de la semana')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(saveCalls()).toHaveLength(0);
    expect(onCompleted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Lunes a Sábado' }));
    expect(screen.queryByText('Debes seleccionar al menos un día de la semana')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('asks which service when there are several', async () => {
    answerApi({
      services: servicesAnswer([consultation, vaccination]),
      save: { status: 201, body: { success: true, data: {} } },
    });
    const { user, onCompleted } = renderStep();
    const select = await screen.findByLabelText('Servicio');
    await user.click(saveButton());
    expect(await screen.findByText('Debes seleccionar un servicio')).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(0);

    await user.selectOptions(select, 'Vacunación');
    await user.click(saveButton());
    await vi.waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(JSON.parse(String(saveCalls()[0]?.[1]?.body)).serviceId).toBe(vaccination.id);
  });

  it("shows 'Error cargando los servicios.' with a retry", async () => {
    answerApi({ services: { status: 500, body: { success: false, message: 'Fallo', code: 'X' } } });
    renderStep();
    expect(await screen.findByText('Error cargando los servicios.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says when there is no service yet', async () => {
    answerApi({ services: servicesAnswer([]) });
    renderStep();
    expect(
      await screen.findByText('No se encontraron servicios. Vuelve al paso anterior.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver al paso anterior' })).toBeInTheDocument();
  });

  it.each([
    [
      400,
      'Los horarios del mismo día no pueden superponerse',
      'Los horarios del mismo día no pueden superponerse',
    ],
    [400, '', 'Los datos de horarios no son válidos.'],
    [401, 'Token inválido', 'No tienes autorización para crear horarios.'],
    [409, 'Se superpone', 'Error al guardar los horarios. Intenta nuevamente.'],
  ])('shows a %i answer (server says %j) as an alert: %j', async (status, serverMessage, shown) => {
    answerApi({
      services: servicesAnswer([consultation]),
      save: { status, body: { success: false, message: serverMessage, code: 'X' } },
    });
    const { user, onCompleted } = renderStep();
    await screen.findByText('Consulta general');
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shown);
    expect(onCompleted).not.toHaveBeenCalled();
  });
});
