import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ERROR_MESSAGE } from '@/lib/api-error';
import { resetAuthInitialization, useAuthStore } from '@/stores/auth-store';
import { jsonResponse, renderWithProviders, sampleProfile } from '@/test/render';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  resetAuthInitialization();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
  return user;
}

describe('LoginForm', () => {
  it('shows the required messages and sends nothing', async () => {
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('', '');
    expect(await screen.findByText('El email es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email (any non-empty password may sign in: older accounts used 6), and blocks the submit button', async () => {
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('ana-en-clinica', '12345');
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.queryByText(/al menos \d+ caracteres/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates a field when it loses focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'no-es-un-email');
    await user.tab();
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
  });

  it('shows the server message in the error banner', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, {
        success: false,
        message: 'Email o contraseña incorrectos',
        code: 'INVALID_CREDENTIALS',
      }),
    );
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('ana@clinica.com', 'secreta123');

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Error de autenticación')).toBeInTheDocument();
    expect(within(banner).getByText('Email o contraseña incorrectos')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@clinica.com', password: 'secreta123' });
  });

  it('says a sign-in link went to the e-mail when strangers hold the account (not an error)', async () => {
    const message =
      'Demasiados intentos fallidos para esta cuenta desde dispositivos nuevos. Si la cuenta existe, te enviamos a su email un enlace para entrar sin esperar: ábrelo en este navegador. O inténtalo de nuevo en 42 segundos.';
    fetchMock.mockResolvedValue(
      jsonResponse(429, { success: false, message, code: 'SIGN_IN_LINK_SENT', retryAfterSeconds: 42 }),
    );
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('ana@clinica.com', 'secreta123');

    const note = await screen.findByRole('status');
    expect(within(note).getByText('Revisa tu email')).toBeInTheDocument();
    expect(within(note).getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Error de autenticación')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Error al iniciar sesión' when the server sends no message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('ana@clinica.com', 'secreta123');
    expect(await screen.findByText('Error al iniciar sesión')).toBeInTheDocument();
  });

  it('explains a connection failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('ana@clinica.com', 'secreta123');
    expect(await screen.findByText(CONNECTION_ERROR_MESSAGE)).toBeInTheDocument();
  });

  it('keeps the session after a successful sign-in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, data: { token: 'token-123', user: sampleProfile } }),
    );
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('Ana@Clinica.com', 'secreta123');

    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    expect(localStorage.getItem('token')).toBe('token-123');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 'user-1' });
    // The shared schema normalises the address before it leaves the browser.
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      email: 'ana@clinica.com',
    });
  });
});
