import { Switch } from '@/components/ui/switch';

/**
 * 'Mostrar canceladas': cancelled appointments are hidden by default in every view and, when shown,
 * struck through (status-colors.ts) alike on desktop and mobile.
 */
export function CancelledToggle({
  id,
  isShowing,
  onChange,
}: {
  id: string;
  isShowing: boolean;
  onChange: (isShowing: boolean) => void;
}) {
  return (
    <span className="flex items-center gap-2">
      <Switch id={id} checked={isShowing} onCheckedChange={onChange} />
      <label htmlFor={id} className="text-sm text-slate-700">
        Mostrar canceladas
      </label>
    </span>
  );
}
