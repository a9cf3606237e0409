import { ApiError, readErrorCode } from '@/lib/api-error';
import { getStoredToken } from '@/lib/session-storage';

// A file answer (CSV exports) is not the JSON envelope: fetched with the session's bearer token,
// its failures read into the same ApiError, and handed to the browser under `fileName`.

const DOWNLOAD_TIMEOUT_MS = 120_000;

export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = getStoredToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError({ status: 0, code: isTimeout ? 'TIMEOUT' : 'NETWORK_ERROR' });
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    throw new ApiError({
      status: response.status,
      code: readErrorCode(payload?.code),
      serverMessage: typeof payload?.message === 'string' ? payload.message : undefined,
    });
  }
  saveBlob(await response.blob(), fileName);
}

/** Hands a blob made in the browser (a chart's table as CSV) to the user as a file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
