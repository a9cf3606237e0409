import type { ManagedBooking } from '@citavet/domain/bookings/public-booking.schema';
import { useState } from 'react';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { BookingActions } from './booking-actions';
import { BookingDetailsCard } from './booking-details-card';
import { BookingOutcome, type Outcome } from './booking-outcome';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ReschedulePanel } from './reschedule-panel';

interface ManagedBookingViewProps {
  token: string;
  booking: ManagedBooking;
}

export function ManagedBookingView({ token, booking }: ManagedBookingViewProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isRescheduling, setIsRescheduling] = useState(false);
  const [isCancelDialogOpen, setIsCancelDialogOpen] = useState(false);
  const serviceId = booking.service.id;
  // A booking whose service was deleted cannot move; the API then answers canReschedule false too.
  const canPickSlot = isRescheduling && booking.canReschedule && serviceId !== null;

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <p className="text-sm font-medium text-primary">{booking.space.name}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Tu cita de {booking.service.name}
        </h1>
        <BookingStatusBadge status={booking.status} className="text-sm" />
      </div>

      {outcome && (
        <BookingOutcome key={`${outcome}-${booking.startTime}`} outcome={outcome} booking={booking} />
      )}

      <BookingDetailsCard booking={booking} />

      {canPickSlot && (
        <ReschedulePanel
          token={token}
          booking={booking}
          owner={{ spaceId: booking.space.id, serviceId, hostId: booking.host.id }}
          onClose={() => setIsRescheduling(false)}
          onRescheduled={() => {
            setIsRescheduling(false);
            setOutcome('rescheduled');
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}

      {/* Just cancelled: the outcome above already says so and offers a new booking. */}
      {!canPickSlot && outcome !== 'cancelled' && (
        <BookingActions
          booking={booking}
          onReschedule={() => {
            setOutcome(null);
            setIsRescheduling(true);
          }}
          onCancel={() => setIsCancelDialogOpen(true)}
        />
      )}

      <CancelBookingDialog
        token={token}
        booking={booking}
        isOpen={isCancelDialogOpen}
        onOpenChange={setIsCancelDialogOpen}
        onCancelled={() => {
          setIsCancelDialogOpen(false);
          setOutcome('cancelled');
        }}
      />
    </div>
  );
}
