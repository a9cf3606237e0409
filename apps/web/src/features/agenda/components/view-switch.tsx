import { ToggleGroup } from 'radix-ui';
import type { AgendaView } from '../utils/agenda-dates';

const VIEWS: { value: AgendaView; label: string }[] = [
  { value: 'daily', label: 'Diaria' },
  { value: 'weekly', label: 'Semanal' },
  { value: 'monthly', label: 'Mensual' },
];

interface ViewSwitchProps {
  view: AgendaView;
  onChange: (view: AgendaView) => void;
}

/** Diaria / Semanal / Mensual: one always chosen, arrow keys move between them. */
export function ViewSwitch({ view, onChange }: ViewSwitchProps) {
  return (
    <ToggleGroup.Root
      type="single"
      value={view}
      onValueChange={(value) => {
        if (value) onChange(value as AgendaView);
      }}
      aria-label="Vista de la agenda"
      className="inline-flex gap-1 rounded-control bg-slate-100 p-1"
    >
      {VIEWS.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 data-[state=on]:bg-white data-[state=on]:text-primary data-[state=on]:shadow-sm"
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
