import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type PeriodChoice, PeriodPicker } from './period-picker';

const TODAY = '2026-03-18';

function Harness({ onChange }: { onChange: (choice: PeriodChoice) => void }) {
  const [value, setValue] = useState<PeriodChoice>({
    preset: 'this-month',
    period: { from: '2026-03-01', to: TODAY },
  });
  return (
    <PeriodPicker
      today={TODAY}
      value={value}
      onChange={(choice) => {
        setValue(choice);
        onChange(choice);
      }}
    />
  );
}

const typeDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PeriodPicker', () => {
  it('turns a preset into its period up to the clinic’s today', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Período'), { target: { value: 'last-30-days' } });
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'last-30-days',
      period: { from: '2026-02-17', to: TODAY },
    });
    // Only a personalised period shows the two dates.
    expect(screen.queryByLabelText('Desde')).not.toBeInTheDocument();
  });

  it('reports a personalised period only when it is valid, and says why when it is not', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Período'), { target: { value: 'custom' } });
    onChange.mockClear();

    typeDate('Desde', '2026-03-20');
    expect(
      screen.getByText('La fecha de inicio no puede ser posterior a la fecha de fin'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    typeDate('Desde', '2023-01-01');
    expect(screen.getByText('El período no puede superar los 3 años')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    typeDate('Desde', '2026-01-05');
    expect(screen.queryByText(/no puede/)).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      period: { from: '2026-01-05', to: TODAY },
    });
  });
});
