import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useDeleteClient } from '../api/clients-api';

/**
 * Removing a client from its page: the first confirmation archives; when the API answers that the
 * client has future appointments, it says how many and a second confirmation cancels them too.
 */
export function useClientRemoval(spaceId: string, clientId: string) {
  const navigate = useNavigate();
  const deletion = useDeleteClient(spaceId, clientId);
  const [isOpen, setIsOpen] = useState(false);
  const [futureWarning, setFutureWarning] = useState<string | null>(null);

  const open = () => {
    setFutureWarning(null);
    setIsOpen(true);
  };
  const confirm = async () => {
    try {
      const result = await deletion.mutateAsync({ isConfirmed: futureWarning !== null });
      notify.success(result.message ?? 'Cliente eliminado exitosamente');
      setIsOpen(false);
      navigate(paths.space.clients(spaceId));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CLIENT_HAS_FUTURE_BOOKINGS') {
        setFutureWarning(error.serverMessage ?? 'El cliente tiene citas futuras.');
      }
    }
  };
  return { deletion, isOpen, setIsOpen, futureWarning, open, confirm };
}
