import type { Media } from '@citavet/domain/media/media.schema';
import { clsx } from 'clsx';
import { GripVertical } from 'lucide-react';
import { MediaItemActions, type MediaItemHandlers } from './media-item-actions';
import { MediaThumbnail } from './media-thumbnail';
import type { useMediaDrag } from './use-media-drag';

export interface MediaCollectionProps {
  items: readonly Media[];
  selectedIds: ReadonlySet<string>;
  canEdit: boolean;
  canReorder: boolean;
  handlers: MediaItemHandlers;
  drag: ReturnType<typeof useMediaDrag>;
}

export function DescriptionText({ media }: { media: Media }) {
  return media.description ? (
    <span className="text-slate-700">{media.description}</span>
  ) : (
    <span className="text-slate-500">Sin descripción</span>
  );
}

/** Cards with large thumbnails; the gallery as visitors will see it. */
export function MediaGrid({ items, selectedIds, canEdit, canReorder, handlers, drag }: MediaCollectionProps) {
  return (
    <ul aria-label="Galería" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((media, index) => {
        const isSelected = selectedIds.has(media.id);
        return (
          <li
            key={media.id}
            data-media-id={media.id}
            {...drag.dragProps(media.id)}
            className={clsx(
              'group relative flex flex-col overflow-hidden rounded-card border bg-white shadow-card transition',
              isSelected ? 'border-primary ring-2 ring-primary/30' : 'border-slate-200',
              drag.draggedId === media.id && 'opacity-50',
              drag.overId === media.id && drag.draggedId !== media.id && 'ring-2 ring-coral',
            )}
          >
            <button
              type="button"
              onClick={() => handlers.onOpen(media)}
              aria-label={`Ver ${media.originalName}`}
              className="block aspect-square w-full cursor-zoom-in overflow-hidden bg-slate-100"
            >
              <MediaThumbnail media={media} />
            </button>
            {canEdit && (
              <input
                type="checkbox"
                checked={isSelected}
                onChange={(event) => handlers.onSelectChange(media, event.target.checked)}
                aria-label={`Seleccionar ${media.originalName}`}
                className="absolute top-2 left-2 size-5 cursor-pointer accent-primary shadow"
              />
            )}
            {canReorder && (
              <span
                className="absolute top-2 right-2 flex size-7 cursor-grab items-center justify-center rounded-md bg-white/90 text-slate-600 shadow-sm"
                title="Arrastra para reordenar"
                aria-hidden
              >
                <GripVertical className="size-4" />
              </span>
            )}
            <div className="flex flex-1 flex-col gap-2 p-3">
              <p className="line-clamp-2 text-sm">
                <DescriptionText media={media} />
              </p>
              {canEdit && (
                <div className="mt-auto -ml-1.5">
                  <MediaItemActions
                    media={media}
                    handlers={handlers}
                    canMoveBefore={canReorder && index > 0}
                    canMoveAfter={canReorder && index < items.length - 1}
                    layout="grid"
                  />
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
