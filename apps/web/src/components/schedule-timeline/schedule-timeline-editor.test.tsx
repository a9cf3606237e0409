import { createDefaultTimeline, type ScheduleTimeline } from '@citavet/domain/schedules/schedule-timeline';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ScheduleTimelineEditor } from './schedule-timeline-editor';

function Harness({ initial = createDefaultTimeline() }: { initial?: ScheduleTimeline }) {
  const [timeline, setTimeline] = useState(initial);
  return <ScheduleTimelineEditor value={timeline} onChange={setTimeline} />;
}

const startOfMonday = () => screen.getByRole('slider', { name: 'Inicio del rango 1 del Lunes' });
const endOfMonday = () => screen.getByRole('slider', { name: 'Fin del rango 1 del Lunes' });

describe('ScheduleTimelineEditor', () => {
  it('starts with Monday to Friday selected, each with 09:00–17:00', () => {
    render(<Harness />);
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']) {
      expect(screen.getByRole('button', { name: day })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.getByRole('button', { name: 'Sábado' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Lunes a Viernes' })).toHaveAttribute('aria-pressed', 'true');
    expect(startOfMonday()).toHaveAttribute('aria-valuetext', '09:00');
    expect(endOfMonday()).toHaveAttribute('aria-valuetext', '17:00');
    expect(screen.getAllByRole('slider')).toHaveLength(10);
  });

  it('moves an edge by 15 minutes with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    startOfMonday().focus();
    await user.keyboard('{ArrowRight}');
    expect(startOfMonday()).toHaveAttribute('aria-valuetext', '09:15');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(startOfMonday()).toHaveAttribute('aria-valuetext', '08:45');
    expect(screen.getByLabelText('Desde (Lunes, rango 1)')).toHaveDisplayValue('08:45');

    endOfMonday().focus();
    await user.keyboard('{ArrowUp}');
    expect(endOfMonday()).toHaveAttribute('aria-valuetext', '17:15');
    // The other days are untouched.
    expect(screen.getByRole('slider', { name: 'Inicio del rango 1 del Martes' })).toHaveAttribute(
      'aria-valuetext',
      '09:00',
    );
  });

  it('never lets the start reach the end, nor the end reach the start', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    startOfMonday().focus();
    await user.keyboard('{End}');
    // The range keeps its minimum width (60 px at 64 px per hour = one hour).
    expect(startOfMonday()).toHaveAttribute('aria-valuetext', '16:00');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(startOfMonday()).toHaveAttribute('aria-valuetext', '16:00');

    endOfMonday().focus();
    await user.keyboard('{Home}');
    expect(endOfMonday()).toHaveAttribute('aria-valuetext', '17:00');
    expect(endOfMonday()).toHaveAttribute('aria-valuemin', String(17 * 60));

    // The time lists only offer what the rules allow: a start before the end, an end up to 23:45.
    const optionTexts = (label: string) =>
      Array.from(screen.getByLabelText(label).querySelectorAll('option'), (option) => option.textContent);
    expect(optionTexts('Desde (Martes, rango 1)')[0]).toBe('00:00');
    expect(optionTexts('Desde (Martes, rango 1)').at(-1)).toBe('16:00');
    expect(optionTexts('Hasta (Martes, rango 1)')[0]).toBe('10:00');
    expect(optionTexts('Hasta (Martes, rango 1)').at(-1)).toBe('23:45');
  });

  it('edits a range from its time lists, on the 15-minute grid', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText('Desde (Lunes, rango 1)'), '08:15');
    expect(startOfMonday()).toHaveAttribute('aria-valuetext', '08:15');
    const minutes = Array.from(
      screen.getByLabelText('Desde (Lunes, rango 1)').querySelectorAll('option'),
      (option) => Number(option.getAttribute('value')),
    );
    expect(minutes.every((minute) => minute % 15 === 0)).toBe(true);
  });

  it('has no remove button for the only range, and adds 14:00–18:00 style ranges where there is room', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('button', { name: /Eliminar rango 1 del Lunes/ })).not.toBeInTheDocument();

    // Shorten Monday to 09:00–13:00 so 14:00–18:00 is free.
    await user.selectOptions(screen.getByLabelText('Hasta (Lunes, rango 1)'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Agregar rango (Lunes)' }));
    expect(screen.getByRole('slider', { name: 'Inicio del rango 2 del Lunes' })).toHaveAttribute(
      'aria-valuetext',
      '14:00',
    );
    expect(screen.getByRole('slider', { name: 'Fin del rango 2 del Lunes' })).toHaveAttribute(
      'aria-valuetext',
      '18:00',
    );

    // Two ranges: each can go; back to one, the remove button disappears again.
    await user.click(screen.getByRole('button', { name: 'Eliminar rango 1 del Lunes' }));
    expect(startOfMonday()).toHaveAttribute('aria-valuetext', '14:00');
    expect(screen.queryByRole('button', { name: /Eliminar rango \d del Lunes/ })).not.toBeInTheDocument();
  });

  it('keeps an edge from crossing into the neighbouring range', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText('Hasta (Lunes, rango 1)'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Agregar rango (Lunes)' }));
    endOfMonday().focus();
    await user.keyboard('{End}');
    expect(endOfMonday()).toHaveAttribute('aria-valuetext', '14:00');
  });

  it('selects days with the presets and the chips', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Lunes a Sábado' }));
    expect(screen.getByRole('button', { name: 'Sábado' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Inicio del rango 1 del Sábado' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lunes' }));
    expect(screen.getByRole('button', { name: 'Lunes' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('slider', { name: 'Inicio del rango 1 del Lunes' })).not.toBeInTheDocument();
  });

  it('resizes with a pointer drag, snapped to the grid', () => {
    render(<Harness />);
    const handle = endOfMonday();
    const track = handle.parentElement?.parentElement as HTMLElement;
    track.getBoundingClientRect = () => ({ left: 100 }) as DOMRect;
    let isCaptured = false;
    handle.setPointerCapture = () => {
      isCaptured = true;
    };
    handle.hasPointerCapture = () => isCaptured;
    handle.releasePointerCapture = () => {
      isCaptured = false;
    };
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 100 + 17 * 64 });
    // 18:07 at 64 px per hour snaps to 18:00.
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 100 + 18 * 64 + 7.5 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(endOfMonday()).toHaveAttribute('aria-valuetext', '18:00');
  });
});
