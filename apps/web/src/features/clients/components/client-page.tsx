import { isUpcomingStatus } from '@citavet/domain/bookings/booking-status';
import {
  APPOINTMENT_REMINDER_LABELS,
  HEALTH_REMINDER_LABELS,
  reminderConsentState,
} from '@citavet/domain/communications/reminder-consent';
import { appointmentReminderText, clinicGreetingText } from '@citavet/domain/communications/whatsapp-link';
import { PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { todayIn } from '@citavet/domain/public/public-slot';
import { ArrowLeft, CalendarPlus, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useClientBookings, useClientNoShowCount } from '@/api/client-bookings';
import { ClientBalance } from '@/components/client-balance';
import { ClientOpenCharges } from '@/components/client-open-charges';
import { PetPhoto } from '@/components/pet-photo';
import { ClientBookingList } from '@/components/pets/client-booking-list';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { WhatsappButton } from '@/components/whatsapp-button';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-error';
import { newChargePath } from '@/lib/charge-link';
import { formatDate } from '@/lib/formatters';
import { newAppointmentUrl } from '@/lib/new-appointment-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaces } from '@/stores/spaces-store';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useClient, useDeleteClient, useUpdateClient } from '../api/clients-api';
import { ClientCommunications } from './client-communications';
import { ClientFormDialog } from './client-form-dialog';
import { ClientPrivacyActions } from './client-privacy-actions';
import { phoneSmsCheck } from './phone-sms-hint';

/** /dashboard/{spaceId}/clientes/{clientId}: one owner, their pets (alerts in red) and appointments. */
export function ClientPage() {
  const { currentSpace, can } = useSpaceAccess();
  const { spaceId = '', clientId = '' } = useParams();
  const navigate = useNavigate();
  const clientQuery = useClient(spaceId, clientId);
  const bookingsQuery = useClientBookings(spaceId, clientId);
  const noShowQuery = useClientNoShowCount(spaceId, clientId);
  const deletion = useDeleteClient(spaceId, clientId);
  const clinic = useSpaces().data?.find((space) => space.id === spaceId) ?? null;
  const restore = useUpdateClient(spaceId, clientId);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [futureWarning, setFutureWarning] = useState<string | null>(null);
  useDocumentTitle(clientQuery.data?.name ?? 'Cliente');

  if (clientQuery.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only">Cargando cliente…</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (clientQuery.isError) {
    return (
      <Card>
        <ErrorState
          title="No se pudo cargar el cliente"
          message={getErrorMessage(clientQuery.error, 'Cliente no encontrado')}
          onRetry={() => void clientQuery.refetch()}
          isRetrying={clientQuery.isFetching}
        />
      </Card>
    );
  }
  const client = clientQuery.data;
  const livingPets = client.pets.filter((pet) => !pet.isDeceased);

  const remove = async () => {
    try {
      const result = await deletion.mutateAsync({ isConfirmed: futureWarning !== null });
      notify.success(result.message ?? 'Cliente eliminado exitosamente');
      setIsDeleteOpen(false);
      navigate(paths.space.clients(spaceId));
    } catch (error) {
      // Future appointments: the API says how many; a second click confirms and cancels them.
      if (error instanceof ApiError && error.code === 'CLIENT_HAS_FUTURE_BOOKINGS') {
        setFutureWarning(error.serverMessage ?? 'El cliente tiene citas futuras.');
      }
    }
  };

  // The WhatsApp text reminds of the next appointment still to come, else it just greets.
  const nextBooking = (bookingsQuery.data ?? [])
    .filter((booking) => isUpcomingStatus(booking.status) && Date.parse(booking.startTime) > Date.now())
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))[0];
  const clinicName = clinic?.name ?? 'la clínica';
  const phoneCheck = phoneSmsCheck(client.phone, clinic);
  const whatsappText = nextBooking
    ? appointmentReminderText({
        clinicName,
        clientName: client.name,
        petName: nextBooking.petName,
        startAt: new Date(nextBooking.startTime),
        timeZone: clinic?.timeZone ?? 'UTC',
      })
    : clinicGreetingText(clinicName, client.name);

  // What the outbox will do for this client, read off its own rule (reminder-consent.ts).
  const reminders = reminderConsentState({
    hasReminderConsent: client.reminderConsent,
    unsubscribedAt: client.remindersUnsubscribedAt ? new Date(client.remindersUnsubscribedAt) : null,
    isErased: client.erasedAt !== null,
  });
  const facts: [string, string | null][] = [
    ['Teléfono', client.phone],
    ['WhatsApp', client.whatsapp],
    ['Correo electrónico', client.email],
    ['Documento', client.documentId],
    ['Dirección', client.address],
    ['Recordatorios de citas', APPOINTMENT_REMINDER_LABELS[reminders.appointment]],
    [
      'Recordatorios de vacunas y controles',
      reminders.health === 'SENT' && client.reminderConsentAt
        ? `Acepta (desde ${formatDate(client.reminderConsentAt)})`
        : HEALTH_REMINDER_LABELS[reminders.health],
    ],
    [
      'No asistió',
      noShowQuery.data === undefined
        ? null
        : noShowQuery.data === 0
          ? 'Ninguna vez'
          : `${noShowQuery.data} ${noShowQuery.data === 1 ? 'vez' : 'veces'}`,
    ],
    [
      'SMS',
      client.smsUnsubscribedAt
        ? `Se dio de baja respondiendo BAJA (${formatDate(client.smsUnsubscribedAt)})`
        : client.smsConsent && client.smsConsentAt
          ? `Acepta (desde ${formatDate(client.smsConsentAt)})`
          : 'No acepta',
    ],
    [
      'Comunicaciones comerciales',
      client.marketingConsent && client.marketingConsentAt
        ? `Acepta (desde ${formatDate(client.marketingConsentAt)})`
        : 'No acepta',
    ],
  ];

  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <Link to={paths.space.clients(spaceId)} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft className="size-4" aria-hidden />
        Clientes
      </Link>
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
            <Button
              variant="outline"
              icon={<Pencil className="size-4" aria-hidden />}
              onClick={() => setIsEditing(true)}
            >
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
            <Button
              variant="danger"
              icon={<Trash2 className="size-4" aria-hidden />}
              onClick={() => {
                setFutureWarning(null);
                setIsDeleteOpen(true);
              }}
            >
              Eliminar
            </Button>
          )}
          {!client.erasedAt && clinic && (
            <WhatsappButton
              phone={client.phone}
              whatsapp={client.whatsapp}
              clinic={clinic}
              text={whatsappText}
              size="md"
            />
          )}
          {can('clients.export') && <ClientPrivacyActions spaceId={spaceId} client={client} />}
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Datos de contacto</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium text-slate-600">{label}</dt>
                <dd className="text-sm text-slate-900">{value || '—'}</dd>
              </div>
            ))}
          </dl>
          {client.notes && <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{client.notes}</p>}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>Mascotas</CardTitle>
          {!client.erasedAt && (
            <Link
              to={paths.space.newPet(spaceId, client.id)}
              className={buttonStyles({ variant: 'outline', size: 'sm' })}
            >
              <Plus className="size-4" aria-hidden />
              Agregar Mascota
            </Link>
          )}
        </CardHeader>
        <CardContent>
          {client.pets.length === 0 ? (
            <p className="text-sm text-slate-600">Este cliente aún no tiene mascotas registradas.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {client.pets.map((pet) => (
                <li key={pet.id} className="flex flex-wrap items-center gap-x-2 py-3">
                  <Link
                    to={paths.space.pet(spaceId, pet.id)}
                    className="inline-flex items-center gap-2 font-medium text-slate-900 hover:text-primary hover:underline"
                  >
                    <PetPhoto photoUrl={pet.photoUrl} name={pet.name} size="sm" />
                    {pet.name}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {PET_SPECIES_LABELS[pet.species]}
                    {pet.breed && ` · ${pet.breed}`}
                    {pet.isDeceased && ' · fallecida'}
                  </span>
                  {pet.alerts.length > 0 && (
                    <p className="mt-1 flex basis-full items-center gap-1 text-sm font-medium text-error">
                      <TriangleAlert className="size-4" aria-hidden />
                      <span className="sr-only">Alertas:</span>
                      {pet.alerts.join(' · ')}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Citas</CardTitle>
        </CardHeader>
        <CardContent>
          {bookingsQuery.isPending && <Skeleton className="h-16 w-full" />}
          {bookingsQuery.isError && (
            <p className="text-sm text-error">
              {getErrorMessage(bookingsQuery.error, 'No se pudieron cargar las citas')}
            </p>
          )}
          {bookingsQuery.data && bookingsQuery.data.length === 0 && (
            <p className="text-sm text-slate-600">Sin citas registradas.</p>
          )}
          {bookingsQuery.data && bookingsQuery.data.length > 0 && (
            <ClientBookingList spaceId={spaceId} bookings={bookingsQuery.data} />
          )}
        </CardContent>
      </Card>

      <ClientCommunications spaceId={spaceId} clientId={client.id} timeZone={clinic?.timeZone ?? 'UTC'} />

      <ClientFormDialog spaceId={spaceId} client={client} isOpen={isEditing} onOpenChange={setIsEditing} />
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onOpenChange={setIsDeleteOpen}
        title="Eliminar cliente"
        description={
          futureWarning ??
          'El cliente se archiva: su historial de citas se conserva y deja de aparecer en la lista.'
        }
        confirmLabel={futureWarning ? 'Cancelar citas y eliminar' : 'Eliminar'}
        isDestructive
        isConfirming={deletion.isPending}
        errorMessage={
          deletion.isError && !futureWarning
            ? getErrorMessage(deletion.error, 'No se pudo eliminar el cliente')
            : null
        }
        onConfirm={() => void remove()}
      />
    </div>
  );
}
