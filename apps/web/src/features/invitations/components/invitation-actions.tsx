import type { InvitationPreview } from '@citavet/domain/invitations/invitation.schema';
import { Check, LogIn, LogOut, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useRejectInvitation } from '../api/reject-invitation';
import { INVITEE_MESSAGES, joinedMessage } from '../invitation-role';

export interface InvitationSession {
  isAuthenticated: boolean;
  email?: string | undefined;
}

interface InvitationActionsProps {
  token: string;
  invitation: InvitationPreview;
  session: InvitationSession;
  onSignOut: () => void;
  onAccepted: (spaceId: string) => void | Promise<void>;
}

/** What the visitor can do: answer it, sign in or register as the invited address, or switch account. */
export function InvitationActions({
  token,
  invitation,
  session,
  onSignOut,
  onAccepted,
}: InvitationActionsProps) {
  const accept = useAcceptInvitation();
  const reject = useRejectInvitation();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const returnPath = paths.invitation(token);

  if (invitation.isExpired) {
    return (
      <Alert kind="warning" title="La invitación ha expirado">
        Pide a {invitation.inviterName} que te la reenvíe desde la sección Miembros de su espacio.
      </Alert>
    );
  }

  if (reject.isSuccess) {
    return (
      <Alert kind="info" title="Invitación rechazada">
        No te unirás a {invitation.spaceName}.{' '}
        <Link to={paths.setup} className="font-medium underline underline-offset-2">
          Continuar
        </Link>
      </Alert>
    );
  }

  if (!session.isAuthenticated) return <SignInToAccept invitation={invitation} returnPath={returnPath} />;

  const isInvitedUser = session.email?.toLowerCase() === invitation.email.toLowerCase();
  if (!isInvitedUser) {
    return <OtherAccountNotice invitation={invitation} sessionEmail={session.email} onSignOut={onSignOut} />;
  }

  const acceptInvitation = async () => {
    setErrorMessage(null);
    try {
      const space = await accept.mutateAsync(token);
      notify.success(joinedMessage(space.name));
      await onAccepted(space.id);
    } catch (error) {
      setErrorMessage(getErrorMessage(error, INVITEE_MESSAGES.acceptFailed));
    }
  };

  const rejectInvitation = async () => {
    setErrorMessage(null);
    try {
      await reject.mutateAsync(token);
    } catch {
      setErrorMessage(INVITEE_MESSAGES.rejectFailed);
    }
  };

  const isBusy = accept.isPending || reject.isPending || accept.isSuccess;
  return (
    <div className="space-y-4">
      {errorMessage && (
        <Alert kind="error" onClose={() => setErrorMessage(null)}>
          {errorMessage}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button
          variant="outline"
          size="lg"
          className="sm:flex-1"
          onClick={() => void rejectInvitation()}
          isLoading={reject.isPending}
          disabled={isBusy}
          icon={<X className="size-5" aria-hidden />}
        >
          Rechazar
        </Button>
        <Button
          size="lg"
          className="sm:flex-1"
          onClick={() => void acceptInvitation()}
          isLoading={accept.isPending}
          disabled={isBusy}
          icon={<Check className="size-5" aria-hidden />}
        >
          Aceptar Invitación
        </Button>
      </div>
    </div>
  );
}

/** A signed-out visitor signs in as the invited address, or registers it when it has no account yet. */
function SignInToAccept({ invitation, returnPath }: { invitation: InvitationPreview; returnPath: string }) {
  const redirect = encodeURIComponent(returnPath);
  if (invitation.hasAccount) {
    return (
      <Link
        to={`${paths.login}?redirect=${redirect}`}
        className={buttonStyles({ size: 'lg', isFullWidth: true })}
      >
        <LogIn className="size-5" aria-hidden />
        Iniciar sesión para aceptar
      </Link>
    );
  }
  return (
    <div className="space-y-3">
      <Link
        to={`${paths.register}?email=${encodeURIComponent(invitation.email)}&redirect=${redirect}`}
        className={buttonStyles({ size: 'lg', isFullWidth: true, className: 'min-w-0' })}
      >
        <UserPlus className="size-5 shrink-0" aria-hidden />
        <span className="truncate">Crear cuenta con {invitation.email}</span>
      </Link>
      <p className="text-center text-sm text-slate-600">
        ¿Ya tienes una cuenta?{' '}
        <Link
          to={`${paths.login}?redirect=${redirect}`}
          className="font-medium text-primary hover:text-primary-hover hover:underline"
        >
          Inicia sesión
        </Link>
      </p>
    </div>
  );
}

/** Signed in as someone else: the invitation is for another address, so sign out first. */
function OtherAccountNotice({
  invitation,
  sessionEmail,
  onSignOut,
}: {
  invitation: InvitationPreview;
  sessionEmail: string | null | undefined;
  onSignOut: () => void;
}) {
  return (
    <div className="space-y-4">
      <Alert kind="info" title="Has iniciado sesión con otra cuenta">
        Esta invitación fue enviada a <strong className="break-all">{invitation.email}</strong>, pero has
        iniciado sesión como <strong className="break-all">{sessionEmail}</strong>. Cierra sesión y entra con
        la cuenta invitada para aceptarla.
      </Alert>
      <Button
        variant="outline"
        size="lg"
        isFullWidth
        onClick={onSignOut}
        icon={<LogOut className="size-5" aria-hidden />}
      >
        Cerrar sesión
      </Button>
    </div>
  );
}
