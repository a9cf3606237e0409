import type { Profile } from '@citavet/domain/users/user.schema';
import { ArrowRight, MailOpen } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { PendingInvitationCard } from './pending-invitation-card';
import { usePendingInvitations } from './use-pending-invitations';

interface PendingInvitationsProps {
  /** The refreshed user, after an invitation was accepted or rejected. */
  onProfileRefreshed: (profile: Profile) => void;
  /** The setup carries on: the status decides what comes next. */
  onContinue: () => void;
}

/** 'Invitaciones Pendientes': the wizard's step 1 while someone has invited this user to a space. */
export function PendingInvitations({ onProfileRefreshed, onContinue }: PendingInvitationsProps) {
  const {
    profile,
    accept,
    rejectAll,
    notice,
    setNotice,
    invitations,
    isContinuing,
    isBusy,
    acceptOne,
    rejectRemaining,
  } = usePendingInvitations({ onProfileRefreshed, onContinue });

  const header = <PendingInvitationsHeader />;

  if (profile.isPending) {
    return (
      <section className="mx-auto max-w-2xl" aria-busy="true">
        {header}
        <div className="space-y-4">
          <Skeleton className="h-28 w-full rounded-card" />
          <Skeleton className="h-28 w-full rounded-card" />
        </div>
      </section>
    );
  }

  if (profile.isError && !profile.data) {
    return (
      <section className="mx-auto max-w-2xl">
        {header}
        <ErrorState
          title="No se pudieron cargar tus invitaciones"
          message={getErrorMessage(profile.error, 'Intenta nuevamente en unos momentos.')}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
          className="rounded-card border border-slate-200 bg-white"
        />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-2xl">
      {header}
      {notice && (
        <Alert
          kind={notice.kind}
          className="mb-4"
          onClose={notice.kind === 'error' ? () => setNotice(null) : undefined}
        >
          {notice.text}
        </Alert>
      )}
      {invitations.length === 0 && !isContinuing ? (
        <EmptyState
          icon={MailOpen}
          title="No tienes invitaciones pendientes"
          description="Puedes seguir con la configuración de tu propia veterinaria."
          action={<Button onClick={onContinue}>Continuar con la configuración</Button>}
          className="rounded-card border border-slate-200 bg-white"
        />
      ) : (
        <>
          <ul className="space-y-4">
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                <PendingInvitationCard
                  invitation={invitation}
                  isAccepting={accept.isPending && accept.variables === invitation.token}
                  isDisabled={isBusy}
                  onAccept={() => void acceptOne(invitation.token)}
                />
              </li>
            ))}
          </ul>
          {invitations.length > 0 && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                onClick={() => void rejectRemaining()}
                isLoading={rejectAll.isPending}
                disabled={isBusy}
              >
                Continuar sin aceptar invitaciones
                <ArrowRight className="size-4" aria-hidden />
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function PendingInvitationsHeader() {
  return (
    <div className="mb-6 text-center">
      <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
        <MailOpen className="size-6" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Invitaciones Pendientes</h1>
      <p className="mt-2 text-sm text-slate-600">
        Te han invitado a unirte a estos espacios. Acepta para trabajar con tu equipo, o continúa para crear
        tu propia veterinaria.
      </p>
    </div>
  );
}
