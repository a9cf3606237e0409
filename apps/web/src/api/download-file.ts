import { ApiError, readErrorCode } from '@/lib/api-error';
import { getStoredToken } from '@/lib/session-storage';

// Files the API answers outside the JSON envelope (CSV and JSON exports): fetched with the session's
// bearer token, failures read as the same ApiError as every other call, then saved by the browser.

const DOWNLOAD_TIMEOUT_MS = 120_000;

/** GET `/api{path}` and hand the body to the browser as `filename`. */
export async function downloadFile(path: string, filename: string): Promise<void> {
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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
