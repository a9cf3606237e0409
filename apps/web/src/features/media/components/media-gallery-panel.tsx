import { MEDIA_MESSAGES, type Media } from '@citavet/domain/media/media.schema';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useDeleteMedia } from '../api/delete-media';
import type { MediaGallery } from '../api/get-media';
import { useMediaCount } from '../api/get-media-count';
import { useReorderMedia } from '../api/reorder-media';
import { countLabel, deleteQuestion } from '../media-files';
import { moveByStep, moveToTarget } from '../media-order';
import { EditDescriptionDialog } from './edit-description-dialog';
import { MediaGrid } from './media-grid';
import type { MediaItemHandlers, MoveStep } from './media-item-actions';
import { MediaList } from './media-list';
import { MediaSelectionBar } from './media-selection-bar';
import { type MediaFilter, MediaToolbar, type MediaView } from './media-toolbar';
import { MediaViewerDialog } from './media-viewer-dialog';
import { useMediaDrag } from './use-media-drag';

interface MediaGalleryPanelProps {
  spaceId: string;
  gallery: MediaGallery;
  canEdit: boolean;
  onPickFiles: (files: File[]) => void;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  refreshError: unknown;
  onRetry: () => void;
}

const FILTER_EMPTY_TEXT: Record<MediaFilter, string> = {
  ALL: 'No hay archivos',
  IMAGE: 'No hay imágenes',
  VIDEO: 'No hay videos',
};

function withReason(title: string, error: unknown): string {
  const reason = getErrorMessage(error, '');
  return reason && reason !== title ? `${title}: ${reason}` : title;
}

