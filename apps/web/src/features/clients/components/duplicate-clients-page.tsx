import type { Client } from '@citavet/domain/clients/client.schema';
import {
  DUPLICATE_REASON_LABELS,
  type DuplicatePair,
} from '@citavet/domain/clients/client-duplicates.schema';
import { PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { ArrowLeft, CopyCheck, GitMerge, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  DUPLICATES_PAGE_SIZE,
  useDismissDuplicateClients,
  useDuplicateClients,
  useMergeClients,
} from '../api/client-duplicates-api';

/** /dashboard/{spaceId}/clientes/duplicados: likely duplicates, reviewed side by side and merged. */
export function DuplicateClientsPage() {
  useDocumentTitle('Clientes duplicados');
  const { spaceId = '' } = useParams();
  const [offset, setOffset] = useState(0);
  const duplicates = useDuplicateClients(spaceId, offset);

  const renderContent = () => {
    if (duplicates.isPending) {
      return (
        <div className="space-y-4" aria-busy="true">
          <span className="sr-only">Buscando duplicados…</span>
          {[0, 1].map((row) => (
            <Skeleton key={row} className="h-56 w-full" />
          ))}
        </div>
      );
    }
    if (duplicates.isError) {
      return (
        <Card>
          <ErrorState
            title="Error al buscar duplicados"
            message={getErrorMessage(duplicates.error, 'Error al buscar duplicados')}
            onRetry={() => void duplicates.refetch()}
            isRetrying={duplicates.isFetching}
          />
        </Card>
      );
    }
    const { pairs, hasMore } = duplicates.data;
    if (pairs.length === 0 && offset === 0) {
      return (
        <Card>
          <EmptyState
            icon={CopyCheck}
            title="No hay duplicados"
            description="Ningún cliente comparte teléfono, correo o documento con otro."
          />
        </Card>
      );
    }
    return (
      <div className="space-y-4">
        <ul aria-label="Posibles duplicados" className="space-y-4">
          {pairs.map((pair) => (
            <li key={`${pair.target.client.id}:${pair.source.client.id}`}>
              <PairCard spaceId={spaceId} pair={pair} />
            </li>
          ))}
        </ul>
        {(offset > 0 || hasMore) && (
          <nav aria-label="Páginas de duplicados" className="flex justify-between gap-2">
            <Button
              variant="outline"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - DUPLICATES_PAGE_SIZE))}
            >
              Anteriores
            </Button>
            <Button
              variant="outline"
              disabled={!hasMore}
              onClick={() => setOffset(offset + DUPLICATES_PAGE_SIZE)}
            >
              Siguientes
            </Button>
          </nav>
        )}
      </div>
    );
  };

  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <div className="space-y-2">
        <Link
          to={paths.space.clients(spaceId)}
          className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-primary"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Clientes
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Clientes duplicados</h1>
        <p className="text-sm text-slate-600">
          Clientes que comparten teléfono, correo o documento. Elige cuál se conserva: las mascotas y las
          citas del otro pasan a él y no se pierde nada.
        </p>
      </div>
      {renderContent()}
    </div>
  );
}

function PairCard({ spaceId, pair }: { spaceId: string; pair: DuplicatePair }) {
  const merge = useMergeClients(spaceId);
  const dismiss = useDismissDuplicateClients(spaceId);
  const [isDismissing, setIsDismissing] = useState(false);
  // The older record is suggested; the staff may keep the other one instead.
  const [keptId, setKeptId] = useState(pair.target.client.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const sides = [pair.target, pair.source];
  const kept = sides.find((side) => side.client.id === keptId) ?? pair.target;
  const merged = sides.find((side) => side.client.id !== keptId) ?? pair.source;
  const groupName = `keep-${pair.target.client.id}-${pair.source.client.id}`;

  const confirmMerge = async () => {
    try {
      const result = await merge.mutateAsync({ targetId: kept.client.id, sourceId: merged.client.id });
      notify.success(result.message ?? 'Clientes fusionados exitosamente');
      setIsConfirming(false);
    } catch {
      // Shown inside the dialog (merge.error).
    }
  };

  const confirmDismiss = async () => {
    try {
      const result = await dismiss.mutateAsync({
        targetId: pair.target.client.id,
        sourceId: pair.source.client.id,
      });
      notify.success(result.message ?? 'Marcados como no duplicados');
      setIsDismissing(false);
    } catch {
      // Shown inside the dialog (dismiss.error).
    }
  };

  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-center gap-2">
        {pair.reasons.map((reason) => (
          <Badge key={reason} tone="warning">
            {DUPLICATE_REASON_LABELS[reason]}
          </Badge>
        ))}
      </div>
      <fieldset>
        <legend className="sr-only">
          Cliente que se conserva: {pair.target.client.name} o {pair.source.client.name}
        </legend>
        <div className="grid gap-3 md:grid-cols-2">
          {sides.map((side) => (
            <ClientSide
              key={side.client.id}
              spaceId={spaceId}
              client={side.client}
              bookingCount={side.bookingCount}
              groupName={groupName}
              isKept={side.client.id === keptId}
              onKeep={() => setKeptId(side.client.id)}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Se conserva <strong className="text-slate-900">{kept.client.name}</strong>; {merged.client.name} se
          fusiona en él.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button
            variant="outline"
            icon={<UserX className="size-4" aria-hidden />}
            onClick={() => setIsDismissing(true)}
          >
            No son duplicados
          </Button>
          <Button icon={<GitMerge className="size-4" aria-hidden />} onClick={() => setIsConfirming(true)}>
            Fusionar
          </Button>
        </div>
      </div>
      <ConfirmDialog
        isOpen={isDismissing}
        onOpenChange={(isOpen) => {
          setIsDismissing(isOpen);
          if (!isOpen) dismiss.reset();
        }}
        title="¿No son duplicados?"
        description={`${pair.target.client.name} y ${pair.source.client.name} son personas distintas: la pareja deja de sugerirse y los dos clientes quedan como están.`}
        confirmLabel="No son duplicados"
        onConfirm={() => void confirmDismiss()}
        isConfirming={dismiss.isPending}
        errorMessage={dismiss.isError ? getErrorMessage(dismiss.error, 'No se pudo guardar') : null}
      />
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={(isOpen) => {
          setIsConfirming(isOpen);
          if (!isOpen) merge.reset();
        }}
        title="¿Fusionar clientes?"
        description={`${merged.client.name} se fusiona en ${kept.client.name}: sus ${merged.client.pets.length} mascotas y ${merged.bookingCount} citas pasan a ${kept.client.name}, los datos que le faltan se completan y se conservan las notas de ambos. No se puede deshacer.`}
        confirmLabel="Fusionar"
        onConfirm={() => void confirmMerge()}
        isConfirming={merge.isPending}
        errorMessage={merge.isError ? getErrorMessage(merge.error, 'No se pudo fusionar') : null}
      />
    </Card>
  );
}

type SideProps = {
  spaceId: string;
  client: Client;
  bookingCount: number;
  groupName: string;
  isKept: boolean;
  onKeep: () => void;
};

function ClientSide({ spaceId, client, bookingCount, groupName, isKept, onKeep }: SideProps) {
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
