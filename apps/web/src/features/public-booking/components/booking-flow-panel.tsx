import type { PublicService, PublicSlot, PublicSpace } from '@citavet/domain/public/public-space.schema';
import { type Dispatch, lazy, type ReactNode, Suspense, useCallback, useEffect, useRef } from 'react';
import { anyHostOf, isAnyHost } from '../booking-flow/any-host';
import {
  type BookingFlowEvent,
  type BookingFlowState,
  type BookingStep,
  stepNumber,
} from '../booking-flow/booking-flow';
import { isPendingBooking } from '../booking-flow/pending-booking';
import { BookingFlowFallback } from './booking-flow-fallback';
import { CalendarStep } from './calendar-step';
import { HostStep } from './host-step';
import { NextAvailableStep } from './next-available-step';
import { RequestedSlotStep } from './requested-slot-step';
import { ServiceStep } from './service-step';
import { STEP_HEADING_ID, StepHeader } from './step-header';

// The form (react-hook-form, the booking's schemas) and the confirmation are chunks of their own, each
// fetched one step ahead: the landing only prefetches this panel, the steps that pick a time prefetch
// the form, and the form the confirmation (docs/decisions/084-public-page-on-preact.md).
const loadFormStep = () => import('./booking-form-step');
const BookingFormStep = lazy(() => loadFormStep().then((module) => ({ default: module.BookingFormStep })));
const loadConfirmation = () => import('./booking-confirmation');
const BookingConfirmation = lazy(() =>
  loadConfirmation().then((module) => ({ default: module.BookingConfirmation })),
);

/** What each step fetches ahead for the one after it. */
const prefetchForStep: Partial<Record<BookingStep, () => Promise<unknown>>> = {
  booking: loadFormStep,
  calendar: loadFormStep,
  requested: loadFormStep,
  form: loadConfirmation,
};

export interface BookingFlowPanelProps {
  space: PublicSpace;
  state: BookingFlowState;
  dispatch: Dispatch<BookingFlowEvent>;
  isDesktop: boolean;
}

const stepTitles: Record<Exclude<BookingStep, 'landing' | 'confirmed'>, string> = {
  service: 'Elige un servicio',
  host: 'Elige un profesional',
  booking: 'Elige un horario',
  calendar: 'Elige día y horario',
  requested: 'Completa tus datos',
  form: 'Completa tus datos',
};

function titleOf(state: BookingFlowState): string {
  if (state.step === 'landing') return '';
  if (state.step === 'confirmed') {
    return state.booking && isPendingBooking(state.booking)
      ? 'Solicitud de reserva enviada'
      : '¡Reserva confirmada!';
  }
  return stepTitles[state.step];
}

function selectService(dispatch: Dispatch<BookingFlowEvent>, service: PublicService) {
  // A service nobody hosts does nothing but warn.
  if (service.hostIds.length === 0) console.warn(`El servicio "${service.name}" no tiene profesionales`);
  dispatch({ type: 'selectService', serviceId: service.id, hostIds: service.hostIds });
}

/** The booking steps; the landing's panel on desktop, the whole screen on mobile. */
export function BookingFlowPanel({ space, state, dispatch, isDesktop }: BookingFlowPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const service = space.services.find((candidate) => candidate.id === state.serviceId) ?? null;
  const host =
    service && isAnyHost(state.hostId)
      ? anyHostOf(service)
      : (space.hosts.find((candidate) => candidate.id === state.hostId) ?? null);
  const back = () => dispatch({ type: 'back' });
  const onRequestedFound = useCallback(
    (slot: PublicSlot) => dispatch({ type: 'requestedSlotFound', slot }),
    [dispatch],
  );
  const onRequestedMissing = useCallback(
    (date: string, isGone: boolean) => dispatch({ type: 'requestedSlotMissing', date, isGone }),
    [dispatch],
  );

  // Every step change moves focus to the new heading, so screen readers announce where the visitor is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger, not a value read
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    if (!isDesktop) window.scrollTo({ top: 0 });
    else headingRef.current?.closest('[data-booking-panel]')?.parentElement?.scrollTo({ top: 0 });
  }, [state.step, isDesktop]);

  useEffect(() => {
    // A failed prefetch is only a missed head start: the lazy step asks for its chunk when it shows.
    void prefetchForStep[state.step]?.().catch(() => undefined);
  }, [state.step]);

  const slotTarget = service && host ? { spaceId: space.id, serviceId: service.id, hostId: host.id } : null;
  const context = [service?.name, state.step !== 'host' ? host?.name : undefined].filter(Boolean).join(' · ');

  let content: ReactNode = null;
  if (state.step === 'service') {
    content = (
      <ServiceStep
        services={space.services}
        onSelect={(chosen) => selectService(dispatch, chosen)}
        onBack={back}
      />
    );
  } else if (state.step === 'host' && service) {
    content = (
      <HostStep
        hosts={space.hosts.filter((candidate) => service.hostIds.includes(candidate.id))}
        anyHost={service.hostIds.length >= 2 ? anyHostOf(service) : undefined}
        search={state.hostSearch}
        onSearch={(text) => dispatch({ type: 'searchHosts', text })}
        onSelect={(chosen) => dispatch({ type: 'selectHost', hostId: chosen.id })}
        isDesktop={isDesktop}
      />
    );
  } else if (state.step === 'booking' && slotTarget) {
    content = (
      <NextAvailableStep
        target={slotTarget}
        timeZone={space.timeZone}
        onSelectSlot={(slot) => dispatch({ type: 'selectSlot', slot })}
        onShowCalendar={() => dispatch({ type: 'showCalendar' })}
      />
    );
  } else if (state.step === 'calendar' && slotTarget) {
    content = (
      <CalendarStep
        target={slotTarget}
        timeZone={space.timeZone}
        initialDate={state.calendarDate}
        isRequestedSlotGone={state.isRequestedSlotGone}
        onSelectSlot={(slot) => dispatch({ type: 'selectSlot', slot })}
      />
    );
  } else if (state.step === 'requested' && slotTarget && state.requestedStartAt) {
    content = (
      <RequestedSlotStep
        target={slotTarget}
        timeZone={space.timeZone}
        startAt={state.requestedStartAt}
        onFound={onRequestedFound}
        onMissing={onRequestedMissing}
      />
    );
  } else if (state.step === 'form' && service && host && state.slot) {
    content = (
      <BookingFormStep
        space={space}
        service={service}
        host={host}
        slot={state.slot}
        onCancel={() => dispatch({ type: 'cancelForm' })}
        onConfirmed={(booking) => dispatch({ type: 'confirm', booking })}
      />
    );
  } else if (state.step === 'confirmed' && state.booking) {
    content = (
      <BookingConfirmation
        booking={state.booking}
        onBookAnother={() => dispatch({ type: 'reset' })}
        onHome={() => dispatch({ type: 'home' })}
      />
    );
  }

  return (
    <section aria-labelledby={STEP_HEADING_ID} data-booking-panel>
      <StepHeader
        title={titleOf(state)}
        stepNumber={stepNumber(state.step)}
        context={state.step === 'service' || state.step === 'confirmed' ? undefined : context}
        spaceName={isDesktop ? undefined : space.name}
        onBack={state.step === 'confirmed' ? undefined : back}
        headingRef={headingRef}
      />
      <div className="p-4 md:p-6">
        <Suspense fallback={<BookingFlowFallback isInPanel />}>{content}</Suspense>
      </div>
    </section>
  );
}
