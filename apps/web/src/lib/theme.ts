/** The brand colours a deployment may override at run time. */
export type ThemeColorName = 'primary' | 'coral' | 'success' | 'warning' | 'error';

export type ThemeColors = Partial<Record<ThemeColorName, string>>;

const THEME_COLOR_NAMES: readonly ThemeColorName[] = ['primary', 'coral', 'success', 'warning', 'error'];

function cssVariable(name: ThemeColorName): string {
  return `--color-${name}`;
}

/** Overrides some theme colours; the values are any CSS colour. */
export function setThemeColors(colors: ThemeColors, root: HTMLElement = document.documentElement): void {
  for (const name of THEME_COLOR_NAMES) {
    const value = colors[name];
    if (value) root.style.setProperty(cssVariable(name), value);
  }
}

/** Back to the colours defined in index.css. */
export function resetThemeColors(root: HTMLElement = document.documentElement): void {
  for (const name of THEME_COLOR_NAMES) root.style.removeProperty(cssVariable(name));
}

/**
 * The product is light-only: pin the colour scheme, and pin it again whenever the system
 * preference changes, so nothing (browser form controls, extensions reading the attribute) turns dark.
 * Returns the unsubscribe function.
 */
export function enforceLightTheme(root: HTMLElement = document.documentElement): () => void {
  const applyLight = () => {
    root.style.colorScheme = 'light';
    root.dataset.theme = 'light';
    root.classList.remove('dark');
  };
  applyLight();
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', applyLight);
  return () => query.removeEventListener('change', applyLight);
}
