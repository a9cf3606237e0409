export const SETTINGS_TABS = [
  { value: 'general', label: 'General' },
  { value: 'ubicacion', label: 'Ubicación' },
  { value: 'contacto', label: 'Contacto' },
  { value: 'medios', label: 'Medios' },
  { value: 'recordatorios', label: 'Recordatorios' },
  { value: 'lista-espera', label: 'Lista de espera' },
  { value: 'plan', label: 'Plan y uso' },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'general';

/** The tab named by the URL hash (#contacto), so a reload or a shared link opens the same tab. */
export function tabFromHash(hash: string): SettingsTab {
  const value = decodeURIComponent(hash.replace(/^#/, ''));
  return SETTINGS_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_SETTINGS_TAB;
}
