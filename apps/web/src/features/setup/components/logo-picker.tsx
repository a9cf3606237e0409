import { clsx } from 'clsx';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LOGO_ACCEPTED_TYPES, LOGO_HINT, validateLogoImage } from '@/lib/logo-file';

interface LogoPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  isDisabled?: boolean;
}

/** Optional clinic logo: checked in the browser before the space is created, previewed, removable. */
export function LogoPicker({ file, onChange, isDisabled = false }: LogoPickerProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const messageId = `${inputId}-${error ? 'error' : 'helper'}`;

  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-slate-700">Logo (opcional)</span>
      <div className="flex items-center gap-4">
        <div
          className={clsx(
            'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-card border-2 border-dashed bg-slate-50',
            error ? 'border-error/60' : 'border-slate-300',
          )}
        >
          {previewUrl ? (
            <img src={previewUrl} alt="Vista previa del logo" className="size-full object-cover" />
          ) : (
            <ImagePlus className="size-7 text-slate-400" aria-hidden />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={inputId}
            type="file"
            accept={LOGO_ACCEPTED_TYPES.join(',')}
            disabled={isDisabled}
            aria-describedby={messageId}
            aria-invalid={error ? true : undefined}
            className="peer sr-only"
            onChange={(event) => {
              const selected = event.target.files?.[0] ?? null;
              // Cleared so choosing the same file again after removing it still fires a change.
              event.target.value = '';
              if (!selected) return;
              void validateLogoImage(selected).then((problem) => {
                setError(problem);
                onChange(problem ? null : selected);
              });
            }}
          />
          <label
            htmlFor={inputId}
            className={clsx(
              'inline-flex h-9 cursor-pointer items-center rounded-control border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm',
              'hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
              isDisabled && 'pointer-events-none opacity-60',
            )}
          >
            {file ? 'Cambiar logo' : 'Subir logo'}
          </label>
          {file && (
            <Button
              variant="ghost"
              size="sm"
              disabled={isDisabled}
              onClick={() => onChange(null)}
              icon={<X className="size-4" aria-hidden />}
            >
              Quitar
            </Button>
          )}
        </div>
      </div>
      <p id={messageId} className={clsx('text-sm', error ? 'text-error' : 'text-slate-500')}>
        {error ?? (file ? file.name : LOGO_HINT)}
      </p>
    </div>
  );
}
