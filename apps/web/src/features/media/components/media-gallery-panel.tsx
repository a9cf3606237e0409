import type { Media } from '@citavet/domain/media/media.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MediaGallery } from '../api/get-media';
import { countLabel } from '../media-files';
import { EditDescriptionDialog } from './edit-description-dialog';
import {
  DeleteMediaDialog,
  FilterEmpty,
  RefreshFailed,
  ReorderHint,
  useMediaCounts,
} from './media-gallery-parts';
import { MediaGrid } from './media-grid';
import type { MediaItemHandlers } from './media-item-actions';
import { MediaList } from './media-list';
import { MediaSelectionBar } from './media-selection-bar';
import { type MediaFilter, MediaToolbar, type MediaView } from './media-toolbar';
import { MediaViewerDialog } from './media-viewer-dialog';
import { useGalleryOrder } from './use-gallery-order';

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

  const { media, total } = gallery;
  const isComplete = media.length >= total;
  const counts = useMediaCounts(spaceId, gallery);
  const visible = filter === 'ALL' ? media : media.filter((item) => item.mediaType === filter);
  const visibleIds = visible.map((item) => item.id);
  // The API takes the whole gallery in its new order, so reordering waits until all of it is here.
  const canReorder = canEdit && isComplete && visible.length > 1;

  const { drag, moveStep } = useGalleryOrder(spaceId, media, visibleIds, canReorder);

  const handlers: MediaItemHandlers = {
    onOpen: (item) => setViewerIndex(visible.indexOf(item)),
    onEdit: setEditing,
    onDelete: (item) => setDeleteIds([item.id]),
    onMove: moveStep,
    onSelectChange: (item, isSelected) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (isSelected) next.add(item.id);
        else next.delete(item.id);
        return next;
      }),
  };

  const selectedVisible = visibleIds.filter((id) => selectedIds.has(id));
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
      {refreshError !== null && <RefreshFailed onRetry={onRetry} />}
      {canEdit && visible.length > 0 && (
        <MediaSelectionBar
          visibleCount={visible.length}
          selectedCount={selectedVisible.length}
          onSelectAll={() => setSelectedIds(new Set(visibleIds))}
          onClear={() => setSelectedIds(new Set())}
          onDeleteSelected={() => setDeleteIds(selectedVisible)}
        />
      )}
      <ReorderHint canEdit={canEdit} isComplete={isComplete} canReorder={canReorder} />
      {visible.length === 0 ? (
        <FilterEmpty filter={filter} onShowAll={() => setFilter('ALL')} />
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
      <DeleteMediaDialog
        spaceId={spaceId}
        deleteIds={deleteIds}
        onClose={() => setDeleteIds(null)}
        onDeleted={(deletedIds) =>
          setSelectedIds((current) => new Set([...current].filter((id) => !deletedIds.includes(id))))
        }
      />
    </div>
  );
}
