import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { AppointmentDraft } from '../utils/appointment-defaults';
import { AppointmentWizard, type AppointmentWizardProps } from './appointment-wizard';

export type { AppointmentDraft };

export interface AppointmentModalProps extends Omit<AppointmentWizardProps, 'booking' | 'onClose'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The booking being edited ('Editar Cita'); null or absent for 'Nueva Cita'. */
  booking?: Booking | null | undefined;
}

/** 'Nueva Cita' / 'Editar Cita': a Radix dialog, so Escape and the backdrop close it. */
export function AppointmentModal({
  isOpen,
  onOpenChange,
  booking = null,
  ...formProps
}: AppointmentModalProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title={booking ? 'Editar Cita' : 'Nueva Cita'} className="sm:max-w-xl">
        {/* Mounted only while open, so every opening starts from a clean form. */}
        <AppointmentWizard {...formProps} booking={booking} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
