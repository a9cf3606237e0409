import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { getStoredToken } from '@/lib/session-storage';

// An upload may take longer than a JSON call on a slow line; a minute is generous for 10 MB.
const UPLOAD_TIMEOUT_MS = 60_000;

interface UploadSpaceLogoInput {
  spaceId: string;
  file: File;
}

/**
 * POST /spaces/{spaceId}/logo as multipart (field `logo`). The shared client speaks JSON only, so this
 * one call builds its request itself, with the same envelope reading and errors.
 */
export async function uploadSpaceLogo({ spaceId, file }: UploadSpaceLogoInput): Promise<void> {
  const body = new FormData();
  body.append('logo', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api/spaces/${encodeURIComponent(spaceId)}/logo`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError({ status: 0, code: isTimeout ? 'TIMEOUT' : 'NETWORK_ERROR' });
  }
  if (response.ok) return;
  const payload: unknown = await response.json().catch(() => null);
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  throw new ApiError({
    status: response.status,
    code: typeof record.code === 'string' ? record.code : `HTTP_${response.status}`,
    serverMessage: typeof record.message === 'string' ? record.message : undefined,
  });
}

export function useUploadSpaceLogo() {
  return useMutation({ mutationFn: uploadSpaceLogo });
}
