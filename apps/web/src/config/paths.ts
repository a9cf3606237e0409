// Typed route registry: every link and redirect builds its URL here, so a renamed route is one edit.
const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  pricing: '/pricing',
  terms: '/terms',
  privacy: '/privacy',
  directory: '/veterinarias',
  login: '/accounts/login',
  register: '/accounts/register',
  verifyEmail: '/accounts/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  setup: '/setup',
  setupComplete: '/setup/completado',
  dashboard: '/dashboard',
  userSettings: '/settings/user',
  deletedSpaces: '/settings/espacios-eliminados',
  spaceSettings: (spaceId: string) => `/settings/space/${segment(spaceId)}`,
  space: {
    root: (spaceId: string) => `/dashboard/${segment(spaceId)}`,
    agenda: (spaceId: string) => `/dashboard/${segment(spaceId)}/agenda`,
    requests: (spaceId: string) => `/dashboard/${segment(spaceId)}/solicitudes`,
    waitlist: (spaceId: string) => `/dashboard/${segment(spaceId)}/lista-espera`,
    services: (spaceId: string) => `/dashboard/${segment(spaceId)}/servicios`,
    service: (spaceId: string, serviceId: string) =>
      `/dashboard/${segment(spaceId)}/servicios/${segment(serviceId)}`,
    serviceSchedules: (spaceId: string, serviceId: string) =>
      `/dashboard/${segment(spaceId)}/servicios/${segment(serviceId)}/horarios`,
    serviceScheduleManager: (spaceId: string, serviceId: string) =>
      `/dashboard/${segment(spaceId)}/servicios/${segment(serviceId)}/schedule-manager`,
    schedules: (spaceId: string) => `/dashboard/${segment(spaceId)}/horarios`,
    members: (spaceId: string) => `/dashboard/${segment(spaceId)}/miembros`,
    clients: (spaceId: string) => `/dashboard/${segment(spaceId)}/clientes`,
    duplicateClients: (spaceId: string) => `/dashboard/${segment(spaceId)}/clientes/duplicados`,
    client: (spaceId: string, clientId: string) =>
      `/dashboard/${segment(spaceId)}/clientes/${segment(clientId)}`,
    newPet: (spaceId: string, clientId: string) =>
      `/dashboard/${segment(spaceId)}/clientes/${segment(clientId)}/mascotas/nueva`,
    pet: (spaceId: string, petId: string) => `/dashboard/${segment(spaceId)}/mascotas/${segment(petId)}`,
    disabledDates: (spaceId: string) => `/dashboard/${segment(spaceId)}/disabled-dates`,
    audit: (spaceId: string) => `/dashboard/${segment(spaceId)}/auditoria`,
    reports: (spaceId: string) => `/dashboard/${segment(spaceId)}/reportes`,
    newCharge: (spaceId: string) => `/dashboard/${segment(spaceId)}/cobros/nuevo`,
    charge: (spaceId: string, chargeId: string) =>
      `/dashboard/${segment(spaceId)}/cobros/${segment(chargeId)}`,
    cashClose: (spaceId: string) => `/dashboard/${segment(spaceId)}/caja`,
    chargeSettings: (spaceId: string) => `/dashboard/${segment(spaceId)}/cobros/ajustes`,
  },
  publicSpace: (spaceRoute: string) => `/${segment(spaceRoute)}`,
  publicSpaceById: (spaceId: string) => `/espacios/${segment(spaceId)}`,
  booking: (token: string) => `/reservas/${segment(token)}`,
  invitation: (token: string) => `/invitaciones/${segment(token)}`,
  landingSection: (sectionId: 'features' | 'how-it-works') => `/#${sectionId}`,
} as const;
