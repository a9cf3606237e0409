import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { getProfile } from '@/api/get-profile';
import { spacesQueryKey } from '@/api/spaces/get-spaces';
import { LoadingView } from '@/components/ui/loading-view';
import { paths } from '@/config/paths';
import { InvitationPanel } from '@/features/invitations/components/invitation-panel';
import { refreshSetupStatus } from '@/features/setup/api/setup-status-key';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthStore } from '@/stores/auth-store';
import { AuthLayout } from '../layouts/auth-layout';
import { endSession } from '../session';
import { ensureSessionStarted } from '../session-bootstrap';

/** /invitaciones/{token}: public, so the e-mailed link works before and after signing in. */
export function InvitationRoute() {
  useDocumentTitle('Invitación');
  // Whether the visitor is signed in (and as whom) decides what the invitation offers.
  useEffect(ensureSessionStarted, []);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isInitialized, isAuthenticated, email } = useAuthStore(
    useShallow((state) => ({
      isInitialized: state.isInitialized,
      isAuthenticated: state.isAuthenticated,
      email: state.user?.email,
    })),
  );

  if (!isInitialized) return <LoadingView message="Verificando sesión..." />;

  const returnHere = `${paths.login}?redirect=${encodeURIComponent(paths.invitation(token))}`;

  const switchAccount = () => {
    endSession();
    navigate(returnHere, { replace: true });
  };

  const enterSpace = async (spaceId: string) => {
    // The user now belongs to one more space: who they are, the setup status and the space list change.
    try {
      useAuthStore.getState().setUser(await getProfile());
    } catch (error) {
      console.error('Error al refrescar el perfil', error);
    }
    await refreshSetupStatus(queryClient);
    await queryClient.invalidateQueries({ queryKey: spacesQueryKey });
    // The dashboard guard sends the user on to /setup if the space is not ready yet.
    navigate(paths.space.root(spaceId), { replace: true });
  };

  return (
    <AuthLayout title="Invitación a Citavet" isWide>
      <InvitationPanel
        token={token}
        session={{ isAuthenticated, email }}
        onSignOut={switchAccount}
        onAccepted={enterSpace}
      />
    </AuthLayout>
  );
}
