import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'accent' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';
/** The save-button cycle: idle → loading → success | error. */
export type ButtonState = 'idle' | 'loading' | 'success' | 'error';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white shadow-sm hover:bg-primary-hover',
  secondary: 'bg-primary-tint text-primary-hover hover:bg-teal-200',
  outline:
    'border border-slate-300 bg-white text-slate-700 shadow-sm hover:border-slate-400 hover:bg-slate-50',
  accent: 'bg-coral-strong text-white shadow-sm hover:bg-coral-strong-hover',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'bg-error text-white shadow-sm hover:bg-red-700',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
};

interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  className?: string | undefined;
}

/** Button looks for elements that are not buttons (router links styled as calls to action). */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  isFullWidth,
  className,
}: ButtonStyleOptions = {}) {
  return clsx(
    'inline-flex shrink-0 items-center justify-center rounded-control font-medium whitespace-nowrap',
    'transition-colors duration-150 select-none focus-visible:outline-2 focus-visible:outline-offset-2',
    variantClasses[variant],
    sizeClasses[size],
    isFullWidth && 'w-full',
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  state?: ButtonState;
  /** Shorthand for `state="loading"`. */
  isLoading?: boolean;
  isFullWidth?: boolean;
  icon?: ReactNode;
}

const stateClasses: Partial<Record<ButtonState, string>> = {
  success: 'bg-success! text-white! border-transparent!',
  error: 'bg-error! text-white! border-transparent!',
};

export function Button({
  variant = 'primary',
  size = 'md',
  state = 'idle',
  isLoading = false,
  isFullWidth = false,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const effectiveState: ButtonState = isLoading ? 'loading' : state;
  const isBusy = effectiveState !== 'idle';
  const iconSize = size === 'lg' ? 'size-5' : 'size-4';

  let leadingIcon = icon;
  if (effectiveState === 'loading') leadingIcon = <Spinner className={iconSize} />;
  if (effectiveState === 'success') leadingIcon = <Check className={iconSize} aria-hidden />;
  if (effectiveState === 'error') leadingIcon = <X className={iconSize} aria-hidden />;

  return (
    <button
      type={type}
      disabled={disabled || isBusy}
      aria-busy={effectiveState === 'loading' || undefined}
      data-state={effectiveState}
      className={buttonStyles({
        variant,
        size,
        isFullWidth,
        className: clsx(
          'cursor-pointer disabled:cursor-not-allowed',
          effectiveState === 'idle' || effectiveState === 'loading'
            ? 'disabled:opacity-60'
            : stateClasses[effectiveState],
          className,
        ),
      })}
      {...props}
    >
      {leadingIcon}
      {children}
    </button>
  );
}
