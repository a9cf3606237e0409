import { ArrowLeft, CopyCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DUPLICATES_PAGE_SIZE, useDuplicateClients } from '../api/client-duplicates-api';
import { PairCard } from './duplicate-pair-card';

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
