import { useParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDirectoryFilters } from '../use-directory-filters';
import { useDirectorySearch } from '../use-directory-search';
import { DirectoryFilters } from './directory-filters';
import { DirectoryResults } from './directory-results';
import { DirectorySearchForm } from './directory-search-form';
import { PublicPageHeader } from './public-page-header';

const TITLE = 'Reserva tu cita veterinaria';
// Also the page's meta description, for search results and link previews.
const INTRO =
  'Encuentra tu veterinaria, elige el servicio y el profesional, y reserva en línea en pocos pasos.';

/** /veterinarias: the public directory of clinics that take bookings online (part 2 §2, design.md §4.7). */
export function DirectoryPage() {
  const { ciudad } = useParams();
  // /veterinarias/{ciudad}: the city's clinics, searched by its name (the search folds accents).
  const cityText = ciudad ? ciudad.replace(/-/g, ' ') : '';
  useDocumentTitle(ciudad ? `Veterinarias en ${cityText}` : TITLE, INTRO);
  const search = useDirectorySearch();
  const query = search.query || cityText;
  const filters = useDirectoryFilters(query);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <PublicPageHeader />
      <main className="flex-1">
        <section className="border-b border-slate-200 bg-gradient-to-b from-primary-tint/60 to-white">
          <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-10 text-center sm:px-6 sm:py-14">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{TITLE}</h1>
            <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{INTRO}</p>
            <div className="mt-8 flex w-full justify-center">
              <DirectorySearchForm
                text={search.text}
                onTextChange={search.changeText}
                onSubmit={search.submit}
                onClear={search.clear}
              />
            </div>
            <div className="mt-4 flex w-full justify-center">
              <DirectoryFilters
                filters={filters.filters}
                onFilterChange={filters.setFilter}
                onPointChange={filters.setPoint}
                onNearChange={filters.setNear}
                onClear={filters.clearFilters}
                hasFilters={filters.hasFilters}
              />
            </div>
          </div>
        </section>
        {/* Opening a clinic cancels a search still waiting for its pause (see useDirectorySearch). */}
        <section
          aria-label="Veterinarias"
          className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10"
          onClickCapture={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) search.cancelPendingSearch();
          }}
        >
          <DirectoryResults
            filters={filters.filters}
            onClearSearch={() => {
              search.cancelPendingSearch();
              filters.clearAll();
            }}
          />
        </section>
      </main>
    </div>
  );
}
