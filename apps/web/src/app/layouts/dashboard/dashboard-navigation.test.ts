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
      'Solicitudes',
      'Lista de espera',
      'Servicios',
      'Clientes',
      'Horarios',
      'Reportes',
      'Caja',
      'Reservas Públicas',
    ]);
  });

  it('leads every member to the requests inbox, with its pending badge', () => {
    for (const isAdmin of [false, true]) {
      for (const items of [getDesktopNavigation(space, isAdmin), getMobileNavigation('space-1', isAdmin)]) {
        const inbox = items.find((item) => item.label === 'Solicitudes');
        expect(inbox).toMatchObject({ to: '/dashboard/space-1/solicitudes', hasPendingBadge: true });
      }
    }
  });

  it('reaches it from the mobile side menu too', () => {
    expect(getMobileNavigation('space-1', true).map((item) => item.label)).toEqual([
      'Agenda',
      'Solicitudes',
      'Lista de espera',
      'Servicios',
      'Clientes',
      'Horarios',
      'Reportes',
      'Caja',
      'Miembros',
      'Configuración',
      'Auditoría',
      'Página Pública',
    ]);
    expect(getMobileNavigation('space-1', false).find((item) => item.label === 'Horarios')?.to).toBe(
      '/dashboard/space-1/horarios',
    );
  });
});
