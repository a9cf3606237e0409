import { clsx } from 'clsx';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from './button';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  isRetrying?: boolean;
  className?: string;
}

export function ErrorState({
  title = 'No se pudo cargar la información',
  message,
  onRetry,
  isRetrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={clsx('flex flex-col items-center px-6 py-12 text-center', className)}>
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-error/10 text-error">
        <CircleAlert className="size-6" aria-hidden />
      </div>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {message && <p className="mt-1.5 max-w-sm text-sm text-slate-600">{message}</p>}
      {onRetry && (
        <Button
          variant="outline"
          className="mt-6"
          onClick={onRetry}
          isLoading={isRetrying}
          icon={<RotateCw className="size-4" aria-hidden />}
        >
          Reintentar
        </Button>
      )}
    </div>
  );
}
