import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { InvitationActions, type InvitationSession } from './invitation-actions';
import { InvitationDetails } from './invitation-details';

interface InvitationPanelProps {
  token: string;
  session: InvitationSession;
  onSignOut: () => void;
  /** The invitee joined: the app refreshes who they are and takes them to the space. */
  onAccepted: (spaceId: string) => void | Promise<void>;
}

/** /invitaciones/{token}: the e-mailed link, for a visitor signed in or not. */
export function InvitationPanel({ token, session, onSignOut, onAccepted }: InvitationPanelProps) {
  const preview = useInvitationPreview(token);

  if (preview.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only">Cargando invitación</span>
        <Skeleton className="h-52 w-full rounded-card" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }

  if (preview.isError) {
    if (isApiError(preview.error) && preview.error.status === 404) {
      return (
        <EmptyState
          icon={Link2Off}
          title="Invitación no disponible"
          description={getErrorMessage(preview.error, 'La invitación no existe o ya no está disponible')}
          action={
            <Link to={paths.home} className={buttonStyles({ variant: 'outline' })}>
              Ir al inicio
            </Link>
          }
          className="py-4"
        />
      );
    }
    return (
      <ErrorState
        title="No se pudo cargar la invitación"
        message={getErrorMessage(preview.error, 'Intenta nuevamente en unos momentos.')}
        onRetry={() => void preview.refetch()}
        isRetrying={preview.isFetching}
        className="py-4"
      />
    );
  }

  return (
    <div className="space-y-6">
      <p className="text-center text-sm text-slate-600">
        <span className="font-medium text-slate-900">{preview.data.inviterName}</span> te invita a unirte a{' '}
        <span className="font-medium text-slate-900">{preview.data.spaceName}</span> en Citavet.
      </p>
      <InvitationDetails invitation={preview.data} />
      <InvitationActions
        token={token}
        invitation={preview.data}
        session={session}
        onSignOut={onSignOut}
        onAccepted={onAccepted}
      />
    </div>
  );
}
