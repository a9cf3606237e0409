import { Navigate } from 'react-router';
import { LoadingView } from '@/components/ui/loading-view';
import { useSetupStatus } from '@/features/setup/api/get-setup-status';
import { useAuthStore } from '@/stores/auth-store';
import { getSignedInHomePath } from './guard-rules';

/** /dashboard → /dashboard/{firstSpaceId}. The dashboard guard above has already loaded the status. */
export function FirstSpaceRedirect() {
  const userId = useAuthStore((state) => state.user?.id);
  const setupStatus = useSetupStatus(userId);
  if (!setupStatus.data) return <LoadingView />;
  return <Navigate to={getSignedInHomePath(setupStatus.data)} replace />;
}
