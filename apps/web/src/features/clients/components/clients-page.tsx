import { useQueryClient } from '@tanstack/react-query';
import { CopyCheck, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { clientsQueryOptions, useClients } from '../api/clients-api';
import { ClientFormDialog } from './client-form-dialog';
import { ClientsCsvActions } from './clients-csv-actions';
import { ClientsList } from './clients-list';

const SEARCH_DELAY_MS = 250;

/** /dashboard/{spaceId}/clientes: the clinic's clients, each with their pets underneath. */
export function ClientsPage() {
  useDocumentTitle('Clientes');
  const { spaceId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const clientsQuery = useClients(spaceId, debouncedSearch);
  const [isCreating, setIsCreating] = useState(false);

  // Enter never waits for the pause in typing: it asks for what is typed now (cached when it is the
  // search already on screen) and opens the first result.
  const openFirst = async () => {
    const text = search.trim();
    if (!text) return;
    const listed = await queryClient.fetchQuery(clientsQueryOptions(spaceId, text)).catch(() => null);
    const first = listed?.clients[0];
    if (first) navigate(paths.space.client(spaceId, first.id));
  };

  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Clientes</h1>
          <p className="mt-1 text-sm text-slate-600">Dueños y mascotas de tu veterinaria.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.space.duplicateClients(spaceId)}
            className={buttonStyles({ variant: 'outline', className: 'gap-2' })}
          >
            <CopyCheck className="size-4" aria-hidden />
            Duplicados
          </Link>
          <ClientsCsvActions spaceId={spaceId} />
          <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setIsCreating(true)}>
            Nuevo Cliente
          </Button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for older browsers and test DOMs. */}
      <div role="search">
        <Input
          label="Buscar"
          type="search"
          placeholder="Nombre, teléfono, correo, documento, mascota o microchip"
          helperText="Pulsa Enter para abrir el primer resultado."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void openFirst();
            }
          }}
          trailing={<Search className="mr-2 size-4 text-slate-400" aria-hidden />}
        />
      </div>
      <ClientsList
        spaceId={spaceId}
        clientsQuery={clientsQuery}
        debouncedSearch={debouncedSearch}
        onCreate={() => setIsCreating(true)}
      />
      <ClientFormDialog
        spaceId={spaceId}
        client={null}
        isOpen={isCreating}
        onOpenChange={setIsCreating}
        onCreated={(client) => navigate(paths.space.client(spaceId, client.id))}
      />
    </div>
  );
}
