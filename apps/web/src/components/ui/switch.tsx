import { clsx } from 'clsx';
import { Switch as SwitchPrimitive } from 'radix-ui';

interface SwitchProps {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Required when no visible <label> points at the switch. */
  'aria-label'?: string;
  className?: string;
}

export function Switch({ id, checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-label={props['aria-label']}
      className={clsx(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
        'bg-slate-300 data-[state=checked]:bg-primary',
        className,
      )}
    >
      <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5" />
    </SwitchPrimitive.Root>
  );
}
