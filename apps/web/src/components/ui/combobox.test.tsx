import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';

const ZONES: ComboboxOption[] = [
  { value: 'Europe/Madrid', label: 'Madrid', description: 'UTC+01:00' },
  { value: 'Europe/Lisbon', label: 'Lisboa', description: 'UTC+00:00' },
  { value: 'America/Bogota', label: 'Bogotá', description: 'UTC-05:00' },
];

function Harness({
  onSelect,
  onSubmit,
}: {
  onSelect: (option: ComboboxOption) => void;
  onSubmit?: () => void;
}) {
  const [text, setText] = useState('');
  const options = ZONES.filter((zone) => zone.label.toLowerCase().includes(text.toLowerCase()));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <Combobox
        label="Zona horaria"
        inputValue={text}
        onInputChange={setText}
        options={options}
        onSelect={(option) => {
          onSelect(option);
          setText(option.label);
        }}
        emptyText="Ninguna zona horaria coincide"
      />
    </form>
  );
}

describe('Combobox', () => {
  it('filters as the user types and chooses with the arrows and Enter, without submitting the form', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onSelect={onSelect} onSubmit={onSubmit} />);
    const field = screen.getByRole('combobox', { name: 'Zona horaria' });
    await user.type(field, 'o');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'LisboaUTC+00:00',
      'BogotáUTC-05:00',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Bogotá/ })).toHaveAttribute('aria-selected', 'true');
    expect(field.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Bogotá/ }).id,
    );
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(ZONES[2]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveValue('Bogotá');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with the pointer, says when nothing matches, and closes on Escape', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const field = screen.getByRole('combobox', { name: 'Zona horaria' });
    await user.type(field, 'zz');
    expect(screen.getByRole('status')).toHaveTextContent('Ninguna zona horaria coincide');
    await user.clear(field);
    await user.type(field, 'mad');
    await user.click(screen.getByRole('option', { name: /Madrid/ }));
    expect(onSelect).toHaveBeenCalledWith(ZONES[0]);

    await user.type(field, 'x');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses nothing when the field is left with an option highlighted', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox', { name: 'Zona horaria' }), 'a');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
