import { clsx } from 'clsx';
import { PawPrint } from 'lucide-react';

interface LogoProps {
  /** Only the icon, for tight spaces; it still carries the product name for screen readers. */
  isIconOnly?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
  className?: string;
}

const markSizes = { sm: 'size-7 rounded-md', md: 'size-9 rounded-control', lg: 'size-12 rounded-card' };
const iconSizes = { sm: 'size-4', md: 'size-5', lg: 'size-7' };
const markClasses = 'flex items-center justify-center bg-primary text-white shadow-sm';
const textSizes = { sm: 'text-base', md: 'text-xl', lg: 'text-2xl' };

export function Logo({ isIconOnly = false, size = 'md', tone = 'dark', className }: LogoProps) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      {isIconOnly ? (
        <span role="img" aria-label="Citavet" className={clsx(markClasses, markSizes[size])}>
          <PawPrint className={iconSizes[size]} aria-hidden />
        </span>
      ) : (
        <span aria-hidden className={clsx(markClasses, markSizes[size])}>
          <PawPrint className={iconSizes[size]} aria-hidden />
        </span>
      )}
      {!isIconOnly && (
        <span
          className={clsx(
            'font-bold tracking-tight',
            tone === 'dark' ? 'text-slate-900' : 'text-white',
            textSizes[size],
          )}
        >
          Citavet
        </span>
      )}
    </span>
  );
}
