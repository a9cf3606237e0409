import { type ClientCsvColumns, formatClientCsvColumns } from '@citavet/domain/clients/client-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { downloadFile } from '@/api/download-file';
import { postMultipart } from '@/api/multipart-upload';
import { clientQueryKeys } from './clients-api';

// The CSV import goes through the shared multipart sender; the export is a file, not the JSON
// envelope: the shared file download (same bearer token, same errors).

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
export function downloadClientsCsv(spaceId: string): Promise<void> {
  return downloadFile(`/spaces/${encodeURIComponent(spaceId)}/clients/export`, 'clientes.csv');
}

export function useImportClientsCsv(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, columns }: { file: File; columns: ClientCsvColumns }) =>
      importClientsCsv(spaceId, file, columns),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryKeys.all }),
  });
}

export const PetImportResultSchema = z.object({
  created: z.number(),
  unchanged: z.number(),
  rejected: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type PetImportResult = z.infer<typeof PetImportResultSchema>;

/** POST /spaces/{id}/pets/import: with `isDryRun`, the server judges every row and writes nothing. */
export function importPetsCsv(spaceId: string, file: File, isDryRun: boolean): Promise<PetImportResult> {
  const body = new FormData();
  body.append('file', file);
  return postMultipart(
    `/spaces/${encodeURIComponent(spaceId)}/pets/import?dryRun=${isDryRun ? 'true' : 'false'}`,
    body,
    PetImportResultSchema,
  );
}

export function useImportPetsCsv(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, isDryRun }: { file: File; isDryRun: boolean }) =>
      importPetsCsv(spaceId, file, isDryRun),
    onSuccess: (_result, { isDryRun }) => {
      if (!isDryRun) void queryClient.invalidateQueries({ queryKey: clientQueryKeys.all });
    },
  });
}
