import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { getStoredToken } from '@/lib/session-storage';
import { clientQueryKeys } from './clients-api';

// The CSV import (multipart) and export (a file, not JSON): the shared client speaks JSON only, so
// these build their requests with the same bearer token and the same errors.

const UPLOAD_TIMEOUT_MS = 120_000;

export const ClientImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type ClientImportResult = z.infer<typeof ClientImportResultSchema>;

function authorization(): Record<string, string> {
  const token = getStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function failure(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  return new ApiError({
    status: response.status,
    code: typeof payload?.code === 'string' ? payload.code : `HTTP_${response.status}`,
    serverMessage: typeof payload?.message === 'string' ? payload.message : undefined,
  });
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) });
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError({ status: 0, code: isTimeout ? 'TIMEOUT' : 'NETWORK_ERROR' });
  }
}

export async function importClientsCsv(spaceId: string, file: File): Promise<ClientImportResult> {
  const body = new FormData();
  body.append('file', file);
  const response = await send(`/api/spaces/${encodeURIComponent(spaceId)}/clients/import`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...authorization() },
    body,
  });
  if (!response.ok) throw await failure(response);
  const parsed = ClientImportResultSchema.safeParse(((await response.json()) as { data?: unknown }).data);
  if (!parsed.success) throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE' });
  return parsed.data;
}

/** Fetches the CSV and hands it to the browser as a download named clientes.csv. */
export async function downloadClientsCsv(spaceId: string): Promise<void> {
  const response = await send(`/api/spaces/${encodeURIComponent(spaceId)}/clients/export`, {
    headers: authorization(),
  });
  if (!response.ok) throw await failure(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'clientes.csv';
  link.click();
  URL.revokeObjectURL(url);
}

export function useImportClientsCsv(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importClientsCsv(spaceId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryKeys.all }),
  });
}
