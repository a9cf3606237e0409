import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanComparison } from './plan-comparison';

describe('PlanComparison', () => {
  it('tells small screens that the table scrolls sideways and lets the keyboard scroll it', () => {
    render(<PlanComparison />);
    const region = screen.getByRole('region', { name: 'Tabla de comparación de planes' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription('Desliza la tabla hacia un lado para ver todos los planes →');
    expect(region).toContainElement(screen.getByRole('table'));
    expect(screen.getByTestId('comparison-scroll-shadow')).toHaveClass('sm:hidden');
  });
});
