import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { endSession } from '../session';

export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    navigate(paths.login, { replace: true });
  }, [navigate]);
}
