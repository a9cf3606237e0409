import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Mounted while the form has unsaved edits. Asks before leaving the page, inside the app (another
 * route) and when closing or reloading the tab; switching tabs only changes the hash and never asks.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(isOpen) => {
        if (!isOpen && blocker.state === 'blocked') blocker.reset();
      }}
      title="Tienes cambios sin guardar"
      description="Si sales ahora, los cambios que no guardaste se perderán."
      cancelLabel="Seguir editando"
      confirmLabel="Salir sin guardar"
      isDestructive
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
