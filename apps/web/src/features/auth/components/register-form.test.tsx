import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthInitialization, useAuthStore } from '@/stores/auth-store';
import { jsonResponse, renderWithProviders, sampleProfile } from '@/test/render';
import { RegisterForm } from './register-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  resetAuthInitialization();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

interface RegistrationInput {
  name?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  phone?: string;
  hasAcceptedTerms?: boolean;
}

async function fillAndSubmit(input: RegistrationInput) {
  const user = userEvent.setup();
  if (input.name) await user.type(screen.getByLabelText('Nombre completo'), input.name);
  if (input.email) await user.type(screen.getByLabelText('Email'), input.email);
  if (input.password) await user.type(screen.getByLabelText('Contraseña'), input.password);
  if (input.confirmPassword)
    await user.type(screen.getByLabelText('Confirmar contraseña'), input.confirmPassword);
  if (input.phone) await user.type(screen.getByLabelText('Teléfono'), input.phone);
  if (input.hasAcceptedTerms) await user.click(screen.getByRole('checkbox', { name: /Acepto los/ }));
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

const validInput: RegistrationInput = {
  name: 'Ana Martínez',
  email: 'ana@clinica.com',
  password: 'secreta123',
  confirmPassword: 'secreta123',
  hasAcceptedTerms: true,
};

describe('RegisterForm', () => {
  it('shows every required message and sends nothing', async () => {
    renderWithProviders(<RegisterForm />);
    await fillAndSubmit({});
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('El email es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(screen.getByText('Confirma tu contraseña')).toBeInTheDocument();
    expect(screen.getByText('Debes aceptar los términos y condiciones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks lengths and formats', async () => {
    renderWithProviders(<RegisterForm />);
    await fillAndSubmit({
      name: ' A ',
      email: 'ana@',
      password: '123',
      confirmPassword: '123',
      phone: 'llámame',
      hasAcceptedTerms: true,
    });
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Formato de teléfono inválido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // The shared schema's object-level refine only runs once every field is valid (zod 4 default).
  it('flags a confirmation that does not match the password', async () => {
    renderWithProviders(<RegisterForm />);
    await fillAndSubmit({ ...validInput, confirmPassword: 'secreta124' });
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links the terms and the privacy policy', () => {
    renderWithProviders(<RegisterForm />);
    expect(screen.getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/accounts/login');
  });

  it('shows the server message in the error banner', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        success: false,
        message: 'Ya existe una cuenta con ese email',
        code: 'EMAIL_TAKEN',
      }),
    );
    renderWithProviders(<RegisterForm />);
    await fillAndSubmit(validInput);

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Error al crear cuenta')).toBeInTheDocument();
    expect(within(banner).getByText('Ya existe una cuenta con ese email')).toBeInTheDocument();
  });

  it('registers a HOST, leaving out an empty phone, and keeps the session', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { success: true, data: { token: 'token-abc', user: sampleProfile } }),
    );
    renderWithProviders(<RegisterForm />);
    await fillAndSubmit(validInput);

    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Martínez',
      email: 'ana@clinica.com',
      password: 'secreta123',
      role: 'HOST',
    });
    expect(localStorage.getItem('token')).toBe('token-abc');
  });

  it('pre-fills and locks the invited address, and keeps the way back to the invitation', () => {
    const redirect = encodeURIComponent('/invitaciones/abc');
    renderWithProviders(<RegisterForm />, {
      route: `/accounts/register?email=${encodeURIComponent('ana@clinica.com')}&redirect=${redirect}`,
    });
    expect(screen.getByLabelText('Email')).toHaveValue('ana@clinica.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      `/accounts/login?redirect=${redirect}`,
    );
  });
});
