import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldIdFromLabel } from './field-id';
import { Input } from './input';

describe('fieldIdFromLabel', () => {
  it('lowercases the label and turns spaces into hyphens', () => {
    expect(fieldIdFromLabel('Email')).toBe('email');
    expect(fieldIdFromLabel('Nombre completo')).toBe('nombre-completo');
    expect(fieldIdFromLabel('  Confirmar   Nueva Contraseña ')).toBe('confirmar-nueva-contraseña');
  });
});

describe('Input', () => {
  it('derives its id from the label and links the label to the field', () => {
    render(<Input label="Nombre completo" />);
    const field = screen.getByLabelText('Nombre completo');
    expect(field).toHaveAttribute('id', 'nombre-completo');
  });

  it('keeps an explicit id', () => {
    render(<Input label="Nombre completo" id="nombre" />);
    expect(screen.getByLabelText('Nombre completo')).toHaveAttribute('id', 'nombre');
  });

  it('shows the helper text in grey when there is no error', () => {
    render(<Input label="Teléfono" helperText="Opcional" />);
    const helper = screen.getByText('Opcional');
    expect(helper).toHaveClass('text-slate-500');
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription('Opcional');
    expect(screen.getByLabelText('Teléfono')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error in red instead of the helper text and marks the field invalid', () => {
    render(<Input label="Email" helperText="Tu email de trabajo" error="Email inválido" />);
    const field = screen.getByLabelText('Email');
    expect(screen.getByText('Email inválido')).toHaveClass('text-error');
    expect(screen.queryByText('Tu email de trabajo')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Email inválido');
  });
});
