import { useEffect } from 'react';

const PRODUCT_NAME = 'Citavet';
// Kept equal to the description in index.html, which is what a page without its own shows.
const DEFAULT_DESCRIPTION =
  'Citavet: agenda y reservas online para clínicas veterinarias. Organiza turnos, servicios y a tu equipo.';

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Each page names itself so browser tabs and screen-reader announcements tell pages apart; public
 * pages also describe themselves for search results and link previews.
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${PRODUCT_NAME}`
      : `${PRODUCT_NAME} · Turnos online para veterinarias`;
    setMetaDescription(description ?? DEFAULT_DESCRIPTION);
  }, [title, description]);
}
