import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'error' | 'info';

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  primary: 'bg-primary-tint text-primary-hover',
  accent: 'bg-coral/15 text-orange-800',
  success: 'bg-success/10 text-green-800',
  warning: 'bg-warning/10 text-amber-800',
  error: 'bg-error/10 text-red-800',
  info: 'bg-info/10 text-blue-800',
};

interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        toneClasses[tone],
        className,
      )}
      {...props}
    />
  );
}
