import { MEDIA_MESSAGES, type RejectedFile } from '@citavet/domain/media/media.schema';
import { Alert } from '@/components/ui/alert';

interface RejectedFilesAlertProps {
  files: readonly RejectedFile[];
  onClose?: () => void;
  className?: string;
}

/** 'Algunos archivos no son válidos' with each file and why. */
export function RejectedFilesAlert({ files, onClose, className }: RejectedFilesAlertProps) {
  if (files.length === 0) return null;
  return (
    <Alert kind="error" title={MEDIA_MESSAGES.someInvalid} onClose={onClose} className={className}>
      <ul className="mt-1 space-y-0.5">
        {files.map((file, index) => (
          // A name may repeat (two "foto.jpg" from different folders), so the position keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, never reordered.
          <li key={`${file.fileName}-${index}`}>
            <span className="font-medium break-all">{file.fileName}</span>: {file.reason}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
