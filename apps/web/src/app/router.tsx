import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingView } from '@/components/ui/loading-view';
import { paths } from '@/config/paths';
import { LandingPage } from '@/features/marketing/components/landing-page';
import { dashboardChildren, redirectTo } from './dashboard-routes';
import type { GuardKind } from './guards/guard-rules';
import { RootLayout } from './layouts/root-layout';
import { NotFoundView } from './not-found-view';
import { RouteErrorView } from './route-error-view';

// The guards read the session store, which needs the API client and zod: lazy, like the pages, so the
// public pages' first load carries neither.
const guard = (kind: GuardKind) => () =>
  import('./guards/route-guard').then(({ RouteGuard }) => ({ element: <RouteGuard kind={kind} /> }));
const firstSpaceRedirect = () =>
  import('./guards/first-space-redirect').then((module) => ({ Component: module.FirstSpaceRedirect }));

// Every page is a lazy chunk, so the public pages never download dashboard code, except the landing:
// it is where most visitors arrive, and waiting for its chunk after the shell cost a phone a round
// trip before anything useful painted (Lighthouse, scripts/lighthouse.mjs). It is small (about 5 KB gzip)
// and the dashboard's users have it cached after their first visit.
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
const verifyEmailPage = () =>
  import('./routes/email-link-route').then((module) => ({ Component: module.VerifyEmailRoute }));
const confirmEmailPage = () =>
  import('./routes/email-link-route').then((module) => ({ Component: module.ConfirmEmailRoute }));
const revertEmailPage = () =>
  import('./routes/email-link-route').then((module) => ({ Component: module.RevertEmailRoute }));
const signInLinkPage = () =>
  import('./routes/email-link-route').then((module) => ({ Component: module.SignInLinkRoute }));
const notMePage = () =>
  import('./routes/email-link-route').then((module) => ({ Component: module.NotMeRoute }));
const dashboardLayout = () =>
  import('./layouts/dashboard/dashboard-layout').then((module) => ({ Component: module.DashboardLayout }));
const settingsLayout = () =>
  import('./layouts/settings-layout').then((module) => ({ Component: module.SettingsLayout }));
const userSettingsPage = () =>
  import('./routes/user-settings-route').then((module) => ({ Component: module.UserSettingsRoute }));

const setupPage = () => import('./routes/setup-route').then((module) => ({ Component: module.SetupRoute }));
const setupCompletePage = () =>
  import('./routes/setup-complete-route').then((module) => ({ Component: module.SetupCompleteRoute }));
const directoryPage = () =>
  import('@/features/directory/components/directory-page').then((module) => ({
    Component: module.DirectoryPage,
  }));
const bookingManagementPage = () =>
  import('@/features/booking-management/components/booking-management-page').then((module) => ({
    Component: module.BookingManagementPage,
  }));
const attendanceConfirmationPage = () =>
  import('@/features/booking-management/components/attendance-confirmation-page').then((module) => ({
    Component: module.AttendanceConfirmationPage,
  }));
const waitlistOfferPage = () =>
  import('@/features/waitlist/components/waitlist-offer-page').then((module) => ({
    Component: module.WaitlistOfferPage,
  }));
const waitlistLeavePage = () =>
  import('@/features/waitlist/components/waitlist-leave-page').then((module) => ({
    Component: module.WaitlistLeavePage,
  }));
const spaceSettingsPage = () =>
  import('./routes/space-settings-route').then((module) => ({ Component: module.SpaceSettingsRoute }));
const publicSpaceByRoutePage = () =>
  import('@/features/public-booking/components/public-space-page').then((module) => ({
    Component: module.PublicSpaceByRoutePage,
  }));
const publicSpaceByIdPage = () =>
  import('@/features/public-booking/components/public-space-page').then((module) => ({
    Component: module.PublicSpaceByIdPage,
  }));
const deletedSpacesPage = () =>
  import('@/features/spaces/components/deleted-spaces-page').then((module) => ({
    Component: module.DeletedSpacesPage,
  }));
const invitationPage = () =>
  import('./routes/invitation-route').then((module) => ({ Component: module.InvitationRoute }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <LoadingView />,
    children: [
      // Public pages.
      { index: true, Component: LandingPage },
      { path: 'pricing', lazy: pricingPage },
      { path: 'terms', lazy: termsPage },
      { path: 'privacy', lazy: privacyPage },
      { path: 'forgot-password', lazy: forgotPasswordPage },
      { path: 'reset-password', lazy: resetPasswordPage },
      { path: 'veterinarias', lazy: directoryPage },
      { path: 'veterinarias/:ciudad', lazy: directoryPage },
      { path: 'espacios/:spaceId', lazy: publicSpaceByIdPage },
      { path: 'reservas/:token', lazy: bookingManagementPage },
      { path: 'reservas/:token/confirmar', lazy: attendanceConfirmationPage },
      { path: 'lista-espera/oferta/:token', lazy: waitlistOfferPage },
      { path: 'lista-espera/:token', lazy: waitlistLeavePage },
      { path: 'invitaciones/:token', lazy: invitationPage },
      // E-mailed account links: work signed in or out.
      { path: 'accounts/verify-email', lazy: verifyEmailPage },
      { path: 'accounts/confirm-email', lazy: confirmEmailPage },
      { path: 'accounts/revert-email', lazy: revertEmailPage },
      { path: 'accounts/sign-in-link', lazy: signInLinkPage },
      { path: 'accounts/not-me', lazy: notMePage },

      // Account aliases.
      { path: 'login', element: redirectTo(paths.login) },
      { path: 'accounts', element: redirectTo(paths.login) },

      // Guests only.
      {
        lazy: guard('guest-only'),
        children: [
          { path: 'accounts/login', lazy: loginPage },
          { path: 'accounts/register', lazy: registerPage },
        ],
      },

      // Signed in, setup not finished.
      {
        lazy: guard('signed-in'),
        children: [{ path: 'setup/*', lazy: setupPage }],
      },

      // Signed in, any setup state: the completion screen stays while the status turns complete.
      {
        lazy: guard('session'),
        children: [
          { path: 'setup/completado', lazy: setupCompletePage },
          // An OWNER whose only space is deleted has no dashboard, but must still reach the restore.
          {
            lazy: settingsLayout,
            children: [{ path: 'settings/espacios-eliminados', lazy: deletedSpacesPage }],
          },
        ],
      },

      // Signed in with setup complete.
      {
        lazy: guard('dashboard'),
        children: [
          { path: 'dashboard', lazy: firstSpaceRedirect },
          { path: 'dashboard/:spaceId', lazy: dashboardLayout, children: dashboardChildren },
          {
            lazy: settingsLayout,
            children: [
              { path: 'settings/user', lazy: userSettingsPage },
              {
                path: 'settings/space/:spaceId',
                lazy: spaceSettingsPage,
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
      { path: ':spaceRoute', lazy: publicSpaceByRoutePage },
      // Any other path is no page: the server answered 404 too (docs/decisions/049).
      { path: '*', Component: NotFoundView },
    ],
  },
];

export const router = createBrowserRouter(routes);
