import { type ExternalToast, Toaster as SonnerToaster, toast } from 'sonner';

export const TOAST_DURATION_MS = 5000;

interface NotifyOptions {
  description?: string;
  /** Milliseconds; the spec's default is 5000. */
  duration?: number;
}

function options({ description, duration }: NotifyOptions = {}): ExternalToast {
  return { description, duration: duration ?? TOAST_DURATION_MS };
}

/** The four toast kinds of part 1 §2. */
export const notify = {
  success: (message: string, notifyOptions?: NotifyOptions) => toast.success(message, options(notifyOptions)),
  error: (message: string, notifyOptions?: NotifyOptions) => toast.error(message, options(notifyOptions)),
  warning: (message: string, notifyOptions?: NotifyOptions) => toast.warning(message, options(notifyOptions)),
  info: (message: string, notifyOptions?: NotifyOptions) => toast.info(message, options(notifyOptions)),
};

export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      theme="light"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
