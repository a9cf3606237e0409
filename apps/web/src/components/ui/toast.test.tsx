import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  notify,
  TOAST_MOBILE_OFFSET,
  TOAST_OFFSET,
  TOAST_WIDE_OFFSET,
  TOAST_WIDE_QUERY,
  Toaster,
} from './toast';

/** A window as wide as `isWide` says, as far as media queries go. */
function stubWidth(isWide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === TOAST_WIDE_QUERY ? isWide : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Toaster', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens toasts at the bottom right from 768 px up, away from the page header's main action", async () => {
    stubWidth(true);
    render(<Toaster />);
    act(() => notify.success('Fecha deshabilitada creada exitosamente'));
    expect(await screen.findByText('Fecha deshabilitada creada exitosamente')).toBeInTheDocument();
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list?.dataset.yPosition).toBe('bottom');
    expect(list?.dataset.xPosition).toBe('right');
    expect(list?.style.getPropertyValue('--offset-bottom')).toBe(`${TOAST_WIDE_OFFSET.bottom}px`);
  });

  it('places toasts below the sticky header (64 px desktop, 56 px mobile) under 768 px, not over its navigation', async () => {
    stubWidth(false);
    render(<Toaster />);
    act(() => notify.success('Servicio guardado'));
    expect(await screen.findByText('Servicio guardado')).toBeInTheDocument();
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list?.dataset.yPosition).toBe('top');
    expect(list?.style.getPropertyValue('--offset-top')).toBe(`${TOAST_OFFSET.top}px`);
    expect(list?.style.getPropertyValue('--mobile-offset-top')).toBe(`${TOAST_MOBILE_OFFSET.top}px`);
    expect(TOAST_OFFSET.top).toBeGreaterThan(64);
    expect(TOAST_MOBILE_OFFSET.top).toBeGreaterThan(64);
  });
});
