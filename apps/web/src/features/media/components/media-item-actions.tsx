import type { Media } from '@citavet/domain/media/media.schema';
import { clsx } from 'clsx';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp, Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export type MoveStep = -1 | 1;

export interface MediaItemHandlers {
  onOpen: (media: Media) => void;
  onEdit: (media: Media) => void;
  onDelete: (media: Media) => void;
  onMove: (media: Media, step: MoveStep) => void;
  onSelectChange: (media: Media, isSelected: boolean) => void;
}

interface MediaItemActionsProps {
  media: Media;
  handlers: MediaItemHandlers;
  canMoveBefore: boolean;
  canMoveAfter: boolean;
  /** Grid items move left/right, list rows up/down: the arrows follow the layout. */
  layout: 'grid' | 'list';
}

function IconButton({
  label,
  children,
  className,
  ...props
}: { label: string; children: ReactNode } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={clsx(
        'flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

/** Move, edit and delete for one item, each a labelled button (keyboard and touch friendly). */
export function MediaItemActions({
  media,
  handlers,
  canMoveBefore,
  canMoveAfter,
  layout,
}: MediaItemActionsProps) {
  const name = media.originalName;
  const BeforeIcon = layout === 'grid' ? ChevronLeft : ChevronUp;
  const AfterIcon = layout === 'grid' ? ChevronRight : ChevronDown;
  return (
    <div className="flex items-center gap-0.5">
      <IconButton
        label={`Mover antes: ${name}`}
        data-action="move-before"
        disabled={!canMoveBefore}
        onClick={() => handlers.onMove(media, -1)}
      >
        <BeforeIcon className="size-4" aria-hidden />
      </IconButton>
      <IconButton
        label={`Mover después: ${name}`}
        data-action="move-after"
        disabled={!canMoveAfter}
        onClick={() => handlers.onMove(media, 1)}
      >
        <AfterIcon className="size-4" aria-hidden />
      </IconButton>
      <IconButton label={`Editar descripción: ${name}`} onClick={() => handlers.onEdit(media)}>
        <Pencil className="size-4" aria-hidden />
      </IconButton>
      <IconButton
        label={`Eliminar: ${name}`}
        className="text-error hover:bg-error/5 hover:text-red-700"
        onClick={() => handlers.onDelete(media)}
      >
        <Trash2 className="size-4" aria-hidden />
      </IconButton>
    </div>
  );
}
