import { SpaceScopedParamsSchema } from '@citavet/domain/spaces/space.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceSettings } from '../api/get-space-settings';
import { SETTINGS_TITLE, SettingsHeader } from './settings-header';
import { type MediaTabContext, type PlanTabContext, SpaceSettingsEditor } from './space-settings-editor';
import { SpaceSettingsSkeleton } from './space-settings-skeleton';

export const LOAD_ERRORS = {
  invalidId: 'ID de espacio no válido',
  notFound: 'Espacio no encontrado',
  failed: 'Error al cargar los datos',
} as const;

interface SpaceSettingsPageProps {
  spaceId: string;
  renderMediaTab: (context: MediaTabContext) => ReactNode;
  renderPlanTab: (context: PlanTabContext) => ReactNode;
}

/** The spec's three load failures: a malformed id, a space that is not (or not yours), anything else. */
function loadErrorTitle(error: unknown): string {
  if (isApiError(error) && error.status === 404) return LOAD_ERRORS.notFound;
  if (isApiError(error) && error.status === 400) return LOAD_ERRORS.invalidId;
  return LOAD_ERRORS.failed;
}

/** /settings/space/{spaceId}: the clinic's own settings. */
export function SpaceSettingsPage({ spaceId, renderMediaTab, renderPlanTab }: SpaceSettingsPageProps) {
  useDocumentTitle(SETTINGS_TITLE);
  const isValidId = SpaceScopedParamsSchema.safeParse({ spaceId }).success;
  const space = useSpaceSettings(spaceId, { isEnabled: isValidId });

  // A failed background refresh keeps the loaded space (and any edits) on screen.
  if (isValidId && space.data) {
    // Keyed by space: switching spaces starts a fresh form rather than carrying the other one's edits.
    return (
      <SpaceSettingsEditor
        key={space.data.id}
        space={space.data}
        renderMediaTab={renderMediaTab}
        renderPlanTab={renderPlanTab}
      />
    );
  }

  if (!isValidId || space.isError) {
    const title = isValidId ? loadErrorTitle(space.error) : LOAD_ERRORS.invalidId;
    const canRetry = isValidId && title === LOAD_ERRORS.failed;
    return (
      <>
        <SettingsHeader spaceId={spaceId} />
        <Card>
          <ErrorState
            title={title}
            message={
              canRetry
                ? 'No se pudo obtener la configuración. Comprueba tu conexión e inténtalo de nuevo.'
                : 'Comprueba el enlace o vuelve al panel para elegir tu veterinaria.'
            }
            onRetry={canRetry ? () => space.refetch() : undefined}
            isRetrying={space.isFetching}
          />
          {!canRetry && (
            <div className="flex justify-center pb-10">
              <Link to={paths.dashboard} className={buttonStyles({ variant: 'outline' })}>
                Volver al panel
              </Link>
            </div>
          )}
        </Card>
      </>
    );
  }

  return (
    <>
      <SettingsHeader spaceId={spaceId} />
      <SpaceSettingsSkeleton />
    </>
  );
}
