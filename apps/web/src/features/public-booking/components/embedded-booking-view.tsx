import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { type CSSProperties, lazy, Suspense, useReducer } from 'react';
import { SpaceLogo } from '@/components/space-logo';
import { useDocumentTitle } from '@/lib/use-document-title';
import { bookingFlowReducer, initialBookingFlowState } from '../booking-flow/booking-flow';
import { BookingCallout } from './booking-callout';
import { BookingFlowFallback } from './booking-flow-fallback';
import { OnlinePauseNotice } from './online-pause-notice';

// The booking a clinic puts on its own website: `/{route}?embed=1` inside an
// iframe. Only the booking steps, under a slim bar with the clinic's logo and name, in the clinic's
// colour; the server lets any site frame this answer and no other (serve-web-app.ts).

const BookingFlowPanel = lazy(() =>
  import('./booking-flow-panel').then((module) => ({ default: module.BookingFlowPanel })),
);

/**
 * The theme's primary colours recomputed from the clinic's own: the buttons, links and focus rings
 * of the steps read these variables, so the whole flow takes the clinic's colour.
 */
export function clinicTheme(color: string | null): CSSProperties | undefined {
  if (!color) return undefined;
  return {
    '--color-primary': color,
    '--color-primary-hover': `color-mix(in srgb, ${color} 82%, black)`,
    '--color-primary-tint': `color-mix(in srgb, ${color} 12%, white)`,
  } as CSSProperties;
}

// The steps start at once: the visitor came to book, the clinic's own site is the landing.
const startedFlow = bookingFlowReducer(initialBookingFlowState, { type: 'start' });

export function EmbeddedBookingView({ space }: { space: PublicSpace }) {
  useDocumentTitle(`Reservar cita en ${space.name}`);
  const [flow, dispatch] = useReducer(bookingFlowReducer, startedFlow);
  return (
    <div className="min-h-dvh bg-white" style={clinicTheme(space.color)}>
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <SpaceLogo space={space} className="size-9 border-2 border-white text-sm shadow-card" />
        <p className="min-w-0 truncate text-base font-semibold text-slate-900">{space.name}</p>
      </header>
      <main aria-label="Reservar una cita">
        <OnlinePauseNotice space={space} className="m-4" />
        {flow.step === 'landing' ? (
          <BookingCallout space={space} onStart={() => dispatch({ type: 'start' })} />
        ) : (
          <Suspense fallback={<BookingFlowFallback />}>
            <BookingFlowPanel space={space} state={flow} dispatch={dispatch} isDesktop={false} />
          </Suspense>
        )}
      </main>
      <footer className="px-4 pb-4 text-center text-xs text-slate-500">
        Reservas con{' '}
        <a href="/" target="_blank" rel="noopener" className="font-medium text-primary hover:underline">
          Citavet
        </a>
      </footer>
    </div>
  );
}
