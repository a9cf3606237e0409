import {
  CalendarClock,
  CalendarDays,
  ChartColumn,
  Contact,
  Globe,
  History,
  Inbox,
  ListChecks,
  type LucideIcon,
  Settings,
  Stethoscope,
  Users,
  Wallet,
} from 'lucide-react';
import type { Space } from '@/api/spaces/space-types';
import { paths } from '@/config/paths';

export interface DashboardNavigationItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Opens in a new tab: the public pages are what clients see, not part of the dashboard. */
  isExternal?: boolean;
  /** Shows the count of booking requests waiting for approval. */
  hasPendingBadge?: boolean;
}

type NavigationSpace = Pick<Space, 'id' | 'route'>;

/** The public booking page lives at /{route}; before a route is chosen the id-based page stands in. */
function publicBookingPath(space: NavigationSpace): string {
  return space.route ? paths.publicSpace(space.route) : paths.publicSpaceById(space.id);
}

/**
 * Desktop header: Agenda, Solicitudes, Lista de espera, Servicios, Clientes, Horarios, Reportes (each member sees their own figures), Reservas Públicas, and for admins Miembros,
 * Configuración and Auditoría. Horarios (the schedules overview) was only reachable from a link on the services
 * page; every member may read it, like Servicios.
 */
export function getDesktopNavigation(
  space: NavigationSpace,
  isAdmin: boolean,
  /** Reception reads no figures (packages/domain/src/members/space-permissions.ts). */
  canReadReports = true,
): DashboardNavigationItem[] {
  const items: DashboardNavigationItem[] = [
    { label: 'Agenda', to: paths.space.agenda(space.id), icon: CalendarDays },
    { label: 'Solicitudes', to: paths.space.requests(space.id), icon: Inbox, hasPendingBadge: true },
    { label: 'Lista de espera', to: paths.space.waitlist(space.id), icon: ListChecks },
    { label: 'Servicios', to: paths.space.services(space.id), icon: Stethoscope },
    { label: 'Clientes', to: paths.space.clients(space.id), icon: Contact },
    { label: 'Horarios', to: paths.space.schedules(space.id), icon: CalendarClock },
    ...(canReadReports ? [{ label: 'Reportes', to: paths.space.reports(space.id), icon: ChartColumn }] : []),
    { label: 'Caja', to: paths.space.cashClose(space.id), icon: Wallet },
    { label: 'Reservas Públicas', to: publicBookingPath(space), icon: Globe, isExternal: true },
  ];
  if (isAdmin) {
    items.push(
      { label: 'Miembros', to: paths.space.members(space.id), icon: Users },
      { label: 'Configuración', to: paths.spaceSettings(space.id), icon: Settings },
      { label: 'Auditoría', to: paths.space.audit(space.id), icon: History },
    );
  }
  return items;
}

/**
 * Mobile side menu: Agenda, Solicitudes, Lista de espera, Servicios, Clientes, Horarios, Reportes, Miembros, Configuración, Página Pública. Miembros and
 * Configuración follow the same admin rule as the desktop header, so a member never meets a dead end.
 */
export function getMobileNavigation(
  spaceId: string,
  isAdmin: boolean,
  canReadReports = true,
): DashboardNavigationItem[] {
  const items: DashboardNavigationItem[] = [
    { label: 'Agenda', to: paths.space.agenda(spaceId), icon: CalendarDays },
    { label: 'Solicitudes', to: paths.space.requests(spaceId), icon: Inbox, hasPendingBadge: true },
    { label: 'Lista de espera', to: paths.space.waitlist(spaceId), icon: ListChecks },
    { label: 'Servicios', to: paths.space.services(spaceId), icon: Stethoscope },
    { label: 'Clientes', to: paths.space.clients(spaceId), icon: Contact },
    { label: 'Horarios', to: paths.space.schedules(spaceId), icon: CalendarClock },
    ...(canReadReports ? [{ label: 'Reportes', to: paths.space.reports(spaceId), icon: ChartColumn }] : []),
    { label: 'Caja', to: paths.space.cashClose(spaceId), icon: Wallet },
  ];
  if (isAdmin) {
    items.push(
      { label: 'Miembros', to: paths.space.members(spaceId), icon: Users },
      { label: 'Configuración', to: paths.spaceSettings(spaceId), icon: Settings },
      { label: 'Auditoría', to: paths.space.audit(spaceId), icon: History },
    );
  }
  items.push({ label: 'Página Pública', to: paths.publicSpaceById(spaceId), icon: Globe, isExternal: true });
  return items;
}
