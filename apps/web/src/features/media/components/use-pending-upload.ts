import type { MediaUploadResult, RejectedFile } from '@citavet/domain/media/media.schema';
import { useMemo, useRef, useState } from 'react';
import { MediaUploadError, useUploadMedia } from '../api/upload-media';
import { MAX_FILES_PER_UPLOAD, type PendingFile, sortPickedFiles } from '../media-files';
import { useObjectUrls } from './use-object-urls';

interface UsePendingUploadInput {
  spaceId: string;
  initialFiles: readonly File[];
  onClose: () => void;
  onUploaded: (result: MediaUploadResult & { message: string | undefined }) => void;
}

/**
 * The files waiting to be uploaded (the accepted ones, with their previews and descriptions, and the
 * refused ones), the upload with its progress, and cancelling it.
 */
export function usePendingUpload({ spaceId, initialFiles, onClose, onUploaded }: UsePendingUploadInput) {
  const [initial] = useState(() => sortPickedFiles(initialFiles));
  const [pending, setPending] = useState<PendingFile[]>(initial.accepted);
  const [rejected, setRejected] = useState<RejectedFile[]>(initial.rejected);
  const [descriptions, setDescriptions] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const abortController = useRef<AbortController | null>(null);
  const upload = useUploadMedia(spaceId);
  const files = useMemo(() => pending.map((item) => item.file), [pending]);
  const previewUrls = useObjectUrls(files);

  const isUploading = upload.isPending;
  const isOverLimit = pending.length > MAX_FILES_PER_UPLOAD;
  const serverRejected = upload.error instanceof MediaUploadError ? upload.error.rejected : [];
  const uploadError = upload.isError && !(upload.error instanceof DOMException);

  const addFiles = (picked: readonly File[]) => {
    const sorted = sortPickedFiles(picked);
    setPending((current) => [...current, ...sorted.accepted]);
    setRejected((current) => [...current, ...sorted.rejected]);
  };

  const cancel = () => {
    abortController.current?.abort();
    onClose();
  };

  const submit = () => {
    const controller = new AbortController();
    abortController.current = controller;
    setProgress(null);
    upload.mutate(
      {
        items: pending.map((item) => ({ file: item.file, description: descriptions[item.id] ?? '' })),
        onProgress: setProgress,
        signal: controller.signal,
      },
      {
        onSuccess: (result) => {
          onUploaded(result);
          onClose();
        },
      },
    );
  };

  const setDescription = (id: string, description: string) =>
    setDescriptions((current) => ({ ...current, [id]: description }));
  const remove = (id: string) => setPending((current) => current.filter((candidate) => candidate.id !== id));

  return {
    pending,
    rejected: [...rejected, ...serverRejected],
    descriptions,
    setDescription,
    remove,
    progress,
    previewUrls,
    upload,
    isUploading,
    isOverLimit,
    uploadError,
    addFiles,
    cancel,
    submit,
  };
}