/** The loaded gallery: filter, views, selection, reordering, and the dialogs that act on items. */
export function MediaGalleryPanel({
  spaceId,
  gallery,
  canEdit,
  onPickFiles,
  isLoadingMore,
  onLoadMore,
  refreshError,
  onRetry,
}: MediaGalleryPanelProps) {
  const [filter, setFilter] = useState<MediaFilter>('ALL');
  const [view, setView] = useState<MediaView>('grid');
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [editing, setEditing] = useState<Media | null>(null);
  const [deleteIds, setDeleteIds] = useState<string[] | null>(null);
  const focusAfterMove = useRef<{ id: string; action: string } | null>(null);
  const reorder = useReorderMedia(spaceId);
  const remove = useDeleteMedia(spaceId);

  const { media, total } = gallery;
  const isComplete = media.length >= total;
  const imageCount = useMediaCount(spaceId, 'IMAGE', { isEnabled: !isComplete });
  const videoCount = useMediaCount(spaceId, 'VIDEO', { isEnabled: !isComplete });
  const counts = {
    all: total,
    images: isComplete
      ? media.filter((item) => item.mediaType === 'IMAGE').length
      : (imageCount.data ?? null),
    videos: isComplete
      ? media.filter((item) => item.mediaType === 'VIDEO').length
      : (videoCount.data ?? null),
  };
  const visible = filter === 'ALL' ? media : media.filter((item) => item.mediaType === filter);
  const order = media.map((item) => item.id);
  const visibleIds = visible.map((item) => item.id);
  // The API takes the whole gallery in its new order, so reordering waits until all of it is here.
  const canReorder = canEdit && isComplete && visible.length > 1;

  const applyOrder = (next: string[]) => {
    if (next.every((id, index) => id === order[index])) return;
    reorder.mutate(next, {
      onError: (error) => notify.error(withReason(MEDIA_MESSAGES.reorderFailed, error)),
    });
  };
  const drag = useMediaDrag(
    (movedId, targetId) => applyOrder(moveToTarget(order, movedId, targetId)),
    canReorder,
  );

  // A moved item's button keeps the keyboard focus, so it can be moved again step after step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the new order has been drawn.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const item = document.querySelector(`[data-media-id="${CSS.escape(target.id)}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`);
    (button ?? item?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)'))?.focus();
  }, [media]);

  const handlers: MediaItemHandlers = {
    onOpen: (item) => setViewerIndex(visible.indexOf(item)),
    onEdit: setEditing,
    onDelete: (item) => setDeleteIds([item.id]),
    onMove: (item, step: MoveStep) => {
      focusAfterMove.current = { id: item.id, action: step < 0 ? 'move-before' : 'move-after' };
      applyOrder(moveByStep(order, visibleIds, item.id, step));
    },
    onSelectChange: (item, isSelected) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (isSelected) next.add(item.id);
        else next.delete(item.id);
        return next;
      }),
  };

  const selectedVisible = visibleIds.filter((id) => selectedIds.has(id));
  const isDeletingMany = (deleteIds?.length ?? 0) > 1;

  const confirmDelete = () => {
    if (!deleteIds) return;
    remove.mutate(deleteIds, {
      onSuccess: ({ deletedIds, message }) => {
        notify.success(message ?? (isDeletingMany ? MEDIA_MESSAGES.deletedMany : MEDIA_MESSAGES.deleted));
        setSelectedIds((current) => new Set([...current].filter((id) => !deletedIds.includes(id))));
        setDeleteIds(null);
      },
    });
  };

  const collectionProps = { items: visible, selectedIds, canEdit, canReorder, handlers, drag };

  return (
    <div className="space-y-4">
      <MediaToolbar
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next);
          setSelectedIds(new Set());
        }}
        view={view}
        onViewChange={setView}
        counts={counts}
        canEdit={canEdit}
        onPickFiles={onPickFiles}
      />
      {refreshError !== null && (
        <Alert kind="error" title={MEDIA_MESSAGES.loadFailed}>
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            Reintentar
          </Button>
        </Alert>
      )}
      {canEdit && visible.length > 0 && (
        <MediaSelectionBar
          visibleCount={visible.length}
          selectedCount={selectedVisible.length}
          onSelectAll={() => setSelectedIds(new Set(visibleIds))}
          onClear={() => setSelectedIds(new Set())}
          onDeleteSelected={() => setDeleteIds(selectedVisible)}
        />
      )}
      {canEdit && !isComplete && (
        <p className="text-sm text-slate-600">Carga todos los archivos para poder reordenarlos.</p>
      )}
      {canReorder && (
        <p className="text-sm text-slate-500">
          Arrastra los archivos o usa las flechas de cada uno para cambiar el orden de la galería.
        </p>
      )}
      {visible.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 px-6 py-10 text-center">
          <p className="text-sm text-slate-600">{FILTER_EMPTY_TEXT[filter]}</p>
          <Button variant="outline" size="sm" onClick={() => setFilter('ALL')}>
            Ver todos
          </Button>
        </div>
      ) : view === 'grid' ? (
        <MediaGrid {...collectionProps} />
      ) : (
        <MediaList {...collectionProps} />
      )}
      {!isComplete && (
        <div className="flex justify-center">
          <Button variant="outline" isLoading={isLoadingMore} onClick={onLoadMore}>
            Cargar más ({countLabel(total - media.length, 'restante', 'restantes')})
          </Button>
        </div>
      )}
      <MediaViewerDialog items={visible} index={viewerIndex} onIndexChange={setViewerIndex} />
      <EditDescriptionDialog spaceId={spaceId} media={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={deleteIds !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setDeleteIds(null);
          remove.reset();
        }}
        title={isDeletingMany ? 'Eliminar archivos' : 'Eliminar archivo'}
        description={deleteQuestion(deleteIds?.length ?? 1)}
        confirmLabel="Eliminar"
        isDestructive
        isConfirming={remove.isPending}
        errorMessage={
          remove.isError
            ? withReason(
                isDeletingMany ? MEDIA_MESSAGES.deleteManyFailed : MEDIA_MESSAGES.deleteFailed,
                remove.error,
              )
            : null
        }
        onConfirm={confirmDelete}
      />
    </div>
  );
}
