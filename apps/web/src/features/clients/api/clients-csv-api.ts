import { type ClientCsvColumns, formatClientCsvColumns } from '@citavet/domain/clients/client-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postMultipart } from '@/api/multipart-upload';
import { ApiError, readErrorCode } from '@/lib/api-error';
import { getStoredToken } from '@/lib/session-storage';
import { clientQueryKeys } from './clients-api';

// The CSV import goes through the shared multipart sender; the export is a file, not the JSON
// envelope, so it is fetched here with the same bearer token and the same errors.

const EXPORT_TIMEOUT_MS = 120_000;

export const ClientImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rejected: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type ClientImportResult = z.infer<typeof ClientImportResultSchema>;

/**
 * POST /spaces/{id}/clients/import, multipart field `file`, with the preview's column mapping
 * (`columns`): the shared multipart sender.
 */
export async function importClientsCsv(
  spaceId: string,
  file: File,
  columns: ClientCsvColumns,
): Promise<ClientImportResult> {
  const body = new FormData();
  body.append('file', file);
  const query = new URLSearchParams({ columns: formatClientCsvColumns(columns) });
  return postMultipart(
    `/spaces/${encodeURIComponent(spaceId)}/clients/import?${query}`,
    body,
    ClientImportResultSchema,
  );
}

/** Fetches the CSV (a file, not the JSON envelope) and hands it to the browser as clientes.csv. */
export async function downloadClientsCsv(spaceId: string): Promise<void> {
  const token = getStoredToken();
  let response: Response;
  try {
    response = await fetch(`/api/spaces/${encodeURIComponent(spaceId)}/clients/export`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
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
  link.download = 'clientes.csv';
  link.click();
  URL.revokeObjectURL(url);
}

export function useImportClientsCsv(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, columns }: { file: File; columns: ClientCsvColumns }) =>
      importClientsCsv(spaceId, file, columns),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryKeys.all }),
  });
}
