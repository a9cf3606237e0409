import { useSetupStatus } from '@/features/setup/api/get-setup-status';
import { SetupComplete } from '@/features/setup/components/setup-complete';
import { SetupShell } from '@/features/setup/components/setup-shell';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthStore } from '@/stores/auth-store';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * /setup/completado: the completion screen has its own route because, once the status says the
 * first run is complete, the /setup guard hands over to the dashboard straight away.
 */
export function SetupCompleteRoute() {
  useDocumentTitle('¡Configuración Completa!');
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();
  const status = useSetupStatus(user?.id);

  if (!user) return null;
  return (
    <SetupShell userName={user.name} onSignOut={signOut}>
      <SetupComplete spaceId={status.data?.spaces[0]?.id} />
    </SetupShell>
  );
}
