import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

describe('Select', () => {
  it('marks a required field as Input does: an asterisk for the eye, aria-required for the ear', () => {
    render(<Select label="Especie" options={[{ value: 'perro', label: 'Perro' }]} isRequiredMarked />);
    const select = screen.getByRole('combobox', { name: 'Especie' });
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden');
  });
});
