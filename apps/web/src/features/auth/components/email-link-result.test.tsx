import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthInitialization, useAuthStore } from '@/stores/auth-store';
import { jsonResponse, renderWithProviders, sampleProfile } from '@/test/render';
import { EmailLinkResult } from './email-link-result';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'a'.repeat(43);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  resetAuthInitialization();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('EmailLinkResult: the e-mailed sign-in link', () => {
  it('signs in with the link once and keeps the session', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        message: 'Sesión iniciada con el enlace de tu email',
        data: { token: 'token-link', user: sampleProfile },
      }),
    );
    renderWithProviders(<EmailLinkResult kind="sign-in" token={TOKEN} />);
    expect(await screen.findByText('Sesión iniciada con el enlace de tu email')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('token')).toBe('token-link');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/sign-in-link');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
  });

  it('says a used or expired link is no good', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        success: false,
        message: 'El enlace no es válido o ha expirado. Solicita uno nuevo.',
        code: 'INVALID_EMAIL_LINK',
      }),
    );
    renderWithProviders(<EmailLinkResult kind="sign-in" token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido o ha expirado');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
