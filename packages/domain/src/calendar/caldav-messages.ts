// What a professional reads when connecting their CalDAV calendar fails (decision 077).

export const CALDAV_MESSAGES = {
  badUrl: 'Escribe la dirección completa de tu servidor de calendario, empezando por https://',
  unreachable:
    'No pudimos conectar con esa dirección. Revisa que esté bien escrita y que el servidor funcione.',
  badCredentials: 'El usuario o la contraseña de aplicación no son correctos',
  notCalDav: 'Esa dirección no es de un servidor de calendario CalDAV',
  noCalendars: 'Tu cuenta no tiene calendarios en ese servidor',
  calendarMissing: 'El calendario elegido ya no existe en tu servidor. Elige otro en Mi calendario.',
} as const;

export type CalDavFailure = keyof typeof CALDAV_MESSAGES;
