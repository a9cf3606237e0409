import {
  DIRECTORY_CITY_DATA_ID,
  type DirectoryCity,
  directoryDescription,
  directoryHeading,
  parseDirectoryCityData,
} from '@citavet/domain/public/directory-page-text';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDirectorySpaces } from '../api/get-directory-spaces';
import { useDirectoryFilters } from '../use-directory-filters';
import { useDirectorySearch } from '../use-directory-search';
import { DirectoryFilters } from './directory-filters';
import { DirectoryResults } from './directory-results';
import { DirectorySearchForm } from './directory-search-form';
import { PublicPageHeader } from './public-page-header';

/** The city the server's page wrote for this slug (render-directory-page.ts), read before any answer. */
function serverCity(slug: string): DirectoryCity | null {
  return parseDirectoryCityData(document.getElementById(DIRECTORY_CITY_DATA_ID)?.textContent, slug);
}

/** Before either names it (a city page opened from another page): the slug's words. */
function cityFromSlug(slug: string): DirectoryCity {
  const name = slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return { slug, name, clinics: 0 };
}

/**
 * /veterinarias: the public directory of clinics that take bookings online.
 * /veterinarias/{ciudad} lists that city's clinics by the API's `city` filter (the server page's own
 * search) and is headed as the server's page is: by the city's name from the server's page data on
 * the first render, then from the API's answer.
 */
export function DirectoryPage() {
  const { ciudad } = useParams();
  const search = useDirectorySearch();
  const filters = useDirectoryFilters(search.query, ciudad);
  // The same query as the results' (one request, shared by react-query's cache).
  const answered = useDirectorySpaces(filters.filters).data?.pages[0]?.city;
  const city = ciudad
    ? ((answered?.slug === ciudad ? answered : null) ?? serverCity(ciudad) ?? cityFromSlug(ciudad))
    : null;
  const heading = directoryHeading(city);
  // A city's count is only known from the server or the API; the slug's guess has none to tell.
  const description = directoryDescription(city && city.clinics > 0 ? city : null);
  useDocumentTitle(heading, description);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <PublicPageHeader />
      <main className="flex-1">
        <section className="border-b border-slate-200 bg-gradient-to-b from-primary-tint/60 to-white">
          <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-10 text-center sm:px-6 sm:py-14">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
            <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{description}</p>
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
