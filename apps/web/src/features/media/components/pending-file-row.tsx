import { MEDIA_DESCRIPTION_MAX_LENGTH } from '@citavet/domain/media/media.schema';
import { Film, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { formatFileSize, type PendingFile } from '../media-files';

interface PendingFileRowProps {
  pending: PendingFile;
  previewUrl: string | undefined;
  description: string;
  onDescriptionChange: (description: string) => void;
  onRemove: () => void;
  isDisabled: boolean;
}

/** One file about to be uploaded: its preview, name, size and an optional description. */
export function PendingFileRow({
  pending,
  previewUrl,
  description,
  onDescriptionChange,
  onRemove,
  isDisabled,
}: PendingFileRowProps) {
  const { file, mediaType, id } = pending;
  return (
    <li className="flex gap-3 rounded-control border border-slate-200 p-3">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
        {previewUrl && mediaType === 'IMAGE' && (
          <img src={previewUrl} alt={`Vista previa de ${file.name}`} className="size-full object-cover" />
        )}
        {previewUrl && mediaType === 'VIDEO' && (
          <video
            src={previewUrl}
            muted
            playsInline
            preload="metadata"
            aria-label={`Vista previa de ${file.name}`}
            className="size-full object-cover"
          />
        )}
        {!previewUrl && <Film className="size-6 text-slate-400" aria-hidden />}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900" title={file.name}>
              {file.name}
            </p>
            <p className="text-xs text-slate-500 tabular-nums">
              {mediaType === 'IMAGE' ? 'Imagen' : 'Video'} · {formatFileSize(file.size)}
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={isDisabled}
            aria-label={`Quitar ${file.name}`}
            className="cursor-pointer rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
        <Input
          id={`descripcion-${id}`}
          label={`Descripción de ${file.name} (opcional)`}
          className="[&>label]:sr-only"
          placeholder="Descripción (opcional)"
          maxLength={MEDIA_DESCRIPTION_MAX_LENGTH}
          value={description}
          disabled={isDisabled}
          onChange={(event) => onDescriptionChange(event.target.value)}
        />
      </div>
    </li>
  );
}
