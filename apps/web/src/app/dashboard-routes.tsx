import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';

// A space's dashboard pages, each a lazy chunk like every page but the landing (see router.tsx).
const agendaPage = () =>
  import('./routes/agenda-route').then((module) => ({ Component: module.AgendaRoute }));
const membersPage = () =>
  import('@/features/members/components/members-page').then((module) => ({ Component: module.MembersPage }));
const disabledDatesPage = () =>
  import('@/features/disabled-dates/components/disabled-dates-page').then((module) => ({
    Component: module.DisabledDatesPage,
  }));
const servicesPage = () =>
  import('@/features/services/components/services-page').then((module) => ({
    Component: module.ServicesPage,
  }));
const serviceDetailPage = () =>
  import('@/features/services/components/service-detail-page').then((module) => ({
    Component: module.ServiceDetailPage,
  }));
const serviceSchedulesPage = () =>
  import('@/features/schedules/components/service-schedules-page').then((module) => ({
    Component: module.ServiceSchedulesPage,
  }));
const schedulesOverviewPage = () =>
  import('@/features/schedules/components/schedules-overview-page').then((module) => ({
    Component: module.SchedulesOverviewPage,
  }));
const scheduleManagerPage = () =>
  import('@/features/schedules/components/schedule-manager-page').then((module) => ({
    Component: module.ScheduleManagerPage,
  }));
const requestsPage = () =>
  import('@/features/bookings/components/booking-requests-page').then((module) => ({
    Component: module.BookingRequestsPage,
  }));
const staffWaitlistPage = () =>
  import('@/features/waitlist/components/staff-waitlist-page').then((module) => ({
    Component: module.StaffWaitlistPage,
  }));
const clientsPage = () =>
  import('@/features/clients/components/clients-page').then((module) => ({ Component: module.ClientsPage }));
const duplicateClientsPage = () =>
  import('@/features/clients/components/duplicate-clients-page').then((m) => ({
    Component: m.DuplicateClientsPage,
  }));
const clientPage = () =>
  import('@/features/clients/components/client-page').then((module) => ({ Component: module.ClientPage }));
const newPetPage = () =>
  import('@/features/pets/components/new-pet-page').then((module) => ({ Component: module.NewPetPage }));
const petPage = () =>
  import('@/features/pets/components/pet-page').then((module) => ({ Component: module.PetPage }));
const newChargePage = () =>
  import('@/features/charges/components/new-charge-page').then((module) => ({
    Component: module.NewChargePage,
  }));
const chargePage = () =>
  import('@/features/charges/components/charge-page').then((module) => ({ Component: module.ChargePage }));
const chargeSettingsPage = () =>
  import('@/features/charges/components/charge-settings-page').then((module) => ({
    Component: module.ChargeSettingsPage,
  }));
const cashClosePage = () =>
  import('@/features/charges/components/cash-close-page').then((module) => ({
    Component: module.CashClosePage,
  }));
const auditPage = () =>
  import('@/features/audit/components/audit-page').then((module) => ({ Component: module.AuditPage }));
// Reports carry the one chart library (uPlot): only this chunk loads it (decision 043).
const reportsPage = () =>
  import('@/features/reports/components/reports-page').then((module) => ({ Component: module.ReportsPage }));

export const redirectTo = (path: string) => <Navigate to={path} replace />;

// The pages under /dashboard/{spaceId}; an unknown one goes back to the dashboard.
export const dashboardChildren: RouteObject[] = [
  { index: true, element: <Navigate to="agenda" replace /> },
  { path: 'agenda', lazy: agendaPage },
  { path: 'solicitudes', lazy: requestsPage },
  { path: 'lista-espera', lazy: staffWaitlistPage },
  { path: 'servicios', lazy: servicesPage },
  { path: 'servicios/:serviceId', lazy: serviceDetailPage },
  { path: 'servicios/:serviceId/horarios', lazy: serviceSchedulesPage },
  { path: 'servicios/:serviceId/schedule-manager', lazy: scheduleManagerPage },
  { path: 'horarios', lazy: schedulesOverviewPage },
  { path: 'miembros', lazy: membersPage },
  { path: 'disabled-dates', lazy: disabledDatesPage },
  { path: 'clientes', lazy: clientsPage },
  { path: 'clientes/duplicados', lazy: duplicateClientsPage },
  { path: 'clientes/:clientId', lazy: clientPage },
  { path: 'clientes/:clientId/mascotas/nueva', lazy: newPetPage },
  { path: 'mascotas/:petId', lazy: petPage },
  { path: 'auditoria', lazy: auditPage },
  { path: 'cobros/nuevo', lazy: newChargePage },
  { path: 'cobros/ajustes', lazy: chargeSettingsPage },
  { path: 'cobros/:chargeId', lazy: chargePage },
  { path: 'caja', lazy: cashClosePage },
  { path: 'reportes', lazy: reportsPage },
  { path: '*', element: redirectTo(paths.dashboard) },
];
