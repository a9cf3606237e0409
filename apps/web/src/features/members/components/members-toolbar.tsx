import { clsx } from 'clsx';
import { ChevronDown, Search } from 'lucide-react';
import { fieldBorderClasses, inputClasses } from '@/components/ui/input';
import { isMemberSortKey, MEMBER_SORT_OPTIONS, type MemberSortKey } from '../member-list-view';

interface MembersToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  sortKey: MemberSortKey;
  onSortKeyChange: (sortKey: MemberSortKey) => void;
}

export function MembersToolbar({ search, onSearchChange, sortKey, onSortKeyChange }: MembersToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <label htmlFor="buscar-miembros" className="sr-only">
          Buscar miembros
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id="buscar-miembros"
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Buscar miembros..."
          autoComplete="off"
          className={clsx(inputClasses, fieldBorderClasses(false), 'pl-9')}
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="ordenar-miembros" className="text-sm whitespace-nowrap text-slate-600">
          Ordenar por
        </label>
        <div className="relative">
          <select
            id="ordenar-miembros"
            value={sortKey}
            onChange={(event) => {
              if (isMemberSortKey(event.target.value)) onSortKeyChange(event.target.value);
            }}
            className={clsx(
              inputClasses,
              fieldBorderClasses(false),
              'w-36 cursor-pointer appearance-none pr-9',
            )}
          >
            {MEMBER_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
        </div>
      </div>
    </div>
  );
}
