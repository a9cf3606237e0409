import { describe, expect, it } from 'vitest';
import { getDesktopNavigation, getMobileNavigation } from './dashboard-navigation';

const space = { id: 'space-1', route: 'clinica-sol' };

describe('dashboard navigation', () => {
  it('reaches the schedules overview from the header, for members and admins', () => {
    for (const isAdmin of [false, true]) {
      const horarios = getDesktopNavigation(space, isAdmin).find((item) => item.label === 'Horarios');
      expect(horarios?.to).toBe('/dashboard/space-1/horarios');
      expect(horarios?.isExternal).toBeUndefined();
    }
    expect(getDesktopNavigation(space, false).map((item) => item.label)).toEqual([
      'Agenda',
      'Servicios',
      'Clientes',
      'Horarios',
      'Reportes',
      'Reservas Públicas',
    ]);
  });

  it('reaches it from the mobile side menu too', () => {
    expect(getMobileNavigation('space-1', true).map((item) => item.label)).toEqual([
      'Agenda',
      'Servicios',
      'Clientes',
      'Horarios',
      'Reportes',
      'Miembros',
      'Configuración',
      'Página Pública',
    ]);
    expect(getMobileNavigation('space-1', false).find((item) => item.label === 'Horarios')?.to).toBe(
      '/dashboard/space-1/horarios',
    );
  });
});
