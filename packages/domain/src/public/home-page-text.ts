// The home page's words, written by the server into the page (for search engines, link previews and
// browsers without JavaScript) and by the SPA's hero once its script runs: the two never disagree.

export const HOME_PAGE_TEXT = {
  title: 'Citavet · Turnos online para veterinarias',
  description:
    'Citavet: agenda y reservas online para clínicas veterinarias. Organiza turnos, servicios y a tu equipo.',
  headingStart: 'La agenda de tu veterinaria,',
  headingHighlight: 'organizada y siempre al día',
  lead: 'Citavet ordena los turnos de todo tu equipo, evita conflictos de horarios y permite que tus clientes reserven online a cualquier hora.',
} as const;

/** The preview image of every page that has none of its own (a clinic without a logo, the home…). */
export const DEFAULT_PREVIEW_IMAGE_PATH = '/og-image.png';
