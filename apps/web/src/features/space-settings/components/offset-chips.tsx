import { formatOffset, MAX_OFFSETS } from '@citavet/domain/reminders/reminder-settings.schema';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';

const UNITS = [
  { value: '60', label: 'horas' },
  { value: '1440', label: 'días' },
  { value: '1', label: 'minutos' },
] as const;

interface OffsetChipsProps {
  offsets: readonly number[];
  onChange: (offsets: number[]) => void;
  error?: string | undefined;
}

/** The appointment reminders' offsets as removable chips ('48 h', '2 h'), and a row to add one. */
export function OffsetChips({ offsets, onChange, error }: OffsetChipsProps) {
  const [amount, setAmount] = useState('2');
  const [unit, setUnit] = useState<string>('60');
  const add = () => {
    const minutes = Math.round(Number(amount) * Number(unit));
    if (!Number.isFinite(minutes) || amount.trim() === '') return;
    // Kept even when out of range: the schema's Spanish message then says why it cannot be saved.
    if (!offsets.includes(minutes)) onChange([...offsets, minutes].sort((a, b) => b - a));
  };
  return (
    <div className="space-y-2">
      <span className="block text-sm font-medium text-slate-700" id="offsets-label">
        Avisos antes de la cita
      </span>
      <ul className="flex min-h-9 flex-wrap gap-2" aria-labelledby="offsets-label">
        {offsets.length === 0 && <li className="text-sm text-slate-500">Sin avisos</li>}
        {offsets.map((offset) => (
          <li
            key={offset}
            className="inline-flex items-center gap-1 rounded-full bg-primary-tint py-1 pr-1 pl-3 text-sm font-medium text-primary-hover"
          >
            {offset > 0 ? formatOffset(offset) : `${offset} min`}
            <button
              type="button"
              onClick={() => onChange(offsets.filter((value) => value !== offset))}
              className="rounded-full p-0.5 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-primary"
              aria-label={`Quitar el aviso de ${offset > 0 ? formatOffset(offset) : `${offset} min`}`}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {offsets.length < MAX_OFFSETS && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="space-y-1 text-sm text-slate-700">
            <span className="block">Cantidad</span>
            <input
              type="number"
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className="h-10 w-24 rounded-lg border border-slate-300 px-3 text-sm"
            />
          </label>
          <label className="space-y-1 text-sm text-slate-700">
            <span className="block">Unidad</span>
            <select
              value={unit}
              onChange={(event) => setUnit(event.target.value)}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              {UNITS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <Button type="button" variant="secondary" onClick={add}>
            Añadir aviso
          </Button>
        </div>
      )}
      <FieldMessage fieldId="offsets" error={error} />
    </div>
  );
}
