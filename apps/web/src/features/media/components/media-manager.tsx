import { MEDIA_MESSAGES } from '@citavet/domain/media/media.schema';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { getErrorMessage } from '@/lib/api-error';
import { useMediaGallery } from '../api/get-media';
import { countLabel } from '../media-files';
import { MediaGalleryPanel } from './media-gallery-panel';
import { MediaSkeleton } from './media-skeleton';
import { MediaUploadPicker } from './media-upload-picker';
import { UploadFlow } from './upload-flow';

interface MediaManagerProps {
  spaceId: string;
  /** Only an ADMIN uploads, edits, reorders and deletes; members look. */
  canEdit: boolean;
}

/** The gallery manager of the settings page. */
export function MediaManager({ spaceId, canEdit }: MediaManagerProps) {
  const [pageCount, setPageCount] = useState(1);
  const gallery = useMediaGallery(spaceId, pageCount);
  const total = gallery.data?.total;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <CardTitle>Galería</CardTitle>
          {total !== undefined && (
            <span className="text-sm text-slate-600 tabular-nums">
              {countLabel(total, 'archivo', 'archivos')}
            </span>
          )}
        </div>
        <CardDescription>
          Fotos y videos de tu veterinaria que se muestran en tu página pública.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <UploadFlow spaceId={spaceId}>
          {(pickFiles) => {
            if (gallery.isPending) return <MediaSkeleton />;
            if (!gallery.data) {
              return (
                <ErrorState
                  title={MEDIA_MESSAGES.loadFailed}
                  message={getErrorMessage(gallery.error, '') || undefined}
                  onRetry={() => gallery.refetch()}
                  isRetrying={gallery.isFetching}
                />
              );
            }
            if (gallery.data.total === 0) {
              return (
                <EmptyState
                  icon={Images}
                  title="Aún no hay fotos ni videos"
                  description={
                    canEdit
                      ? 'Sube fotos de tus instalaciones y de tu equipo para que tus clientes te conozcan.'
                      : 'Los administradores pueden subir fotos y videos de la veterinaria.'
                  }
                  action={canEdit ? <MediaUploadPicker onPick={pickFiles} /> : undefined}
                />
              );
            }
            return (
              <MediaGalleryPanel
                spaceId={spaceId}
                gallery={gallery.data}
                canEdit={canEdit}
                onPickFiles={pickFiles}
                isLoadingMore={gallery.isPlaceholderData}
                onLoadMore={() => setPageCount((count) => count + 1)}
                refreshError={gallery.isError ? gallery.error : null}
                onRetry={() => gallery.refetch()}
              />
            );
          }}
        </UploadFlow>
      </CardContent>
    </Card>
  );
}
