import { MEDIA_MESSAGES } from '@citavet/domain/media/media.schema';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useDeleteMedia } from '../api/delete-media';
import type { MediaGallery } from '../api/get-media';
import { useMediaCount } from '../api/get-media-count';
import { deleteQuestion } from '../media-files';
import type { MediaFilter } from './media-toolbar';

/** A refusal's title with the server's reason after it, unless they say the same. */
export function withReason(title: string, error: unknown): string {
  const reason = getErrorMessage(error, '');
  return reason && reason !== title ? `${title}: ${reason}` : title;
}

/** How many items of each kind: counted here once the whole gallery is loaded, else asked of the API. */
export function useMediaCounts(spaceId: string, gallery: MediaGallery) {
  const { media, total } = gallery;
  const isComplete = media.length >= total;
  const imageCount = useMediaCount(spaceId, 'IMAGE', { isEnabled: !isComplete });
  const videoCount = useMediaCount(spaceId, 'VIDEO', { isEnabled: !isComplete });
  return {
    all: total,
    images: isComplete
      ? media.filter((item) => item.mediaType === 'IMAGE').length
      : (imageCount.data ?? null),
    videos: isComplete
      ? media.filter((item) => item.mediaType === 'VIDEO').length
      : (videoCount.data ?? null),
  };
}

/** Deleting one item or the selection asks first; the deleted leave the selection. */
export function DeleteMediaDialog({
  spaceId,
  deleteIds,
  onClose,
  onDeleted,
}: {
  spaceId: string;
  deleteIds: string[] | null;
  onClose: () => void;
  onDeleted: (deletedIds: readonly string[]) => void;
}) {
  const remove = useDeleteMedia(spaceId);
  const isDeletingMany = (deleteIds?.length ?? 0) > 1;
  const confirmDelete = () => {
    if (!deleteIds) return;
    remove.mutate(deleteIds, {
      onSuccess: ({ deletedIds, message }) => {
        notify.success(message ?? (isDeletingMany ? MEDIA_MESSAGES.deletedMany : MEDIA_MESSAGES.deleted));
        onDeleted(deletedIds);
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      isOpen={deleteIds !== null}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        onClose();
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
  );
}

const FILTER_EMPTY_TEXT: Record<MediaFilter, string> = {
  ALL: 'No hay archivos',
  IMAGE: 'No hay imágenes',
  VIDEO: 'No hay videos',
};

/** A filter that leaves nothing to show, with the way back to every item. */
export function FilterEmpty({ filter, onShowAll }: { filter: MediaFilter; onShowAll: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 px-6 py-10 text-center">
      <p className="text-sm text-slate-600">{FILTER_EMPTY_TEXT[filter]}</p>
      <Button variant="outline" size="sm" onClick={onShowAll}>
        Ver todos
      </Button>
    </div>
  );
}

/** Reordering needs the whole gallery here; once it is, how to do it. */
export function ReorderHint({
  canEdit,
  isComplete,
  canReorder,
}: {
  canEdit: boolean;
  isComplete: boolean;
  canReorder: boolean;
}) {
  return (
    <>
      {canEdit && !isComplete && (
        <p className="text-sm text-slate-600">Carga todos los archivos para poder reordenarlos.</p>
      )}
      {canReorder && (
        <p className="text-sm text-slate-500">
          Arrastra los archivos o usa las flechas de cada uno para cambiar el orden de la galería.
        </p>
      )}
    </>
  );
}

/** The gallery shown is the last one loaded: its refresh failed, and can be tried again. */
export function RefreshFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert kind="error" title={MEDIA_MESSAGES.loadFailed}>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        Reintentar
      </Button>
    </Alert>
  );
}
