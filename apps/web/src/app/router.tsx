import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingView } from '@/components/ui/loading-view';
import { paths } from '@/config/paths';
import { ComingSoonPanel } from './coming-soon-panel';
import { FirstSpaceRedirect } from './guards/first-space-redirect';
import { RouteGuard } from './guards/route-guard';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorView } from './route-error-view';

// Every page is a lazy chunk: the public pages never download dashboard code and vice versa.
const landingPage = () =>
  import('@/features/marketing/components/landing-page').then((module) => ({
    Component: module.LandingPage,
  }));
const pricingPage = () =>
  import('@/features/marketing/components/pricing-page').then((module) => ({
    Component: module.PricingPage,
  }));
const termsPage = () =>
  import('@/features/marketing/components/terms-page').then((module) => ({ Component: module.TermsPage }));
const privacyPage = () =>
  import('@/features/marketing/components/privacy-page').then((module) => ({
    Component: module.PrivacyPage,
  }));
const loginPage = () => import('./routes/login-route').then((module) => ({ Component: module.LoginRoute }));
const registerPage = () =>
  import('./routes/register-route').then((module) => ({ Component: module.RegisterRoute }));
const forgotPasswordPage = () =>
  import('./routes/forgot-password-route').then((module) => ({ Component: module.ForgotPasswordRoute }));
const resetPasswordPage = () =>
  import('./routes/reset-password-route').then((module) => ({ Component: module.ResetPasswordRoute }));
const dashboardLayout = () =>
  import('./layouts/dashboard/dashboard-layout').then((module) => ({ Component: module.DashboardLayout }));
const settingsLayout = () =>
  import('./layouts/settings-layout').then((module) => ({ Component: module.SettingsLayout }));
const userSettingsPage = () =>
  import('./routes/user-settings-route').then((module) => ({ Component: module.UserSettingsRoute }));

const redirectTo = (path: string) => <Navigate to={path} replace />;

// Dashboard sub-pages (part 2 §2). Each placeholder is replaced by its screen as it is built.
const dashboardChildren: RouteObject[] = [
  { index: true, element: <Navigate to="agenda" replace /> },
  { path: 'agenda', element: <ComingSoonPanel title="Agenda" /> },
  { path: 'servicios', element: <ComingSoonPanel title="Gestión de Servicios" /> },
  { path: 'servicios/:serviceId', element: <ComingSoonPanel title="Detalle del servicio" /> },
  { path: 'servicios/:serviceId/horarios', element: <ComingSoonPanel title="Horarios del servicio" /> },
  { path: 'servicios/:serviceId/schedule-manager', element: <ComingSoonPanel title="Configurar Horarios" /> },
  { path: 'horarios', element: <ComingSoonPanel title="Vista de Horarios" /> },
  { path: 'miembros', element: <ComingSoonPanel title="Miembros" /> },
  { path: 'disabled-dates', element: <ComingSoonPanel title="Fechas Deshabilitadas" /> },
  { path: '*', element: redirectTo(paths.dashboard) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <LoadingView />,
    children: [
      // Public pages.
      { index: true, lazy: landingPage },
      { path: 'pricing', lazy: pricingPage },
      { path: 'terms', lazy: termsPage },
      { path: 'privacy', lazy: privacyPage },
      { path: 'forgot-password', lazy: forgotPasswordPage },
      { path: 'reset-password', lazy: resetPasswordPage },
      {
        path: 'veterinarias',
        element: <ComingSoonPanel title="Directorio de veterinarias" variant="page" />,
      },
      { path: 'espacios/:spaceId', element: <ComingSoonPanel title="Reservar una cita" variant="page" /> },
      { path: 'reservas/:token', element: <ComingSoonPanel title="Tu reserva" variant="page" /> },

      // Account aliases.
      { path: 'login', element: redirectTo(paths.login) },
      { path: 'accounts', element: redirectTo(paths.login) },

      // Guests only.
      {
        element: <RouteGuard kind="guest-only" />,
        children: [
          { path: 'accounts/login', lazy: loginPage },
          { path: 'accounts/register', lazy: registerPage },
        ],
      },

      // Signed in, setup not finished.
      {
        element: <RouteGuard kind="signed-in" />,
        children: [
          { path: 'setup/*', element: <ComingSoonPanel title="Configuración inicial" variant="page" /> },
        ],
      },

      // Signed in with setup complete.
      {
        element: <RouteGuard kind="dashboard" />,
        children: [
          { path: 'dashboard', element: <FirstSpaceRedirect /> },
          { path: 'dashboard/:spaceId', lazy: dashboardLayout, children: dashboardChildren },
          {
            lazy: settingsLayout,
            children: [
              { path: 'settings/user', lazy: userSettingsPage },
              {
                path: 'settings/space/:spaceId',
                element: <ComingSoonPanel title="Configuración de mi Veterinaria" />,
              },
            ],
          },
        ],
      },

      // Dashboard pages asked for without a space.
      { path: 'agenda', element: redirectTo(paths.dashboard) },
      { path: 'servicios', element: redirectTo(paths.dashboard) },
      { path: 'miembros', element: redirectTo(paths.dashboard) },

      // A space's public booking page. After every fixed route: a fixed path always wins over a slug.
      { path: ':spaceRoute', element: <ComingSoonPanel title="Reservar una cita" variant="page" /> },
      { path: '*', element: redirectTo(paths.home) },
    ],
  },
];

export const router = createBrowserRouter(routes);
