import { Upload } from 'lucide-react';
import { useId } from 'react';
import { type ButtonVariant, buttonStyles } from '@/components/ui/button';
import { MEDIA_ACCEPT } from '../media-files';

interface MediaUploadPickerProps {
  onPick: (files: File[]) => void;
  label?: string;
  variant?: ButtonVariant;
}

/** A button that opens the file chooser for several images and videos at once. */
export function MediaUploadPicker({
  onPick,
  label = 'Subir archivos',
  variant = 'primary',
}: MediaUploadPickerProps) {
  const inputId = useId();
  return (
    <span className="inline-flex">
      <MediaFileInput id={inputId} onPick={onPick} />
      <label
        htmlFor={inputId}
        className={buttonStyles({
          variant,
          className:
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
        })}
      >
        <Upload className="size-4" aria-hidden />
        {label}
      </label>
    </span>
  );
}

/**
 * The hidden file input behind a picker's label: several images and videos at once. The label that
 * follows it (`peer`) shows its focus.
 */
export function MediaFileInput({ id, onPick }: { id: string; onPick: (files: File[]) => void }) {
  return (
    <input
      id={id}
      type="file"
      multiple
      accept={MEDIA_ACCEPT}
      className="peer sr-only"
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        // Cleared so the same files can be chosen again after a cancel.
        event.target.value = '';
        if (files.length > 0) onPick(files);
      }}
    />
  );
}
