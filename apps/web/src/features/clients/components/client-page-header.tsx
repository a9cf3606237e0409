import type { Client, ClientBooking } from '@citavet/domain/clients/client.schema';
import { todayIn } from '@citavet/domain/public/public-slot';
import { CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Space } from '@/api/spaces/space-types';
import { ClientBalance } from '@/components/client-balance';
import { ClientOpenCharges } from '@/components/client-open-charges';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { WhatsappButton } from '@/components/whatsapp-button';
import { newChargePath } from '@/lib/charge-link';
import { newAppointmentUrl } from '@/lib/new-appointment-link';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useUpdateClient } from '../api/clients-api';
import { clientWhatsappText } from '../client-page-facts';
import { ClientPrivacyActions } from './client-privacy-actions';
import { phoneSmsCheck } from './phone-sms-hint';

interface ClientPageHeaderProps {
  spaceId: string;
  client: Client;
  clinic: Space | null;
  bookings: readonly ClientBooking[];
  onEdit: () => void;
  onDelete: () => void;
}

/** The owner's name and flags, balance and open charges, and what can be done with them. */
export function ClientPageHeader({
  spaceId,
  client,
  clinic,
  bookings,
  onEdit,
  onDelete,
}: ClientPageHeaderProps) {
  const { currentSpace, can } = useSpaceAccess();
  const restore = useUpdateClient(spaceId, client.id);
  const livingPets = client.pets.filter((pet) => !pet.isDeceased);
  const phoneCheck = phoneSmsCheck(client.phone, clinic);
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{client.name}</h1>
        {client.isArchived && (
          <Badge tone="warning" className="mt-1">
            Archivado
          </Badge>
        )}
        {client.erasedAt && (
          <Badge tone="neutral" className="mt-1 ml-2">
            Datos personales borrados
          </Badge>
        )}
        {phoneCheck && !phoneCheck.canReceiveSms && (
          <Badge tone="warning" className="mt-1 ml-2" data-testid="phone-sms-flag">
            {`Sin SMS: ${phoneCheck.smsProblem}`}
          </Badge>
        )}
        <p className="mt-1">
          <ClientBalance spaceId={spaceId} clientId={client.id} />
        </p>
        <ClientOpenCharges spaceId={spaceId} clientId={client.id} />
      </div>
      <div className="flex flex-wrap gap-2">
        {!client.erasedAt && currentSpace && (
          <Link
            to={newAppointmentUrl(spaceId, {
              date: todayIn(currentSpace.timeZone, Date.now()),
              clientId: client.id,
              // One living pet: it is the patient; several: the modal asks which.
              petId: livingPets.length === 1 ? livingPets[0]?.id : undefined,
            })}
            className={buttonStyles({ variant: 'primary' })}
          >
            <CalendarPlus className="size-4" aria-hidden />
            Nueva cita
          </Link>
        )}
        {!client.erasedAt && (
          <Link
            to={newChargePath(spaceId, { clientId: client.id })}
            className={buttonStyles({ variant: 'accent' })}
          >
            Cobrar
          </Link>
        )}
        {/* An erased client's data stays erased: nothing to edit, no new pet. */}
        {!client.erasedAt && (
          <Button variant="outline" icon={<Pencil className="size-4" aria-hidden />} onClick={onEdit}>
            Editar
          </Button>
        )}
        {client.isArchived ? (
          <Button
            variant="outline"
            isLoading={restore.isPending}
            onClick={() =>
              restore.mutate({ archived: false }, { onSuccess: () => notify.success('Cliente restaurado') })
            }
          >
            Restaurar
          </Button>
        ) : (
          <Button variant="danger" icon={<Trash2 className="size-4" aria-hidden />} onClick={onDelete}>
            Eliminar
          </Button>
        )}
        {!client.erasedAt && clinic && (
          <WhatsappButton
            phone={client.phone}
            whatsapp={client.whatsapp}
            clinic={clinic}
            text={clientWhatsappText(client, bookings, clinic, Date.now())}
            size="md"
          />
        )}
        {can('clients.export') && <ClientPrivacyActions spaceId={spaceId} client={client} />}
      </div>
    </div>
  );
}
