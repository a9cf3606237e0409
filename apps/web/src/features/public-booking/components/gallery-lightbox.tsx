import type { PublicMedia } from '@citavet/domain/public/public-space.schema';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import { mediaLabel } from '../booking-flow/gallery-items';

interface GalleryLightboxProps {
  items: PublicMedia[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const navigationButton =
  'flex size-11 cursor-pointer items-center justify-center rounded-full bg-slate-900/60 text-white transition-colors hover:bg-slate-700/80';

/** One picture or video at a time; arrows and buttons move, Escape closes, focus stays inside (Radix). */
export function GalleryLightbox({ items, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const item = items[index];
  if (!item) return null;
  const label = mediaLabel(item, index);
  const hasSeveral = items.length > 1;
  // Wraps around: the last picture's "next" is the first.
  const show = (offset: number) => onIndexChange((index + offset + items.length) % items.length);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && hasSeveral) show(-1);
    if (event.key === 'ArrowRight' && hasSeveral) show(1);
  };

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/90 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={handleKeyDown}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 focus:outline-none md:p-10"
        >
          <Dialog.Title className="sr-only">
            Galería: {label} ({index + 1} de {items.length})
          </Dialog.Title>
          <div className="relative flex min-h-0 w-full flex-1 items-center justify-center gap-3">
            {hasSeveral && (
              <button
                type="button"
                className={`absolute left-0 z-10 md:static ${navigationButton}`}
                onClick={() => show(-1)}
                aria-label="Anterior"
              >
                <ChevronLeft className="size-6" aria-hidden />
              </button>
            )}
            <div className="flex h-full min-w-0 flex-1 items-center justify-center">
              {item.mediaType === 'VIDEO' ? (
                <video
                  key={item.id}
                  src={item.url}
                  controls
                  className="max-h-full max-w-full rounded-control"
                  aria-label={label}
                >
                  <track kind="captions" />
                </video>
              ) : (
                <img
                  key={item.id}
                  src={item.url}
                  alt={label}
                  className="max-h-full max-w-full rounded-control object-contain"
                />
              )}
            </div>
            {hasSeveral && (
              <button
                type="button"
                className={`absolute right-0 z-10 md:static ${navigationButton}`}
                onClick={() => show(1)}
                aria-label="Siguiente"
              >
                <ChevronRight className="size-6" aria-hidden />
              </button>
            )}
          </div>
          <p className="text-center text-sm text-white/80">
            {item.description && <span className="mr-2">{item.description}</span>}
            <span className="tabular-nums">
              {index + 1} / {items.length}
            </span>
          </p>
          <Dialog.Close className={`absolute top-4 right-4 ${navigationButton}`} aria-label="Cerrar galería">
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
