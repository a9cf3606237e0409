import type { Media } from '@citavet/domain/media/media.schema';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

interface MediaViewerDialogProps {
  items: readonly Media[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const navigationClasses =
  'absolute top-1/2 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white disabled:hidden';

/** The lightbox: the full image or the playing video, with previous/next (buttons or arrow keys). */
export function MediaViewerDialog({ items, index, onIndexChange }: MediaViewerDialogProps) {
  const media = index === null ? undefined : items[index];
  const position = index ?? 0;
  const hasPrevious = position > 0;
  const hasNext = position < items.length - 1;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && hasPrevious) onIndexChange(position - 1);
    if (event.key === 'ArrowRight' && hasNext) onIndexChange(position + 1);
  };

  return (
    <Dialog open={Boolean(media)} onOpenChange={(isOpen) => !isOpen && onIndexChange(null)}>
      {media && (
        <DialogContent
          title={media.originalName}
          description={`${position + 1} de ${items.length}${media.description ? ` · ${media.description}` : ''}`}
          className="md:max-w-4xl"
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; the buttons do the same. */}
          <div
            className="relative flex items-center justify-center rounded-control bg-slate-900"
            onKeyDown={handleKeyDown}
          >
            {media.mediaType === 'IMAGE' ? (
              <img
                src={media.url}
                alt={media.description || media.originalName}
                className="max-h-[70dvh] w-auto max-w-full object-contain"
              />
            ) : (
              // biome-ignore lint/a11y/useMediaCaption: clinics upload their own clips; there are no caption files.
              <video
                key={media.id}
                src={media.url}
                controls
                autoPlay
                playsInline
                className="max-h-[70dvh] w-full"
              />
            )}
            <button
              type="button"
              onClick={() => onIndexChange(position - 1)}
              disabled={!hasPrevious}
              aria-label="Anterior"
              className={`${navigationClasses} left-2`}
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => onIndexChange(position + 1)}
              disabled={!hasNext}
              aria-label="Siguiente"
              className={`${navigationClasses} right-2`}
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
