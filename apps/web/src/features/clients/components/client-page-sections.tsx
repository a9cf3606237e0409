import type { Client } from '@citavet/domain/clients/client.schema';
import { PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { Plus, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { useClientBookings } from '@/api/client-bookings';
import { PetPhoto } from '@/components/pet-photo';
import { BookingsCard } from '@/components/pets/bookings-card';
import { buttonStyles } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { clientFacts } from '../client-page-facts';

// The client page's cards: contact and consents, pets (alerts in red), appointments.

export function ClientContactCard({
  client,
  noShowCount,
}: {
  client: Client;
  noShowCount: number | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Datos de contacto</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {clientFacts(client, noShowCount).map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="text-sm text-slate-900">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        {client.notes && <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{client.notes}</p>}
      </CardContent>
    </Card>
  );
}

export function ClientPetsCard({ spaceId, client }: { spaceId: string; client: Client }) {
  return (
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
  );
}

export function ClientBookingsCard({
  spaceId,
  bookingsQuery,
}: {
  spaceId: string;
  bookingsQuery: ReturnType<typeof useClientBookings>;
}) {
  return (
    <BookingsCard
      spaceId={spaceId}
      isPending={bookingsQuery.isPending}
      error={bookingsQuery.error}
      bookings={bookingsQuery.data}
    />
  );
}
