import { Search, X } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '../use-directory-search';

interface DirectorySearchFormProps {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}

/** Searches as the visitor types (after a pause); Enter searches at once, Escape or ✕ clears. */
export function DirectorySearchForm({ text, onTextChange, onSubmit, onClear }: DirectorySearchFormProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for older browsers and test DOMs.
    <form
      role="search"
      aria-label="Buscar veterinarias"
      className="relative w-full max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="buscar-veterinarias" className="sr-only">
        Buscar por nombre o ciudad
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        id="buscar-veterinarias"
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Buscar por nombre o ciudad"
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            onClear();
          }
        }}
        className="block h-12 w-full rounded-control border border-slate-300 bg-white pr-12 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text && (
        <button
          type="button"
          onClick={onClear}
          aria-label="Borrar búsqueda"
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </form>
  );
}
