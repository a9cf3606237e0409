import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ServiceStep } from './service-step';

const fetchMock = vi.fn<typeof fetch>();
const SPACE_ID = '2f1c7b1e-3a52-4c1e-9d3e-5b2a8c7d9e01';

// The step reads the space's currency (GET) and creates the service (POST).
let postAnswer: () => Response = () =>
  jsonResponse(500, { success: false, message: 'sin respuesta', code: 'X' });
function answerPost(response: () => Response) {
  postAnswer = response;
}
const postCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'POST'
      ? postAnswer()
      : jsonResponse(200, { success: true, data: { timeZone: 'Europe/Madrid', defaultCurrency: 'EUR' } }),
  );
  localStorage.setItem('token', 'token-1');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderStep({ spaceId }: { spaceId: string | undefined } = { spaceId: SPACE_ID }) {
  renderWithProviders(<ServiceStep spaceId={spaceId} />);
  return userEvent.setup();
}

const createButton = () => screen.getByRole('button', { name: 'Crear servicio' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nombre del servicio/), 'Consulta general');
  await user.type(screen.getByLabelText(/Precio/), '35');
}

describe('ServiceStep', () => {
  it('prices the service in the currency chosen for the clinic', async () => {
    renderStep();
    expect(await screen.findByText('En EUR')).toBeInTheDocument();
    expect(screen.queryByText('En USD')).toBeNull();
  });

  it('starts with a 30-minute duration', () => {
    renderStep();
    expect(screen.getByLabelText(/Duración/)).toHaveValue(30);
  });

  it('shows the required messages and sends nothing', async () => {
    const user = renderStep();
    await user.clear(screen.getByLabelText(/Duración/));
    await user.click(createButton());
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El precio es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La duración es obligatoria')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    expect(postCalls()).toHaveLength(0);
  });

  it('checks the name length, a price above 0 and a duration of 1 to 480 minutes', async () => {
    const user = renderStep();
    await user.type(screen.getByLabelText(/Nombre del servicio/), 'Co');
    await user.type(screen.getByLabelText(/Precio/), '0');
    await user.clear(screen.getByLabelText(/Duración/));
    await user.type(screen.getByLabelText(/Duración/), '481');
    await user.click(createButton());
    expect(await screen.findByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El precio debe ser un número mayor a 0')).toBeInTheDocument();
    expect(screen.getByText('La duración debe ser entre 1 y 480 minutos')).toBeInTheDocument();
    expect(postCalls()).toHaveLength(0);
  });

  it('creates the service with name, description, price and duration', async () => {
    answerPost(() =>
      jsonResponse(201, { success: true, data: { service: { id: 'service-1', name: 'Consulta general' } } }),
    );
    const user = renderStep();
    await fillValid(user);
    await user.click(createButton());
    await vi.waitFor(() => expect(postCalls()).toHaveLength(1));
    const [url, init] = postCalls()[0] ?? [];
    expect(url).toBe(`/api/spaces/${SPACE_ID}/services`);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Consulta general',
      description: null,
      price: 35,
      duration: 30,
    });
  });

  it.each([
    [400, 'El precio es demasiado alto', 'El precio es demasiado alto'],
    [400, '', 'Los datos del servicio no son válidos.'],
    [403, 'Prohibido', 'No tienes permisos para crear servicios.'],
    [401, 'Token inválido', 'No tienes autorización para crear servicios.'],
    [500, 'Fallo', 'Error al crear el servicio. Intenta nuevamente.'],
  ])('maps a %i answer (server says %j) to %j', async (status, serverMessage, shown) => {
    answerPost(() => jsonResponse(status, { success: false, message: serverMessage, code: 'X' }));
    const user = renderStep();
    await fillValid(user);
    await user.click(createButton());
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('says so when there is no space', async () => {
    const user = renderStep({ spaceId: undefined });
    await fillValid(user);
    await user.click(createButton());
    expect(
      await screen.findByText('No se encontraron espacios. Vuelve al paso anterior.'),
    ).toBeInTheDocument();
    expect(postCalls()).toHaveLength(0);
  });
});
