import { parseBookingLink } from '@citavet/domain/public/booking-link';
import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { lazy, Suspense, useEffect, useReducer } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { bookingFlowReducer, initialFlowForLink } from '../booking-flow/booking-flow';
import { publicPageDescription } from '../booking-flow/page-description';
import { BookingCallout, MobileBookingBar } from './booking-callout';
import { BookingFlowFallback } from './booking-flow-fallback';
import { OnlinePauseNotice } from './online-pause-notice';
import { SpaceDetails } from './space-details';
import { SpaceHero } from './space-hero';
import { useIsDesktop } from './use-is-desktop';

// The steps (forms, calendar, their libraries) are a chunk of their own: the landing paints without
// them, and they are fetched while the visitor reads it.
const loadBookingFlow = () => import('./booking-flow-panel');
const BookingFlowPanel = lazy(() =>
  loadBookingFlow().then((module) => ({ default: module.BookingFlowPanel })),
);

// The steps' chunk (about 40 KB gzip with zod and the forms) waits this long after the landing has
// its data: fetched at once, it competed with the landing's own paint for the network and the main
// thread (Lighthouse counted it in the page's LCP). A visitor who taps 'Reservar' sooner loads it then.
const PREFETCH_DELAY_MS = 1500;

function usePrefetchAfterLanding(load: () => Promise<unknown>) {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    let idleHandle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(prefetch, { timeout: 3000 });
      } else {
        prefetch();
      }
    }, PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    };
  }, [load]);
}

/** The landing and the booking steps: side by side from 768 px, one after the other below. */
export function PublicSpaceView({ space }: { space: PublicSpace }) {
  useDocumentTitle(space.name, publicPageDescription(space));
  const isDesktop = useIsDesktop();
  // Read from the address itself, not the router: the light public entry (public.html) has none.
  // `?servicio=` (a reminder) and `&inicio=…&profesional=…` (a directory result's next slot).
  const [flow, dispatch] = useReducer(bookingFlowReducer, window.location.search, (search) =>
    initialFlowForLink(space.services, parseBookingLink(new URLSearchParams(search))),
  );
  usePrefetchAfterLanding(loadBookingFlow);
  const start = () => dispatch({ type: 'start' });
  const isBooking = flow.step !== 'landing';

  const panel = (
    <Suspense fallback={<BookingFlowFallback />}>
      <BookingFlowPanel space={space} state={flow} dispatch={dispatch} isDesktop={isDesktop} />
    </Suspense>
  );

  // One tree for both layouts, only the classes change: crossing 768 px (a rotated tablet) keeps the
  // steps mounted, with whatever the visitor already typed or chose.
  const isLandingShown = isDesktop || !isBooking;
  let bodyClasses = '';
  if (isDesktop) {
    bodyClasses =
      'mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_22rem] items-start gap-8 px-6 lg:grid-cols-[minmax(0,1fr)_26rem]';
  } else if (isLandingShown) {
    bodyClasses = 'px-4';
  }

  return (
    <div className={isBooking && !isDesktop ? 'min-h-dvh bg-white' : 'min-h-dvh bg-slate-50'}>
      <main className={isDesktop ? 'pb-16' : isBooking ? '' : 'pb-28'}>
        {isLandingShown && <SpaceHero space={space} />}
        {space.onlinePause && (
          <div className={isDesktop ? 'mx-auto mt-6 max-w-6xl px-6' : 'px-4 pt-4'}>
            <OnlinePauseNotice space={space} />
          </div>
        )}
        <div className={bodyClasses}>
          {isLandingShown && <SpaceDetails space={space} />}
          {(isDesktop || isBooking) && (
            <aside aria-label="Reservar una cita" className={isDesktop ? 'sticky top-6 mt-8' : undefined}>
              <div
                className={
                  isDesktop
                    ? 'max-h-[calc(100dvh-3rem)] overflow-y-auto rounded-card border border-slate-200 bg-white shadow-overlay'
                    : undefined
                }
              >
                {isBooking ? panel : <BookingCallout space={space} onStart={start} />}
              </div>
            </aside>
          )}
        </div>
      </main>
      {!isDesktop && !isBooking && <MobileBookingBar space={space} onStart={start} />}
    </div>
  );
}
