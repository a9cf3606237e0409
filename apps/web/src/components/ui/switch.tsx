import { clsx } from 'clsx';

interface SwitchProps {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Required when no visible <label> points at the switch. */
  'aria-label'?: string;
  className?: string;
}

/**
 * A button with the switch role: Space and Enter toggle it, and a <label for> names it. Written by
 * hand rather than with Radix's, which brought four chunks to the pricing page's first paint for
 * what a button does.
 */
export function Switch({ id, checked, onCheckedChange, className, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={props['aria-label']}
      data-state={state}
      onClick={() => onCheckedChange(!checked)}
      className={clsx(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
        'bg-slate-300 data-[state=checked]:bg-primary',
        className,
      )}
    >
      <span
        data-state={state}
        className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5"
      />
    </button>
  );
}
