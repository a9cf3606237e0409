import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when the surrounding text already says it is loading. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <LoaderCircle
      className={clsx('animate-spin', className ?? 'size-4')}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
