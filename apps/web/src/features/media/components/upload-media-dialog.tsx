import type { MediaUploadResult, RejectedFile } from '@citavet/domain/media/media.schema';
import { MEDIA_MESSAGES } from '@citavet/domain/media/media.schema';
import { Plus, Upload } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/api-error';
import { MediaUploadError, useUploadMedia } from '../api/upload-media';
import {
  countLabel,
  MAX_FILES_PER_UPLOAD,
  MEDIA_ACCEPT,
  type PendingFile,
  sortPickedFiles,
  TOO_MANY_FILES_MESSAGE,
} from '../media-files';
import { PendingFileRow } from './pending-file-row';
import { RejectedFilesAlert } from './rejected-files-alert';
import { UploadProgress } from './upload-progress';
import { useObjectUrls } from './use-object-urls';

interface UploadMediaDialogProps {
  spaceId: string;
  /** The files just picked; the dialog opens with them. */
  initialFiles: readonly File[];
  onClose: () => void;
  onUploaded: (result: MediaUploadResult & { message: string | undefined }) => void;
}

/** The upload modal: previews, a description per file, checks, progress. */
export function UploadMediaDialog({ spaceId, initialFiles, onClose, onUploaded }: UploadMediaDialogProps) {
  const inputId = useId();
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

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && cancel()}>
      <DialogContent
        title="Subir archivos"
        description="Añade una descripción si quieres: se muestra en tu página pública."
        className="md:max-w-2xl"
        footer={
          <>
            <Button variant="outline" onClick={cancel}>
              Cancelar
            </Button>
            <Button
              onClick={submit}
              isLoading={isUploading}
              disabled={pending.length === 0 || isOverLimit}
              icon={<Upload className="size-4" aria-hidden />}
            >
              {isUploading ? 'Subiendo...' : `Subir ${countLabel(pending.length, 'archivo', 'archivos')}`}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <RejectedFilesAlert files={[...rejected, ...serverRejected]} />
          {uploadError && (
            <Alert kind="error" title={MEDIA_MESSAGES.uploadFailed}>
              {getErrorMessage(upload.error, '') || undefined}
            </Alert>
          )}
          {isOverLimit && <Alert kind="warning">{TOO_MANY_FILES_MESSAGE}</Alert>}
          {pending.length > 0 ? (
            <ul className="space-y-3" aria-label="Archivos para subir">
              {pending.map((item) => (
                <PendingFileRow
                  key={item.id}
                  pending={item}
                  previewUrl={previewUrls.get(item.file)}
                  description={descriptions[item.id] ?? ''}
                  onDescriptionChange={(description) =>
                    setDescriptions((current) => ({ ...current, [item.id]: description }))
                  }
                  onRemove={() =>
                    setPending((current) => current.filter((candidate) => candidate.id !== item.id))
                  }
                  isDisabled={isUploading}
                />
              ))}
            </ul>
          ) : (
            <p className="rounded-control border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
              No hay archivos válidos para subir. Añade imágenes o videos.
            </p>
          )}
          {isUploading ? (
            <UploadProgress fraction={progress} />
          ) : (
            <div>
              <input
                id={inputId}
                type="file"
                multiple
                accept={MEDIA_ACCEPT}
                className="peer sr-only"
                onChange={(event) => {
                  addFiles(Array.from(event.target.files ?? []));
                  event.target.value = '';
                }}
              />
              <label
                htmlFor={inputId}
                className={buttonStyles({
                  variant: 'ghost',
                  size: 'sm',
                  className:
                    'cursor-pointer text-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
                })}
              >
                <Plus className="size-4" aria-hidden />
                Añadir más archivos
              </label>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
