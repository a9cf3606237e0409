import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-error';

interface ServiceLoadErrorProps {
  spaceId: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
  /** What failed to load, as the page names it: 'Error al cargar los horarios'. */
  title: string;
  /** Why a service may be missing, under 'Servicio no encontrado'. */
  missingDescription?: string;
}

/**
 * A service's page (its detail, its schedules) that could not load: 'Servicio no encontrado' on a 404,
 * with the way back to the services, else the reason and a retry.
 */
export function ServiceLoadError({
  spaceId,
  error,
  onRetry,
  isRetrying,
  title,
  missingDescription,
}: ServiceLoadErrorProps) {
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <Card>
      {isMissing ? (
        <EmptyState
          icon={SearchX}
          title="Servicio no encontrado"
          description={missingDescription}
          action={
            <Link to={paths.space.services(spaceId)} className={buttonStyles()}>
              Volver a servicios
            </Link>
          }
        />
      ) : (
        <ErrorState
          title={title}
          message={getErrorMessage(error, 'Error al cargar el servicio')}
          onRetry={onRetry}
          isRetrying={isRetrying}
        />
      )}
    </Card>
  );
}
