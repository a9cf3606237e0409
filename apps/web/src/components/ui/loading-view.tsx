import { Spinner } from './spinner';

interface LoadingViewProps {
  message?: string;
}

/** Full-screen wait (session check, lazy pages): spinner and message over the brand gradient. */
export function LoadingView({ message = 'Cargando...' }: LoadingViewProps) {
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gradient-to-br from-primary-tint via-white to-orange-50 px-6"
      role="status"
      aria-live="polite"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-white shadow-card">
        <Spinner className="size-7 text-primary" />
      </div>
      <p className="text-sm font-medium text-slate-600">{message}</p>
    </div>
  );
}
