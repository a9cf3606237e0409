import {
  MAX_REPORT_DAYS,
  PERIOD_ORDER_MESSAGE,
  PERIOD_TOO_LONG_MESSAGE,
} from '@citavet/domain/reports/report.schema';
import {
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
  type PeriodPreset,
  periodLengthInDays,
  presetPeriod,
  type ReportPeriod,
} from '@citavet/domain/reports/report-period';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export type PeriodChoice = { preset: PeriodPreset | 'custom'; period: ReportPeriod };

const OPTIONS = [
  ...PERIOD_PRESETS.map((preset) => ({ value: preset, label: PERIOD_PRESET_LABELS[preset] })),
  { value: 'custom', label: 'Personalizado' },
];

/** The period: a preset up to the clinic's today, or two dates (both included, at most 3 years). */
export function PeriodPicker({
  today,
  value,
  onChange,
}: {
  today: string;
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  const [draft, setDraft] = useState(value.period);
  const error =
    draft.from > draft.to
      ? PERIOD_ORDER_MESSAGE
      : periodLengthInDays(draft) > MAX_REPORT_DAYS
        ? PERIOD_TOO_LONG_MESSAGE
        : undefined;
  const choose = (preset: string) => {
    if (preset === 'custom') {
      onChange({ preset: 'custom', period: value.period });
      setDraft(value.period);
      return;
    }
    const period = presetPeriod(preset as PeriodPreset, today);
    setDraft(period);
    onChange({ preset: preset as PeriodPreset, period });
  };
  const edit = (next: ReportPeriod) => {
    setDraft(next);
    const isValid = next.from !== '' && next.to !== '' && next.from <= next.to;
    if (isValid && periodLengthInDays(next) <= MAX_REPORT_DAYS) onChange({ preset: 'custom', period: next });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        label="Período"
        options={OPTIONS}
        value={value.preset}
        onChange={(event) => choose(event.target.value)}
        className="w-48"
      />
      {value.preset === 'custom' && (
        <>
          <Input
            label="Desde"
            type="date"
            value={draft.from}
            max={today}
            onChange={(event) => edit({ ...draft, from: event.target.value })}
            className="w-40"
          />
          <Input
            label="Hasta"
            type="date"
            value={draft.to}
            onChange={(event) => edit({ ...draft, to: event.target.value })}
            error={error}
            className="w-40"
          />
        </>
      )}
    </div>
  );
}
