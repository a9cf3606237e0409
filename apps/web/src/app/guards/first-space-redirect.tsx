import { Navigate } from 'react-router';
import { LoadingView } from '@/components/ui/loading-view';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSetupStatus } from '@/features/setup/api/get-setup-status';
import { getSignedInHomePath } from './guard-rules';

/** /dashboard → /dashboard/{firstSpaceId}. The dashboard guard above has already loaded the status. */
export function FirstSpaceRedirect() {
  const userId = useAuthStore((state) => state.user?.id);
  const setupStatus = useSetupStatus(userId);
  if (!setupStatus.data) return <LoadingView />;
  return <Navigate to={getSignedInHomePath(setupStatus.data)} replace />;
}
