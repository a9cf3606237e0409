import { useEffect } from 'react';

const PRODUCT_NAME = 'Citavet';

/** Each page names itself so browser tabs and screen-reader announcements tell pages apart. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${PRODUCT_NAME}`
      : `${PRODUCT_NAME} · Turnos online para veterinarias`;
  }, [title]);
}
