import type { Client } from '@citavet/domain/clients/client.schema';
import { PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type SideProps = {
  spaceId: string;
  client: Client;
  bookingCount: number;
  groupName: string;
  isKept: boolean;
  onKeep: () => void;
};

/** One side of a likely duplicate: its contact data, pets and appointments, and the radio that keeps it. */
export function ClientSide({ spaceId, client, bookingCount, groupName, isKept, onKeep }: SideProps) {
  const rows: [string, string | null][] = [
    ['Teléfono', client.phone],
    ['Correo electrónico', client.email],
    ['WhatsApp', client.whatsapp],
    ['Documento', client.documentId],
    ['Dirección', client.address],
  ];
  const since = new Date(client.createdAt).toLocaleDateString('es', { dateStyle: 'medium' });
  return (
    <div
      className={`rounded-lg border p-3 transition-colors ${
        isKept ? 'border-primary bg-primary-tint/40 ring-1 ring-primary' : 'border-slate-200'
      }`}
    >
      <label className="flex cursor-pointer items-start gap-2">
        <input
          type="radio"
          name={groupName}
          checked={isKept}
          onChange={onKeep}
          className="mt-1 size-4 accent-primary"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-slate-900">
            {client.name}
            {isKept && <span className="ml-2 text-xs font-medium text-primary-hover">Se conserva</span>}
          </span>
          <span className="block text-xs text-slate-600">Cliente desde {since}</span>
        </span>
      </label>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              {value ?? <span className="text-slate-400">—</span>}
            </dd>
          </div>
        ))}
        <dt className="text-slate-600">Mascotas</dt>
        <dd className="text-slate-900">
          {client.pets.length === 0
            ? 'Ninguna'
            : client.pets.map((pet) => `${pet.name} (${PET_SPECIES_LABELS[pet.species]})`).join(', ')}
        </dd>
        <dt className="text-slate-600">Citas</dt>
        <dd className="text-slate-900 tabular-nums">{bookingCount}</dd>
      </dl>
      <Link
        to={paths.space.client(spaceId, client.id)}
        className="mt-2 inline-block text-sm text-primary-hover underline-offset-2 hover:underline"
      >
        Ver ficha de {client.name}
      </Link>
    </div>
  );
}
