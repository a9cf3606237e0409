import { todayIn } from '@citavet/domain/public/public-slot';
import type { StaffWaitlistEntry } from '@citavet/domain/waitlist/waitlist-staff.schema';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useServiceOptions } from '@/api/get-service-options';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useStaffWaitlist } from '../api/staff-waitlist-api';
import { firstUsefulDate } from '../staff-waitlist-format';
import { OfferSlotDialog } from './offer-slot-dialog';
import { RemoveWaitlistDialog, WaitlistBody, WaitlistFilters } from './staff-waitlist-sections';

/**
 * /dashboard/{spaceId}/lista-espera: who waits for a slot, by service and day, first in line first,
 * with what they can do, since when, until when and how their request stands. The staff offer a
 * free slot by hand or take someone off the list. Those who see every agenda see every request; a
 * professional the ones they can serve (the API decides).
 */
export function StaffWaitlistPage() {
  const { spaceId = '' } = useParams();
  useDocumentTitle('Lista de espera');
  const { user, currentSpace, can } = useSpaceAccess();
  const timeZoneOfSpace = currentSpace?.timeZone ?? 'Europe/Madrid';
  const today = todayIn(timeZoneOfSpace, Date.now());
  const [serviceId, setServiceId] = useState('');
  // Every day by default: the whole line first; a day narrows it to who can come then.
  const [date, setDate] = useState('');
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [offering, setOffering] = useState<StaffWaitlistEntry | null>(null);
  const [removing, setRemoving] = useState<StaffWaitlistEntry | null>(null);
  const services = useServiceOptions(spaceId);
  const waitlist = useStaffWaitlist(spaceId, { serviceId, date, include: isShowingAll ? 'all' : 'active' });
  const timeZone = waitlist.data?.timeZone ?? timeZoneOfSpace;
  const hostChoice = can('bookings.manageAll')
    ? ({ kind: 'any' } as const)
    : ({ kind: 'self', userId: user?.id ?? '', name: user?.name ?? '' } as const);
  const serviceOptions = [
    { value: '', label: 'Todos los servicios' },
    ...(services.data ?? []).map((service) => ({ value: service.id, label: service.name })),
  ];

  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Lista de espera</h1>
        <p className="mt-1 text-sm text-slate-600">
          Quién espera un hueco, por orden de llegada. Cuando se libera uno, se ofrece solo al primero; aquí
          puedes ofrecer un hueco a mano o quitar a alguien de la lista.
        </p>
      </div>
      <WaitlistFilters
        serviceOptions={serviceOptions}
        serviceId={serviceId}
        onServiceId={setServiceId}
        date={date}
        onDate={setDate}
        isShowingAll={isShowingAll}
        onShowingAll={setIsShowingAll}
      />
      <Card className="overflow-hidden" aria-live="polite">
        <WaitlistBody
          waitlist={waitlist}
          date={date}
          timeZone={timeZone}
          onOffer={setOffering}
          onRemove={setRemoving}
        />
      </Card>
      <OfferSlotDialog
        spaceId={spaceId}
        entry={offering}
        hostChoice={hostChoice}
        initialDate={offering ? firstUsefulDate(offering, today) : today}
        onClose={() => setOffering(null)}
      />
      <RemoveWaitlistDialog spaceId={spaceId} removing={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
