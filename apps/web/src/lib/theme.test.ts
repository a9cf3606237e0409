import { afterEach, describe, expect, it } from 'vitest';
import { enforceLightTheme, resetThemeColors, setThemeColors } from './theme';

afterEach(() => resetThemeColors());

describe('theme colours', () => {
  it('overrides only the colours given, and resets them all', () => {
    const root = document.documentElement;
    setThemeColors({ primary: '#1d4ed8', coral: '#fb7185' });
    expect(root.style.getPropertyValue('--color-primary')).toBe('#1d4ed8');
    expect(root.style.getPropertyValue('--color-coral')).toBe('#fb7185');
    expect(root.style.getPropertyValue('--color-success')).toBe('');
    resetThemeColors();
    expect(root.style.getPropertyValue('--color-primary')).toBe('');
    expect(root.style.getPropertyValue('--color-coral')).toBe('');
  });

  it('pins the light colour scheme', () => {
    const root = document.documentElement;
    root.classList.add('dark');
    const stop = enforceLightTheme(root);
    expect(root.dataset.theme).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
    stop();
  });
});
