import type { PublicHost } from '@citavet/domain/public/public-space.schema';
import { ChevronRight, SearchX, Users } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { choiceClasses } from './service-step';

interface HostStepProps {
  hosts: PublicHost[];
  /** 'Cualquier profesional', first in the list (decision 054); absent with fewer than 2 hosts. */
  anyHost?: PublicHost | undefined;
  search: string;
  onSearch: (text: string) => void;
  onSelect: (host: PublicHost) => void;
  /** The avatar is shown on desktop only. */
  isDesktop: boolean;
}

/** Accent- and case-insensitive, so 'maria' finds 'María'. */
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-ES')
    .trim();
}

export function filterHosts(hosts: readonly PublicHost[], search: string): PublicHost[] {
  const wanted = foldText(search);
  return wanted ? hosts.filter((host) => foldText(host.name).includes(wanted)) : [...hosts];
}

/** Step 2: only when several professionals offer the service. */
export function HostStep({ hosts, anyHost, search, onSearch, onSelect, isDesktop }: HostStepProps) {
  const matching = filterHosts(hosts, search);
  // A search looks for someone by name: the 'any' choice stays while the search is empty.
  const shown = anyHost && hosts.length >= 2 && search.trim() === '' ? [anyHost, ...matching] : matching;
  return (
    <div className="space-y-4">
      <Input
        label="Buscar profesional"
        type="search"
        placeholder="Nombre del profesional"
        autoComplete="off"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No se encontraron profesionales"
          description={`Ningún profesional coincide con "${search.trim()}".`}
          action={
            <Button variant="outline" onClick={() => onSearch('')}>
              Limpiar búsqueda
            </Button>
          }
        />
      ) : (
        <ul className="space-y-3" aria-label="Profesionales">
          {shown.map((host) => (
            <li key={host.id}>
              <button type="button" className={choiceClasses} onClick={() => onSelect(host)}>
                {isDesktop &&
                  (host.id === anyHost?.id ? (
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                      <Users className="size-6" aria-hidden />
                    </span>
                  ) : (
                    <Avatar name={host.name} imageUrl={host.avatar} size="lg" />
                  ))}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900">{host.name}</span>
                  <span className="block text-sm text-slate-600">{host.role}</span>
                </span>
                <ChevronRight
                  className="size-5 shrink-0 text-slate-400 group-hover:text-primary"
                  aria-hidden
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
