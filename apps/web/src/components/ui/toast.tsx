import { useEffect } from 'react';
import { type ExternalToast, Toaster as SonnerToaster, toast } from 'sonner';
import { useMediaQuery } from '@/lib/use-media-query';
import { demandToaster } from './toaster-demand';

export const TOAST_DURATION_MS = 5000;

interface NotifyOptions {
  description?: string;
  /** Milliseconds; the spec's default is 5000. */
  duration?: number;
  /** A button in the toast (e.g. 'Deshacer'); clicking it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

function options({ description, duration, action }: NotifyOptions = {}): ExternalToast {
  return { description, duration: duration ?? TOAST_DURATION_MS, ...(action ? { action } : {}) };
}

// The renderer loads after the first page (app.tsx). The toast library drops toasts nobody listens
// to, so until a renderer has mounted once they wait here and it shows them when it mounts.
let hasToasterMounted = false;
const waitingToasts: Array<() => void> = [];

function show(display: () => void): void {
  if (hasToasterMounted) {
    display();
    return;
  }
  waitingToasts.push(display);
  demandToaster();
}

/** The four toast kinds. */
export const notify = {
  success: (message: string, notifyOptions?: NotifyOptions) =>
    show(() => toast.success(message, options(notifyOptions))),
  error: (message: string, notifyOptions?: NotifyOptions) =>
    show(() => toast.error(message, options(notifyOptions))),
  warning: (message: string, notifyOptions?: NotifyOptions) =>
    show(() => toast.warning(message, options(notifyOptions))),
  info: (message: string, notifyOptions?: NotifyOptions) =>
    show(() => toast.info(message, options(notifyOptions))),
};

// Where toasts open. From 768 px up every page header keeps its main action ('Nueva Fecha',
// 'Nuevo cliente'…) at its top right, and a toast there covered it: the pointer on the toast pauses
// its timer, so the button stayed covered for as long as one aimed at it. There they open at the
// bottom right, which nothing fixed uses at that width. Below 768 px the bottom holds fixed bars (the
// public page's booking bar, the settings' save bar, the agenda's add button), so toasts open below
// the sticky header instead, clear of its navigation and user menu. The headers are 64 px tall (h-16)
// from 540 px up and 56 px (h-14) below; sonner switches to its mobile offset under 600 px, where
// either header can show, so that offset clears the taller one.
export const TOAST_WIDE_QUERY = '(min-width: 768px)';
export const TOAST_WIDE_OFFSET = { bottom: 16, right: 16 } as const;
export const TOAST_OFFSET = { top: 76, right: 16 } as const;
export const TOAST_MOBILE_OFFSET = { top: 72, left: 12, right: 12 } as const;

export function Toaster() {
  const isWide = useMediaQuery(TOAST_WIDE_QUERY, false);
  // Runs after the library's own renderer has subscribed (children's effects run first).
  useEffect(() => {
    hasToasterMounted = true;
    for (const display of waitingToasts.splice(0)) display();
  }, []);

  return (
    <SonnerToaster
      position={isWide ? 'bottom-right' : 'top-right'}
      offset={isWide ? TOAST_WIDE_OFFSET : TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      theme="light"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
