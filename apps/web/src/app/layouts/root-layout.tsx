import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Every route renders inside this: a slim progress bar while a lazy page loads, and scroll restoration. */
export function RootLayout() {
  const isNavigating = useNavigation().state === 'loading';
  return (
    <>
      {isNavigating && (
        <div
          className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary-tint"
          role="progressbar"
          aria-label="Cargando página"
        >
          <div className="h-full w-2/5 animate-progress bg-primary" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
