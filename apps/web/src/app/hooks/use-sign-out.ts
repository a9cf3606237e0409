import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { endSession } from '../session';

export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // The request reads the token before endSession forgets it; the server revokes it (and every
    // other session of the account) while the browser moves on.
    void logout();
    endSession();
    navigate(paths.login, { replace: true });
  }, [navigate]);
}
