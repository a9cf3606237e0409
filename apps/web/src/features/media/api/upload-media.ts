import {
  type MediaUploadResult,
  MediaUploadResultSchema,
  type RejectedFile,
  RejectedFileSchema,
} from '@citavet/domain/media/media.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, readErrorCode } from '@/lib/api-error';
import { getStoredToken } from '@/lib/session-storage';
import { mediaKeys, mediaPath } from './media-query-keys';

export interface UploadItem {
  file: File;
  description: string;
}

export interface UploadMediaInput {
  items: UploadItem[];
  /** 0 to 1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A refused upload; when no file was valid the API lists every file and its reason. */
export class MediaUploadError extends ApiError {
  readonly rejected: RejectedFile[];

  constructor(init: ConstructorParameters<typeof ApiError>[0] & { rejected?: RejectedFile[] }) {
    super(init);
    this.name = 'MediaUploadError';
    this.rejected = init.rejected ?? [];
  }
}

const FailureSchema = z.object({
  message: z.string().optional(),
  code: z.string().optional(),
  rejected: z.array(RejectedFileSchema).optional(),
});

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST …/media as multipart: `media[]` files and one `descriptions[]` per file, in the same order.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function uploadMedia(spaceId: string, { items, onProgress, signal }: UploadMediaInput) {
  const body = new FormData();
  for (const { file } of items) body.append('media[]', file, file.name);
  for (const { description } of items) body.append('descriptions[]', description.trim());

  return new Promise<MediaUploadResult & { message: string | undefined }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${mediaPath(spaceId)}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new MediaUploadError({ status: 0, code: 'NETWORK_ERROR' }));
    request.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    request.onload = () => {
      const payload = readJson(request.responseText);
      const isSuccess = request.status >= 200 && request.status < 300;
      const envelope = z.object({
        success: z.literal(true),
        message: z.string().optional(),
        data: MediaUploadResultSchema,
      });
      const parsed = isSuccess ? envelope.safeParse(payload) : null;
      if (parsed?.success) {
        resolve({ ...parsed.data.data, message: parsed.data.message });
        return;
      }
      const failure = FailureSchema.safeParse(payload);
      const details = failure.success ? failure.data : {};
      reject(
        new MediaUploadError({
          status: request.status,
          code: details.code ? readErrorCode(details.code) : isSuccess ? 'INVALID_RESPONSE' : 'UNKNOWN_ERROR',
          serverMessage: details.message,
          rejected: details.rejected,
        }),
      );
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

export function useUploadMedia(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadMediaInput) => uploadMedia(spaceId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all(spaceId) }),
  });
}
