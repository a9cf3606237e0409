import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /**
   * Where focus goes on opening: the first control (Radix's default), or the dialog itself for a
   * dialog that is read first — its first control may be a tooltip's trigger, whose tooltip would
   * open on focus and take the first Escape.
   */
  initialFocus?: 'first-control' | 'dialog';
}

export const overlayClasses =
  'fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in';

export function DialogContent({
  title,
  description,
  children,
  footer,
  className,
  initialFocus = 'first-control',
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-card bg-white p-6 shadow-overlay data-[state=open]:animate-fade-in',
          className,
        )}
        onOpenAutoFocus={(event) => {
          if (initialFocus !== 'dialog') return;
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        // Without a description Radix warns; an explicit undefined tells it there is none on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="mb-4 space-y-1.5 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        {footer && (
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
        )}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 cursor-pointer rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          aria-label="Cerrar"
        >
          <X className="size-4" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
