import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { UploadMediaDialog } from './upload-media-dialog';

const SPACE_ID = '6f1c2b9e-4a3d-4c1e-9b2a-7d5e8f0a1b2c';

/** What the fake server answers the next upload with, and what it was sent. */
let nextAnswer: { status: number; body: unknown } = { status: 500, body: {} };
let sentForms: FormData[] = [];

/** Just enough XMLHttpRequest for the upload: progress, then the answer. */
class FakeXmlHttpRequest {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    sentForms.push(body);
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
      this.status = nextAnswer.status;
      this.responseText = JSON.stringify(nextAnswer.body);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  sentForms = [];
  vi.stubGlobal('XMLHttpRequest', FakeXmlHttpRequest);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function renderDialog(files: File[]) {
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  renderWithProviders(
    <UploadMediaDialog spaceId={SPACE_ID} initialFiles={files} onClose={onClose} onUploaded={onUploaded} />,
  );
  return { onClose, onUploaded };
}

describe('UploadMediaDialog', () => {
  it('lists every file the browser refuses, with its reason, and uploads only the others', async () => {
    const bigImage = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'enorme.jpg', { type: 'image/jpeg' });
    renderDialog([
      png('sala.png'),
      new File(['hola'], 'notas.txt', { type: 'text/plain' }),
      bigImage,
      new File(['BM'], 'mapa.bmp', { type: 'image/bmp' }),
      new File(['x'], 'clip.mkv', { type: 'video/x-matroska' }),
    ]);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Algunos archivos no son válidos')).toBeInTheDocument();
    const reasons = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      'notas.txt: Solo se permiten imágenes y videos',
      'enorme.jpg: Las imágenes deben ser menores a 10MB',
      'mapa.bmp: Formato de imagen no soportado',
      'clip.mkv: Formato de video no soportado',
    ]);
    const pending = screen.getByRole('list', { name: 'Archivos para subir' });
    expect(within(pending).getByText('sala.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir 1 archivo' })).toBeEnabled();
  });

  it('refuses a video over 100MB without reading it', async () => {
    const hugeVideo = new File(['x'], 'visita.mp4', { type: 'video/mp4' });
    Object.defineProperty(hugeVideo, 'size', { value: 100 * 1024 * 1024 + 1 });
    renderDialog([hugeVideo]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'visita.mp4: Los videos deben ser menores a 100MB',
    );
    expect(screen.getByRole('button', { name: 'Subir 0 archivos' })).toBeDisabled();
  });

  it('sends each file with its description and reports what the server kept', async () => {
    const user = userEvent.setup();
    nextAnswer = {
      status: 201,
      body: {
        success: true,
        message: 'Algunos archivos no son válidos',
        data: {
          media: [],
          pagination: { total: 1 },
          rejected: [{ fileName: 'b.png', reason: 'Archivo no válido' }],
        },
      },
    };
    const { onClose, onUploaded } = renderDialog([png('a.png'), png('b.png')]);

    await user.type(screen.getByLabelText('Descripción de a.png (opcional)'), 'Sala de espera');
    await user.click(screen.getByRole('button', { name: 'Subir 2 archivos' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUploaded).toHaveBeenCalledWith(
      expect.objectContaining({ rejected: [{ fileName: 'b.png', reason: 'Archivo no válido' }] }),
    );
    const [form] = sentForms;
    expect(form?.getAll('media[]').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect(form?.getAll('descriptions[]')).toEqual(['Sala de espera', '']);
  });

  it('stays open with the server reasons when no file was accepted', async () => {
    const user = userEvent.setup();
    nextAnswer = {
      status: 415,
      body: {
        success: false,
        message: 'Formato de imagen no soportado',
        code: 'UNSUPPORTED_FILE_TYPE',
        rejected: [{ fileName: 'falsa.png', reason: 'Formato de imagen no soportado' }],
      },
    };
    const { onClose } = renderDialog([png('falsa.png')]);

    await user.click(screen.getByRole('button', { name: 'Subir 1 archivo' }));

    expect(await screen.findByText('Error al subir los archivos')).toBeInTheDocument();
    const refused = screen.getByText('Algunos archivos no son válidos').closest('[role="alert"]');
    expect(refused).toHaveTextContent('falsa.png: Formato de imagen no soportado');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on cancel', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog([png('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
