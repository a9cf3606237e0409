import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import {
  mockApi,
  renderSettingsPage,
  SPACE_ID,
  sampleSpace,
  sentChanges,
} from './space-settings-test-support';

afterEach(() => {
  vi.unstubAllGlobals();
});

const saveButton = () => screen.getByRole('button', { name: /Guardar Cambios|Guardando|Guardado|Error/ });

describe('space settings, General tab', () => {
  it('shows the saved values with save disabled until something changes', async () => {
    mockApi(sampleSpace({ description: 'Atención para perros y gatos' }));
    renderSettingsPage();

    expect(screen.getByRole('heading', { name: 'Configuración de mi Veterinaria' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('Clínica Veterinaria San Roque');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Atención para perros y gatos');
    expect(screen.getByLabelText('Ruta pública')).toHaveValue('san-roque');
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeDisabled();
    expect(
      await screen.findByText('PNG, JPG, GIF o WebP hasta 10MB, recomendado 200x200px'),
    ).toBeInTheDocument();
  });

  it('requires the name and sends nothing while it is missing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(sampleSpace());
    renderSettingsPage();

    const name = await screen.findByLabelText(/^Nombre/);
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(sentChanges(fetchMock)).toBeUndefined();
  });

  it('checks the route format in the browser', async () => {
    const user = userEvent.setup();
    mockApi(sampleSpace());
    renderSettingsPage();

    const route = await screen.findByLabelText('Ruta pública');
    await user.clear(route);
    await user.type(route, '-mal-');
    await user.tab();
    expect(
      await screen.findByText(
        'La ruta solo puede contener letras minúsculas, números y guiones (sin guiones al inicio ni al final)',
      ),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('shows a taken route under the route field and the save error', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(sampleSpace(), {
      [`PUT /api/spaces/${SPACE_ID}`]: () =>
        jsonResponse(409, {
          success: false,
          message: 'Esta ruta ya está en uso',
          code: 'ROUTE_TAKEN',
          details: [{ field: 'route', message: 'Esta ruta ya está en uso' }],
        }),
    });
    renderSettingsPage();

    const route = await screen.findByLabelText('Ruta pública');
    await user.clear(route);
    await user.type(route, 'Clinica-Norte');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Esta ruta ya está en uso')).toHaveAttribute(
      'id',
      route.getAttribute('aria-describedby'),
    );
    expect(screen.getByRole('button', { name: 'Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Error al guardar la configuración. Revisa los campos marcados.'),
    ).toBeInTheDocument();
    // Only the changed field, normalised as the server expects it.
    expect(sentChanges(fetchMock)).toEqual({ route: 'clinica-norte' });
  });

  it('shows the server message when the save fails without field details', async () => {
    const user = userEvent.setup();
    mockApi(sampleSpace(), {
      [`PUT /api/spaces/${SPACE_ID}`]: () =>
        jsonResponse(403, {
          success: false,
          message: 'Solo los administradores del espacio pueden realizar esta acción',
          code: 'ADMIN_ONLY',
        }),
    });
    renderSettingsPage();

    await user.type(await screen.findByLabelText('Descripción'), 'Urgencias 24 h');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(
      await screen.findByText(
        'Error al guardar la configuración: Solo los administradores del espacio pueden realizar esta acción',
      ),
    ).toBeInTheDocument();
  });

  it('changes the currency new services start with', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(sampleSpace(), {
      [`PUT /api/spaces/${SPACE_ID}`]: () =>
        jsonResponse(200, { success: true, data: sampleSpace({ defaultCurrency: 'EUR' }) }),
    });
    renderSettingsPage();

    const currency = await screen.findByLabelText('Moneda de los servicios nuevos');
    expect(currency).toHaveValue('USD');
    await user.selectOptions(currency, 'EUR');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('button', { name: 'Guardado' })).toBeInTheDocument();
    expect(sentChanges(fetchMock)).toEqual({ defaultCurrency: 'EUR' });
  });

  it('ticks the species the clinic attends and sends them in the list order', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(sampleSpace({ speciesAttended: ['gato'] }), {
      [`PUT /api/spaces/${SPACE_ID}`]: () =>
        jsonResponse(200, { success: true, data: sampleSpace({ speciesAttended: ['perro', 'gato'] }) }),
    });
    renderSettingsPage();

    const species = await screen.findByRole('group', { name: 'Especies que atiendes' });
    expect(within(species).getByRole('checkbox', { name: 'Gato' })).toBeChecked();
    expect(within(species).getByRole('checkbox', { name: 'Perro' })).not.toBeChecked();
    await user.click(within(species).getByRole('checkbox', { name: 'Perro' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('button', { name: 'Guardado' })).toBeInTheDocument();
    expect(sentChanges(fetchMock)).toEqual({ speciesAttended: ['perro', 'gato'] });
  });

  it('gives the code that embeds the booking in the clinic’s website, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi(sampleSpace());
    renderSettingsPage();

    const code = await screen.findByLabelText('Código para tu web');
    const snippet = `<iframe src="${window.location.origin}/san-roque?embed=1" title="Reservar cita en Clínica Veterinaria San Roque"`;
    expect((code as HTMLTextAreaElement).value).toContain(snippet);
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith((code as HTMLTextAreaElement).value);
    expect(await screen.findByRole('button', { name: 'Código copiado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver cómo se verá/ })).toHaveAttribute(
      'href',
      '/san-roque?embed=1',
    );
  });

  it('saves the changes and confirms with Guardado', async () => {
    const user = userEvent.setup();
    const saved = sampleSpace({ description: 'Urgencias 24 h' });
    const fetchMock = mockApi(sampleSpace(), {
      [`PUT /api/spaces/${SPACE_ID}`]: () =>
        jsonResponse(200, { success: true, message: 'Espacio actualizado exitosamente', data: saved }),
    });
    renderSettingsPage();

    await user.type(await screen.findByLabelText('Descripción'), 'Urgencias 24 h');
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByRole('button', { name: 'Guardado' })).toBeInTheDocument();
    expect(sentChanges(fetchMock)).toEqual({ description: 'Urgencias 24 h' });
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
  });

  it('asks for a route before previewing the public page', async () => {
    const user = userEvent.setup();
    mockApi(sampleSpace({ route: null }));
    renderSettingsPage();

    await user.click(await screen.findByRole('button', { name: 'Vista previa' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Debes configurar una ruta para tu página pública');
  });

  it('refuses a logo of the wrong type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = mockApi(sampleSpace());
    renderSettingsPage();

    // The picker waits for the logo info; a 404 there means "no logo yet".
    await screen.findByLabelText('Sin logo');
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('Falta el selector de logo');
    await user.upload(picker, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Solo se permiten archivos JPEG, PNG, GIF o WebP')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('space settings, access and loading', () => {
  it('shows every value read-only to a MEMBER, without a save button', async () => {
    mockApi(sampleSpace({ myRole: 'MEMBER' }));
    renderSettingsPage();

    expect(await screen.findByLabelText(/^Nombre/)).toBeDisabled();
    expect(screen.getByLabelText('Ruta pública')).toBeDisabled();
    expect(
      screen.getByText('Solo los administradores pueden cambiar la configuración de la veterinaria.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).not.toBeInTheDocument();
    expect(screen.queryByText('Subir logo')).not.toBeInTheDocument();
  });

  it("says 'ID de espacio no válido' for a malformed id, without asking the API", async () => {
    const fetchMock = mockApi(sampleSpace());
    renderSettingsPage({ spaceId: 'no-es-un-id' });
    expect(await screen.findByText('ID de espacio no válido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Espacio no encontrado' for a space that is not the user's", async () => {
    mockApi(sampleSpace(), {
      [`GET /api/spaces/${SPACE_ID}`]: () =>
        jsonResponse(404, { success: false, message: 'Espacio no encontrado', code: 'SPACE_NOT_FOUND' }),
    });
    renderSettingsPage();
    expect(await screen.findByRole('heading', { name: 'Espacio no encontrado' })).toBeInTheDocument();
  });

  it("offers 'Reintentar' after 'Error al cargar los datos'", async () => {
    const user = userEvent.setup();
    let isDown = true;
    mockApi(sampleSpace(), {
      [`GET /api/spaces/${SPACE_ID}`]: () =>
        isDown
          ? new Response('Bad gateway', { status: 502 })
          : jsonResponse(200, { success: true, data: sampleSpace() }),
    });
    renderSettingsPage();

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Error al cargar los datos')).toBeInTheDocument();
    isDown = false;
    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Clínica Veterinaria San Roque'),
    );
  });
});
