import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-error';

/** A service's schedules page that could not load: 'Servicio no encontrado' on a 404, else a retry. */
export function ServiceLoadError({
  spaceId,
  error,
  onRetry,
  isRetrying,
}: {
  spaceId: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <Card>
      {isMissing ? (
        <EmptyState
          icon={SearchX}
          title="Servicio no encontrado"
          action={
            <Link to={paths.space.services(spaceId)} className={buttonStyles()}>
              Volver a servicios
            </Link>
          }
        />
      ) : (
        <ErrorState
          title="Error al cargar los horarios"
          message={getErrorMessage(error, 'Error al cargar el servicio')}
          onRetry={onRetry}
          isRetrying={isRetrying}
        />
      )}
    </Card>
  );
}
