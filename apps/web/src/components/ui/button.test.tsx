import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is enabled and clickable when idle', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it.each(['loading', 'success', 'error'] as const)('is disabled in the %s state', async (state) => {
    const onClick = vi.fn();
    render(
      <Button state={state} onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', state);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('announces the loading state and shows a spinner', () => {
    const { container } = render(<Button isLoading>Iniciar Sesión</Button>);
    const button = screen.getByRole('button', { name: 'Iniciar Sesión' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.animate-spin')).not.toBeNull();
  });

  it('draws a check on success and a cross on error', () => {
    const { container, rerender } = render(<Button state="success">Guardar</Button>);
    expect(container.querySelector('.lucide-check')).not.toBeNull();
    expect(screen.getByRole('button')).toHaveClass('bg-success!');
    rerender(<Button state="error">Guardar</Button>);
    expect(container.querySelector('.lucide-x')).not.toBeNull();
    expect(screen.getByRole('button')).toHaveClass('bg-error!');
  });

  it('applies the size and variant classes', () => {
    render(
      <Button size="lg" variant="outline">
        Grande
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Grande' });
    expect(button).toHaveClass('h-12');
    expect(button).toHaveClass('border-slate-300');
  });
});
