import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button, buttonStyles } from './button';
import { overlayClasses } from './dialog';

interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  isConfirming?: boolean;
  isDestructive?: boolean;
  /** The confirm button waits for something the dialog asks (a checkbox ticked). */
  isConfirmDisabled?: boolean;
  /** Shown inside the dialog, so a refused action explains itself where the user is looking. */
  errorMessage?: string | null;
  children?: ReactNode;
}

/** Asks before an irreversible action. It stays open while the action runs and when it fails. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  onConfirm,
  isConfirming = false,
  isDestructive = false,
  isConfirmDisabled = false,
  errorMessage,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={(open) => !isConfirming && onOpenChange(open)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-overlay data-[state=open]:animate-fade-in">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
            {description}
          </AlertDialog.Description>
          {children}
          {errorMessage && (
            <Alert kind="error" className="mt-4">
              {errorMessage}
            </Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles({ variant: 'outline' })} disabled={isConfirming}>
              {cancelLabel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the action has answered. */}
            <Button
              variant={isDestructive ? 'danger' : 'primary'}
              isLoading={isConfirming}
              disabled={isConfirmDisabled}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
