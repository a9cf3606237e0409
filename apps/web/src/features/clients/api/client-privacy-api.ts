import { EraseClientResultSchema } from '@citavet/domain/clients/client-privacy.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '@/api/download-file';
import { apiClient } from '@/lib/api-client';
import { clientQueryKeys } from './clients-api';

// A client's privacy rights (decision 037): the export of everything kept about them, and erasure.

const clientPath = (spaceId: string, clientId: string) =>
  `/spaces/${encodeURIComponent(spaceId)}/clients/${encodeURIComponent(clientId)}`;

export type ClientExportFormat = 'json' | 'csv';

/** GET …/export.json | export.csv, saved as cliente-{id}.{format} (no name in the file name). */
export function downloadClientData(spaceId: string, clientId: string, format: ClientExportFormat) {
  return downloadFile(`${clientPath(spaceId, clientId)}/export.${format}`, `cliente-${clientId}.${format}`);
}

export function useEraseClient(spaceId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cancelFutureBookings }: { cancelFutureBookings: boolean }) => {
      const { data, message } = await apiClient.post(`${clientPath(spaceId, clientId)}/erase`, {
        body: { confirm: true, cancelFutureBookings },
        schema: EraseClientResultSchema,
      });
      return { ...data, message };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['pets'] }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}
