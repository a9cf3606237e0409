import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SpaceStep } from './space-step';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The test's logo bytes stand for a picture the browser can draw (the wizard checks it decodes).
  vi.stubGlobal('createImageBitmap', async () => ({ close() {} }));
  localStorage.setItem('token', 'token-1');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const createdSpace = { id: 'space-1', name: 'Veterinaria Central', timeZone: 'Europe/Madrid' };

function renderStep() {
  renderWithProviders(
    <>
      <SpaceStep />
      <Toaster />
    </>,
  );
  return userEvent.setup({ applyAccept: false });
}

const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

describe('SpaceStep', () => {
  it('requires a name of at least 3 characters and sends nothing while invalid', async () => {
    const user = renderStep();
    await user.click(continueButton());
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await user.type(screen.getByLabelText(/Nombre de la veterinaria/), 'Vc');
    expect(await screen.findByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the optional email and phone formats', async () => {
    const user = renderStep();
    await user.type(screen.getByLabelText(/Nombre de la veterinaria/), 'Veterinaria Central');
    await user.type(screen.getByLabelText('Email de contacto'), 'no-es-email');
    await user.type(screen.getByLabelText('Teléfono'), 'abc');
    await user.click(continueButton());
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Formato de teléfono inválido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a logo of the wrong type or over 10MB before anything is sent', async () => {
    const user = renderStep();
    const picker = screen.getByLabelText('Subir logo');
    await user.upload(picker, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Solo se permiten archivos JPEG, PNG, GIF o WebP')).toBeInTheDocument();

    const tooLarge = new File(['x'], 'logo.png', { type: 'image/png' });
    Object.defineProperty(tooLarge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(picker, tooLarge);
    expect(await screen.findByText('El logo debe ser menor a 10MB')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates the space in the browser's zone, then uploads the logo", async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/api/spaces') return jsonResponse(201, { success: true, data: createdSpace });
      return jsonResponse(200, {
        success: true,
        data: { space: { id: 'space-1', logoUrl: '/uploads/logo.png', logoKey: 'logo.png' } },
      });
    });
    const user = renderStep();
    await user.type(screen.getByLabelText(/Nombre de la veterinaria/), 'Veterinaria Central');
    await user.type(screen.getByLabelText('Descripción'), 'Atención 24 horas');
    await user.upload(
      screen.getByLabelText('Subir logo'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await user.click(continueButton());

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/spaces');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Veterinaria Central',
      description: 'Atención 24 horas',
      phone: null,
      email: null,
      defaultCurrency: 'USD',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const [logoUrl, logoInit] = fetchMock.mock.calls[1] ?? [];
    expect(logoUrl).toBe('/api/spaces/space-1/logo');
    expect(logoInit?.body instanceof FormData && logoInit.body.get('logo')).toBeInstanceOf(File);
  });

  it("proposes the currency of the browser's region and sends the one chosen", async () => {
    Object.defineProperty(navigator, 'languages', { value: ['es-UY', 'es'], configurable: true });
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, data: createdSpace }));
    const user = renderStep();
    const currency = screen.getByLabelText('Moneda');
    expect(currency).toHaveValue('UYU');
    await user.type(screen.getByLabelText(/Nombre de la veterinaria/), 'Veterinaria Central');
    await user.selectOptions(currency, 'EUR');
    await user.click(continueButton());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ defaultCurrency: 'EUR' });
    // Back to jsdom's own getter on Navigator.prototype.
    Reflect.deleteProperty(navigator, 'languages');
  });

  it('tolerates a failed logo upload with a warning', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/api/spaces') return jsonResponse(201, { success: true, data: createdSpace });
      return jsonResponse(415, { success: false, message: 'Formato no soportado', code: 'UNSUPPORTED' });
    });
    const user = renderStep();
    await user.type(screen.getByLabelText(/Nombre de la veterinaria/), 'Veterinaria Central');
    await user.upload(
      screen.getByLabelText('Subir logo'),
      new File(['gif'], 'logo.gif', { type: 'image/gif' }),
    );
    await user.click(continueButton());
    expect(
      await screen.findByText('Tu veterinaria se creó, pero no pudimos subir el logo'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /No se pudo crear/ })).not.toBeInTheDocument();
  });

  it.each([
    [400, 'Los datos proporcionados no son válidos.'],
    [401, 'No tienes autorización para crear espacios.'],
    [503, 'Error del servidor. Intenta nuevamente en unos momentos.'],
    [409, 'Error al guardar la información. Intenta nuevamente.'],
  ])('maps a %i answer to its message', async (status, message) => {
    fetchMock.mockResolvedValue(
      jsonResponse(status, { success: false, message: 'Texto del servidor', code: 'X' }),
    );
    const user = renderStep();
    await user.type(screen.getByLabelText(/Nombre de la veterinaria/), 'Veterinaria Central');
    await user.click(continueButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No se pudo crear la veterinaria')).toBeInTheDocument();
  });
});
