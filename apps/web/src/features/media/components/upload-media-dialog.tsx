import type { MediaUploadResult } from '@citavet/domain/media/media.schema';
import { MEDIA_MESSAGES } from '@citavet/domain/media/media.schema';
import { Plus, Upload } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/api-error';
import { countLabel, TOO_MANY_FILES_MESSAGE } from '../media-files';
import { MediaFileInput } from './media-upload-picker';
import { PendingFileRow } from './pending-file-row';
import { RejectedFilesAlert } from './rejected-files-alert';
import { UploadProgress } from './upload-progress';
import { usePendingUpload } from './use-pending-upload';

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
  const files = usePendingUpload({ spaceId, initialFiles, onClose, onUploaded });
  const { pending, isUploading } = files;

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && files.cancel()}>
      <DialogContent
        title="Subir archivos"
        description="Añade una descripción si quieres: se muestra en tu página pública."
        className="md:max-w-2xl"
        footer={
          <>
            <Button variant="outline" onClick={files.cancel}>
              Cancelar
            </Button>
            <Button
              onClick={files.submit}
              isLoading={isUploading}
              disabled={pending.length === 0 || files.isOverLimit}
              icon={<Upload className="size-4" aria-hidden />}
            >
              {isUploading ? 'Subiendo...' : `Subir ${countLabel(pending.length, 'archivo', 'archivos')}`}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <RejectedFilesAlert files={files.rejected} />
          {files.uploadError && (
            <Alert kind="error" title={MEDIA_MESSAGES.uploadFailed}>
              {getErrorMessage(files.upload.error, '') || undefined}
            </Alert>
          )}
          {files.isOverLimit && <Alert kind="warning">{TOO_MANY_FILES_MESSAGE}</Alert>}
          {pending.length > 0 ? (
            <ul className="space-y-3" aria-label="Archivos para subir">
              {pending.map((item) => (
                <PendingFileRow
                  key={item.id}
                  pending={item}
                  previewUrl={files.previewUrls.get(item.file)}
                  description={files.descriptions[item.id] ?? ''}
                  onDescriptionChange={(description) => files.setDescription(item.id, description)}
                  onRemove={() => files.remove(item.id)}
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
            <UploadProgress fraction={files.progress} />
          ) : (
            <div>
              <MediaFileInput id={inputId} onPick={files.addFiles} />
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
