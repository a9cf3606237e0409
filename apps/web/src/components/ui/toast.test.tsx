import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, TOAST_MOBILE_OFFSET, TOAST_OFFSET, Toaster } from './toast';

describe('Toaster', () => {
  it('places toasts below the sticky header (64 px desktop, 56 px mobile), not over its navigation', async () => {
    render(<Toaster />);
    act(() => notify.success('Servicio guardado'));
    expect(await screen.findByText('Servicio guardado')).toBeInTheDocument();
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list?.style.getPropertyValue('--offset-top')).toBe(`${TOAST_OFFSET.top}px`);
    expect(list?.style.getPropertyValue('--mobile-offset-top')).toBe(`${TOAST_MOBILE_OFFSET.top}px`);
    expect(TOAST_OFFSET.top).toBeGreaterThan(64);
    expect(TOAST_MOBILE_OFFSET.top).toBeGreaterThan(64);
  });
});
