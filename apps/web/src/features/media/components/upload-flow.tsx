import type { MediaUploadResult, RejectedFile } from '@citavet/domain/media/media.schema';
import { MEDIA_MESSAGES } from '@citavet/domain/media/media.schema';
import { type ReactNode, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { countLabel } from '../media-files';
import { RejectedFilesAlert } from './rejected-files-alert';
import { UploadMediaDialog } from './upload-media-dialog';

interface UploadFlowProps {
  spaceId: string;
  /** Renders the screen with the function that opens the upload dialog with picked files. */
  children: (pickFiles: (files: File[]) => void) => ReactNode;
}

/**
 * Picking files opens the upload modal; it closes on success or cancel. Files the server
 * refused in an otherwise successful upload stay listed on the screen until dismissed.
 */
export function UploadFlow({ spaceId, children }: UploadFlowProps) {
  const [pickedFiles, setPickedFiles] = useState<File[] | null>(null);
  const [refused, setRefused] = useState<RejectedFile[]>([]);

  const handleUploaded = (result: MediaUploadResult & { message: string | undefined }) => {
    setRefused(result.rejected);
    if (result.rejected.length === 0) notify.success(result.message ?? MEDIA_MESSAGES.uploaded);
    else notify.success(`${countLabel(result.media.length, 'archivo subido', 'archivos subidos')}`);
  };

  return (
    <>
      <RejectedFilesAlert files={refused} onClose={() => setRefused([])} className="mb-4" />
      {children((files) => {
        setRefused([]);
        setPickedFiles(files);
      })}
      {pickedFiles && (
        <UploadMediaDialog
          spaceId={spaceId}
          initialFiles={pickedFiles}
          onClose={() => setPickedFiles(null)}
          onUploaded={handleUploaded}
        />
      )}
    </>
  );
}
