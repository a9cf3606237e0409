import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthCalendar, type MonthCalendarDay } from './month-calendar';

function Harness(props: {
  onSelectDate?: (date: string) => void;
  isDateDisabled?: (date: string) => boolean;
  highlightedDates?: ReadonlySet<string>;
  hasOutsideDays?: boolean;
  describeDay?: (day: MonthCalendarDay) => string | undefined;
  canGoToPreviousMonth?: boolean;
}) {
  const [month, setMonth] = useState('2026-03');
  return (
    <MonthCalendar
      month={month}
      onMonthChange={setMonth}
      today="2026-03-10"
      selectedDate="2026-03-20"
      onSelectDate={props.onSelectDate ?? (() => undefined)}
      {...props}
    />
  );
}

describe('MonthCalendar', () => {
  it('shows six Monday-first weeks of the month, titled in Spanish, today and the selection marked', () => {
    render(<Harness />);
    const grid = screen.getByRole('group', { name: 'Marzo de 2026' });
    expect(within(grid).getAllByRole('button')).toHaveLength(42);
    expect(screen.getByTitle('Lunes')).toHaveTextContent('L');
    expect(screen.getByRole('button', { name: 'Martes, 10 de marzo de 2026' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByRole('button', { name: 'Viernes, 20 de marzo de 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // 1 March 2026 is a Sunday: the grid opens on Monday 23 February, a cell that cannot be chosen.
    expect(screen.getByRole('button', { name: 'Lunes, 23 de febrero de 2026', hidden: true })).toBeDisabled();
  });

  it('moves between months, across the year end, unless told not to go back', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    for (let step = 0; step < 10; step += 1)
      await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(screen.getByRole('group', { name: 'Enero de 2027' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(screen.getByRole('group', { name: 'Diciembre de 2026' })).toBeInTheDocument();
    unmount();

    render(<Harness canGoToPreviousMonth={false} />);
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeDisabled();
  });

  it('offers only the enabled days, describes them, and lets the neighbouring months be chosen when asked', async () => {
    const user = userEvent.setup();
    const onSelectDate = vi.fn();
    const { unmount } = render(
      <Harness
        onSelectDate={onSelectDate}
        isDateDisabled={(date) => date < '2026-03-10'}
        highlightedDates={new Set(['2026-03-09', '2026-03-12'])}
        describeDay={(day) => (day.isHighlighted ? 'con horarios disponibles' : undefined)}
      />,
    );
    expect(screen.getByRole('button', { name: 'Lunes, 9 de marzo de 2026' })).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Jueves, 12 de marzo de 2026, con horarios disponibles' }),
    );
    expect(onSelectDate).toHaveBeenCalledWith('2026-03-12');
    unmount();

    render(<Harness onSelectDate={onSelectDate} hasOutsideDays />);
    await user.click(screen.getByRole('button', { name: 'Domingo, 5 de abril de 2026' }));
    expect(onSelectDate).toHaveBeenLastCalledWith('2026-04-05');
  });
});
