import type { CreateRecordInput, RecordKind } from '@citavet/domain/records/record-content.schema';
import {
  RecordEntrySchema,
  RecordPageSchema,
  WeightPointSchema,
} from '@citavet/domain/records/record-entry.schema';
import { VaccinationCardSchema } from '@citavet/domain/records/vaccination-card';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { downloadFile } from '@/api/download-file';
import { postMultipart } from '@/api/multipart-upload';
import { apiClient } from '@/lib/api-client';

export type RecordFilter = { kind: RecordKind | null; search: string };

const petBase = (spaceId: string, petId: string) =>
  `/spaces/${encodeURIComponent(spaceId)}/pets/${encodeURIComponent(petId)}`;

export const recordQueryKeys = {
  all: (petId: string) => ['records', petId] as const,
  timeline: (petId: string, filter: RecordFilter) => ['records', petId, 'timeline', filter] as const,
  vaccinations: (petId: string) => ['records', petId, 'vaccinations'] as const,
  weights: (petId: string) => ['records', petId, 'weights'] as const,
};

const RecordResultSchema = z.object({ record: RecordEntrySchema });
const PAGE_SIZE = 20;

export function useRecordTimeline(spaceId: string, petId: string, filter: RecordFilter) {
  return useInfiniteQuery({
    queryKey: recordQueryKeys.timeline(petId, filter),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (filter.kind) query.set('kind', filter.kind);
      if (filter.search.trim()) query.set('search', filter.search.trim());
      if (pageParam) query.set('cursor', pageParam);
      const { data } = await apiClient.get(`${petBase(spaceId, petId)}/records?${query}`, {
        schema: RecordPageSchema,
        signal,
      });
      return data;
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useVaccinationCard(spaceId: string, petId: string) {
  return useQuery({
    queryKey: recordQueryKeys.vaccinations(petId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`${petBase(spaceId, petId)}/vaccinations`, {
        schema: z.object({ card: VaccinationCardSchema }),
        signal,
      });
      return data.card;
    },
  });
}

export function useWeights(spaceId: string, petId: string) {
  return useQuery({
    queryKey: recordQueryKeys.weights(petId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`${petBase(spaceId, petId)}/weights`, {
        schema: z.object({ weights: z.array(WeightPointSchema) }),
        signal,
      });
      return data.weights;
    },
  });
}

function useRecordMutation<TInput>(
  spaceId: string,
  petId: string,
  send: (
    base: string,
    input: TInput,
  ) => Promise<{ record: z.infer<typeof RecordEntrySchema>; message?: string | undefined }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => send(petBase(spaceId, petId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordQueryKeys.all(petId) }),
  });
}

export function useCreateRecord(spaceId: string, petId: string) {
  return useRecordMutation(
    spaceId,
    petId,
    async (base, body: CreateRecordInput | Record<string, unknown>) => {
      const { data, message } = await apiClient.post(`${base}/records`, { body, schema: RecordResultSchema });
      return { record: data.record, message };
    },
  );
}

export function useUpdateRecord(spaceId: string, petId: string) {
  return useRecordMutation(spaceId, petId, async (base, input: { recordId: string; body: unknown }) => {
    const { data, message } = await apiClient.put(`${base}/records/${encodeURIComponent(input.recordId)}`, {
      body: input.body,
      schema: RecordResultSchema,
    });
    return { record: data.record, message };
  });
}

export function useSignRecord(spaceId: string, petId: string) {
  return useRecordMutation(
    spaceId,
    petId,
    async (base, input: { recordId: string; confirmAllergyOverride?: boolean }) => {
      const { data, message } = await apiClient.post(
        `${base}/records/${encodeURIComponent(input.recordId)}/sign`,
        {
          body: input.confirmAllergyOverride ? { confirmAllergyOverride: true } : {},
          schema: RecordResultSchema,
        },
      );
      return { record: data.record, message };
    },
  );
}

export function useAddAddendum(spaceId: string, petId: string) {
  return useRecordMutation(spaceId, petId, async (base, input: { recordId: string; text: string }) => {
    const { data, message } = await apiClient.post(
      `${base}/records/${encodeURIComponent(input.recordId)}/addenda`,
      {
        body: { text: input.text },
        schema: RecordResultSchema,
      },
    );
    return { record: data.record, message };
  });
}

export function useUploadAttachments(spaceId: string, petId: string) {
  return useRecordMutation(spaceId, petId, async (base, input: { recordId: string; files: File[] }) => {
    const form = new FormData();
    for (const file of input.files) form.append('files', file);
    const data = await postMultipart(
      `${base}/records/${encodeURIComponent(input.recordId)}/attachments`,
      form,
      RecordResultSchema,
    );
    return { record: data.record };
  });
}

export function useEmailDocument(spaceId: string, petId: string) {
  return useMutation({
    mutationFn: async (document: { kind: 'vaccinations' } | { kind: 'prescription'; recordId: string }) => {
      const path =
        document.kind === 'vaccinations'
          ? `${petBase(spaceId, petId)}/vaccinations/email`
          : `${petBase(spaceId, petId)}/records/${encodeURIComponent(document.recordId)}/prescription/email`;
      const { message } = await apiClient.post(path, { schema: z.object({ to: z.string() }) });
      return message;
    },
  });
}

/** A file of the record (PDF documents, attachments): fetched with the session, saved or opened. */
export function downloadRecordFile(
  spaceId: string,
  petId: string,
  path: string,
  fileName: string,
): Promise<void> {
  return downloadFile(`${petBase(spaceId, petId)}${path}`, fileName);
}
