import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { overlayClasses } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

interface SheetContentProps {
  title: string;
  /** Drawn in the header instead of the title; the title then stays for screen readers only. */
  heading?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A side panel (a dialog sliding in from the left): focus trap, Escape and backdrop close included. */
export function SheetContent({ title, heading, children, className }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={clsx(
          'fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col bg-white shadow-overlay',
          'data-[state=open]:animate-slide-in-left',
          className,
        )}
      >
        <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4">
          <DialogPrimitive.Title
            className={clsx('font-semibold text-slate-900', heading !== undefined && 'sr-only')}
          >
            {title}
          </DialogPrimitive.Title>
          {heading}
          <DialogPrimitive.Close
            className="ml-auto cursor-pointer rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            aria-label="Cerrar menú"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
