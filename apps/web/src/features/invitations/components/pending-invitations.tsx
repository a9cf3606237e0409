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
  const pending = usePendingInvitations({ onProfileRefreshed, onContinue });

  const header = <PendingInvitationsHeader />;

  if (pending.profile.isPending) {
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

  if (pending.profile.isError && !pending.profile.data) {
    return (
      <section className="mx-auto max-w-2xl">
        {header}
        <ErrorState
          title="No se pudieron cargar tus invitaciones"
          message={getErrorMessage(pending.profile.error, 'Intenta nuevamente en unos momentos.')}
          onRetry={() => void pending.profile.refetch()}
          isRetrying={pending.profile.isFetching}
          className="rounded-card border border-slate-200 bg-white"
        />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-2xl">
      {header}
      {pending.notice && (
        <Alert
          kind={pending.notice.kind}
          className="mb-4"
          onClose={pending.notice.kind === 'error' ? () => pending.setNotice(null) : undefined}
        >
          {pending.notice.text}
        </Alert>
      )}
      {pending.invitations.length === 0 && !pending.isContinuing ? (
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
            {pending.invitations.map((invitation) => (
              <li key={invitation.id}>
                <PendingInvitationCard
                  invitation={invitation}
                  isAccepting={pending.accept.isPending && pending.accept.variables === invitation.token}
                  isDisabled={pending.isBusy}
                  onAccept={() => void pending.acceptOne(invitation.token)}
                />
              </li>
            ))}
          </ul>
          {pending.invitations.length > 0 && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                onClick={() => void pending.rejectRemaining()}
                isLoading={pending.rejectAll.isPending}
                disabled={pending.isBusy}
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
