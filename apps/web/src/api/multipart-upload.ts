import type { z } from 'zod';
import { ApiError, readErrorCode } from '@/lib/api-error';
import { getStoredToken } from '@/lib/session-storage';

// An upload may take longer than a JSON call on a slow line; a minute is generous for 10 MB.
const UPLOAD_TIMEOUT_MS = 60_000;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Sends a multipart form to the API. The shared client speaks JSON only, so this builds the request
 * itself with the same bearer token, envelope reading and errors.
 */
export async function postMultipart<TSchema extends z.ZodType>(
  path: string,
  body: FormData,
  schema: TSchema,
  method: 'POST' | 'PUT' = 'POST',
): Promise<z.output<TSchema>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError({ status: 0, code: isTimeout ? 'TIMEOUT' : 'NETWORK_ERROR' });
  }
  const payload = asRecord(await response.json().catch(() => null));
  if (!response.ok || payload.success === false) {
    throw new ApiError({
      status: response.status,
      code: readErrorCode(payload.code),
      serverMessage: typeof payload.message === 'string' ? payload.message : undefined,
    });
  }
  const parsed = schema.safeParse(payload.data);
  if (!parsed.success) throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE' });
  return parsed.data;
}
