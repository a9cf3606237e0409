import { clsx } from 'clsx';
import { GripVertical } from 'lucide-react';
import { formatShortDate } from '@/lib/formatters';
import { formatFileSize } from '../media-files';
import { DescriptionText, type MediaCollectionProps } from './media-grid';
import { MediaItemActions } from './media-item-actions';
import { MediaThumbnail } from './media-thumbnail';

/** Compact rows with name, size and date: the view for tidying a large gallery. */
export function MediaList({ items, selectedIds, canEdit, canReorder, handlers, drag }: MediaCollectionProps) {
  return (
    <ul
      aria-label="Galería"
      className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white"
    >
      {items.map((media, index) => {
        const isSelected = selectedIds.has(media.id);
        return (
          <li
            key={media.id}
            data-media-id={media.id}
            {...drag.dragProps(media.id)}
            className={clsx(
              'flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap',
              isSelected && 'bg-primary-tint/40',
              drag.draggedId === media.id && 'opacity-50',
              drag.overId === media.id && drag.draggedId !== media.id && 'ring-2 ring-coral ring-inset',
            )}
          >
            {canReorder && (
              <GripVertical
                className="hidden size-4 shrink-0 cursor-grab text-slate-400 sm:block"
                aria-hidden
              />
            )}
            {canEdit && (
              <input
                type="checkbox"
                checked={isSelected}
                onChange={(event) => handlers.onSelectChange(media, event.target.checked)}
                aria-label={`Seleccionar ${media.originalName}`}
                className="size-4 shrink-0 cursor-pointer accent-primary"
              />
            )}
            <button
              type="button"
              onClick={() => handlers.onOpen(media)}
              aria-label={`Ver ${media.originalName}`}
              className="size-16 shrink-0 cursor-zoom-in overflow-hidden rounded-md bg-slate-100"
            >
              <MediaThumbnail media={media} />
            </button>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900" title={media.originalName}>
                {media.originalName}
              </p>
              <p className="truncate text-sm">
                <DescriptionText media={media} />
              </p>
              <p className="text-xs text-slate-500 tabular-nums">
                {media.mediaType === 'IMAGE' ? 'Imagen' : 'Video'} · {formatFileSize(media.fileSize)} ·{' '}
                {formatShortDate(media.createdAt)}
              </p>
            </div>
            {canEdit && (
              <div className="flex w-full justify-end sm:ml-auto sm:w-auto">
                <MediaItemActions
                  media={media}
                  handlers={handlers}
                  canMoveBefore={canReorder && index > 0}
                  canMoveAfter={canReorder && index < items.length - 1}
                  layout="list"
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
