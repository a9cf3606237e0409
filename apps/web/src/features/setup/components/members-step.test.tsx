import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MembersStep } from './members-step';

const fetchMock = vi.fn<typeof fetch>();
const SPACE_ID = '2f1c7b1e-3a52-4c1e-9d3e-5b2a8c7d9e01';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'token-1');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderStep({ spaceId }: { spaceId: string | undefined } = { spaceId: SPACE_ID }) {
  renderWithProviders(<MembersStep spaceId={spaceId} />);
  return userEvent.setup();
}

const emailField = (row: number) => screen.getByLabelText(`Email del miembro ${row}`);
const sendButton = () => screen.getByRole('button', { name: 'Enviar invitaciones' });
const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    body: JSON.parse(String(init?.body ?? 'null')),
  }));

describe('MembersStep', () => {
  it('keeps at least one row, adds and removes rows', async () => {
    const user = renderStep();
    expect(screen.queryByRole('button', { name: /Eliminar fila/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar otro miembro' }));
    expect(emailField(2)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar fila 2' }));
    expect(screen.queryByLabelText('Email del miembro 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar fila/ })).not.toBeInTheDocument();
  });

  it('shows the hint of the chosen role', async () => {
    const user = renderStep();
    expect(screen.getByText('Acceso básico para realizar tareas operativas')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rol del miembro 1'), 'Administrador');
    expect(screen.getByText('Puede gestionar configuraciones y otros miembros')).toBeInTheDocument();
  });

  it("flags 'Email inválido' and 'Email duplicado' (any case) and blocks sending", async () => {
    const user = renderStep();
    await user.type(emailField(1), 'ana@clinica.com');
    await user.click(screen.getByRole('button', { name: 'Agregar otro miembro' }));
    await user.type(emailField(2), 'ANA@clinica.com');
    await user.click(screen.getByRole('button', { name: 'Agregar otro miembro' }));
    await user.type(emailField(3), 'sin-arroba');
    await user.click(sendButton());

    expect(await screen.findByText('Email duplicado')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends one invitation per filled row, ignoring empty rows, in uppercase roles', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, data: {} }));
    const user = renderStep();
    await user.type(emailField(1), 'Luis@Clinica.com');
    await user.selectOptions(screen.getByLabelText('Rol del miembro 1'), 'Administrador');
    await user.click(screen.getByRole('button', { name: 'Agregar otro miembro' }));
    await user.click(screen.getByRole('button', { name: 'Agregar otro miembro' }));
    await user.type(emailField(3), 'marta@clinica.com');
    await user.click(sendButton());

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requests()).toEqual([
      { url: `/api/spaces/${SPACE_ID}/invitations`, body: { email: 'luis@clinica.com', role: 'ADMIN' } },
      { url: `/api/spaces/${SPACE_ID}/invitations`, body: { email: 'marta@clinica.com', role: 'MEMBER' } },
    ]);
  });

  it('continues without sending when every row is empty', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: {} }));
    const user = renderStep();
    await user.click(sendButton());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requests()).toEqual([{ url: '/api/setup/skip-invitations', body: { spaceId: SPACE_ID } }]);
  });

  it("'Continuar sin invitaciones' skips the step", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: {} }));
    const user = renderStep();
    await user.type(emailField(1), 'ana@clinica.com');
    await user.click(screen.getByRole('button', { name: 'Continuar sin invitaciones' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requests()[0]).toEqual({ url: '/api/setup/skip-invitations', body: { spaceId: SPACE_ID } });
  });

  it('says so when there is no space to invite to', async () => {
    const user = renderStep({ spaceId: undefined });
    await user.click(screen.getByRole('button', { name: 'Continuar sin invitaciones' }));
    expect(
      await screen.findByText('No se encontraron espacios. Vuelve al paso anterior.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [400, 'El rol debe ser MEMBER, RECEPTION o ADMIN', 'El rol debe ser MEMBER, RECEPTION o ADMIN'],
    [400, '', 'Los datos de las invitaciones no son válidos.'],
    [403, 'Solo administradores', 'No tienes permisos para enviar invitaciones.'],
    [401, 'Token inválido', 'No tienes autorización para enviar invitaciones.'],
    [500, 'Fallo del correo', 'Fallo del correo'],
    [404, 'No encontrado', 'Error al enviar las invitaciones. Intenta nuevamente.'],
  ])('maps a %i answer (server says %j) to %j', async (status, serverMessage, shown) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { success: false, message: serverMessage, code: 'X' }));
    const user = renderStep();
    await user.type(emailField(1), 'ana@clinica.com');
    await user.click(sendButton());
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('keeps only the rows that were not sent when one fails', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, { success: true, data: {} }))
      .mockResolvedValueOnce(
        jsonResponse(409, { success: false, message: 'Este usuario ya es miembro del espacio', code: 'X' }),
      );
    const user = renderStep();
    await user.type(emailField(1), 'luis@clinica.com');
    await user.click(screen.getByRole('button', { name: 'Agregar otro miembro' }));
    await user.type(emailField(2), 'ana@clinica.com');
    await user.click(sendButton());

    expect(await screen.findByText('Este usuario ya es miembro del espacio')).toBeInTheDocument();
    expect(emailField(1)).toHaveValue('ana@clinica.com');
    expect(screen.queryByLabelText('Email del miembro 2')).not.toBeInTheDocument();
  });
});
