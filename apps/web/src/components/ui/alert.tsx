import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertKind = 'success' | 'error' | 'warning' | 'info';

const kindStyles: Record<AlertKind, { container: string; icon: string }> = {
  success: { container: 'border-success/30 bg-success/5 text-green-900', icon: 'text-success' },
  error: { container: 'border-error/30 bg-error/5 text-red-900', icon: 'text-error' },
  warning: { container: 'border-warning/30 bg-warning/5 text-amber-900', icon: 'text-warning' },
  info: { container: 'border-info/30 bg-info/5 text-blue-900', icon: 'text-info' },
};

const kindIcons = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info };

interface AlertProps {
  kind?: AlertKind;
  title?: string;
  children?: ReactNode;
  onClose?: () => void;
  className?: string;
}

export function Alert({ kind = 'info', title, children, onClose, className }: AlertProps) {
  const Icon = kindIcons[kind];
  const styles = kindStyles[kind];
  // Errors and warnings interrupt; successes and notes wait their turn.
  const isUrgent = kind === 'error' || kind === 'warning';
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-control border p-3.5 text-sm', styles.container, className)}
    >
      <Icon className={clsx('mt-0.5 size-4 shrink-0', styles.icon)} aria-hidden />
      <div className="min-w-0 flex-1 space-y-0.5">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="leading-relaxed">{children}</div>}
      </div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          className="-m-1 h-fit cursor-pointer rounded p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
          aria-label="Cerrar aviso"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
