import { BookingListSchema } from '@citavet/domain/bookings/booking.schema';
import { todayIn } from '@citavet/domain/public/public-slot';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchClientList } from '@/api/client-search';
import type { Space } from '@/api/spaces/space-types';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type SearchResult, searchResults } from './header-search-results';

// 'Buscar' in the header: clients (name, phone, e-mail, document), their pets (name, microchip)
// through the clients search the clients page uses, and today's appointments of the agendas the
// viewer may see. Opens from anywhere with Ctrl/⌘-K or '/' (not while typing in a field).

const MIN_SEARCH_LENGTH = 2;

function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function HeaderSearch({
  space,
  hasShortcuts = false,
}: {
  space: Pick<Space, 'id' | 'timeZone'>;
  /** The header renders a phone and a desktop bar: only one of them listens for the keys. */
  hasShortcuts?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (!hasShortcuts) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const isShortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const isSlash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingIn(event.target);
      if (!isShortcut && !isSlash) return;
      event.preventDefault();
      setIsOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hasShortcuts]);

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label="Buscar clientes, mascotas y citas de hoy (Ctrl K)"
        aria-keyshortcuts="Control+K Meta+K /"
        className="inline-flex h-9 shrink-0 cursor-pointer items-center gap-2 rounded-control border border-slate-300 bg-white px-2.5 text-sm text-slate-500 hover:border-slate-400"
      >
        <Search className="size-4" aria-hidden />
        <span className="hidden lg:inline">Buscar</span>
        <kbd className="hidden rounded border border-slate-200 bg-slate-50 px-1 text-xs text-slate-500 lg:inline">
          Ctrl K
        </kbd>
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent
          title="Buscar"
          description="Clientes, mascotas (nombre o microchip) y citas de hoy."
          className="max-w-xl!"
        >
          {isOpen && <SearchPanel space={space} onDone={() => setIsOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function SearchPanel({ space, onDone }: { space: Pick<Space, 'id' | 'timeZone'>; onDone: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const isSearching = search.length >= MIN_SEARCH_LENGTH;
  const today = todayIn(space.timeZone, Date.now());

  const clients = useQuery({
    queryKey: ['clients', 'list', space.id, 'header-search', search],
    queryFn: ({ signal }) => fetchClientList(space.id, { search, limit: 8 }, signal),
    enabled: isSearching,
  });
  const todays = useQuery({
    queryKey: ['bookings', 'list', 'header-search', space.id, today],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ spaceId: space.id, fromDate: today, toDate: today });
      const { data } = await apiClient.get(`/bookings?${query}`, { schema: BookingListSchema, signal });
      return data.bookings;
    },
  });

  const results = isSearching
    ? searchResults({ space, search, todays: todays.data ?? [], clients: clients.data?.clients ?? [] })
    : [];

  const open = (to: string) => {
    onDone();
    navigate(to);
  };
  const moveFocus = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    if (links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    links[(next + links.length) % links.length]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the results.
    <div className="space-y-3" onKeyDown={moveFocus}>
      <label htmlFor={inputId} className="sr-only">
        Buscar
      </label>
      <input
        id={inputId}
        type="search"
        // biome-ignore lint/a11y/noAutofocus: the dialog opens to type a search.
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          const first = results[0];
          if (event.key === 'Enter' && first) open(first.to);
        }}
        placeholder="Nombre, teléfono, mascota o microchip…"
        className="block h-11 w-full rounded-control border border-slate-300 bg-white px-3 text-base text-slate-900"
      />
      {!isSearching && <p className="text-sm text-slate-600">Escribe al menos {MIN_SEARCH_LENGTH} letras.</p>}
      {isSearching && clients.isPending && (
        <div role="status" aria-label="Buscando" className="space-y-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      )}
      {isSearching && clients.isError && (
        <p role="alert" className="text-sm text-error">
          {getErrorMessage(clients.error, 'No se pudo buscar. Intenta nuevamente.')}
        </p>
      )}
      {isSearching && !clients.isPending && results.length === 0 && (
        <p className="text-sm text-slate-600">Sin resultados para «{search}».</p>
      )}
      {results.length > 0 && <SearchResultList listRef={listRef} results={results} onOpen={open} />}
    </div>
  );
}

interface SearchResultListProps {
  listRef: RefObject<HTMLUListElement | null>;
  results: readonly SearchResult[];
  onOpen: (to: string) => void;
}

/** The results, each a button that opens its page; the arrow keys move between them. */
function SearchResultList({ listRef, results, onOpen }: SearchResultListProps) {
  return (
    <ul ref={listRef} aria-label="Resultados" className="max-h-96 space-y-1 overflow-y-auto">
      {results.map(({ key, label, detail, to, icon: Icon }) => (
        <li key={key}>
          <button
            type="button"
            onClick={() => onOpen(to)}
            className="flex w-full cursor-pointer items-start gap-3 rounded-control px-3 py-2 text-left hover:bg-slate-100 focus-visible:bg-primary-tint/50"
          >
            <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{label}</span>
              <span className="block truncate text-xs text-slate-600">{detail}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
