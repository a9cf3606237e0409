import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { PendingInvitations } from '@/features/invitations/components/pending-invitations';
import { useSetupStatus } from '@/features/setup/api/get-setup-status';
import { refreshSetupStatus } from '@/features/setup/api/setup-status-key';
import { SetupShell } from '@/features/setup/components/setup-shell';
import { SetupWizard } from '@/features/setup/components/setup-wizard';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthStore } from '@/stores/auth-store';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * /setup/*: the wizard, or first the pending invitations when someone invited this user (step 1 when
 * invitations are pending). The two features meet here, so neither imports the other.
 */
export function SetupRoute() {
  useDocumentTitle('Configuración inicial');
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const status = useSetupStatus(user?.id);
  const continueSetup = useCallback(() => void refreshSetupStatus(queryClient), [queryClient]);

  // The signed-in guard only lets signed-in users through; this keeps the types honest.
  if (!user) return null;
  const hasPendingInvitations = status.data?.step === 1 && status.data.hasPendingInvitations;

  return (
    <SetupShell
      userName={user.name}
      onSignOut={signOut}
      notice={user.emailVerifiedAt ? undefined : <EmailVerificationBanner email={user.email} />}
    >
      {hasPendingInvitations ? (
        <PendingInvitations onProfileRefreshed={setUser} onContinue={continueSetup} />
      ) : (
        <SetupWizard userId={user.id} />
      )}
    </SetupShell>
  );
}
