import type { SpaceRole } from '../users/user.schema';

// What each role of a space may do: one table, read by the API's checks, the web's buttons and the
// authorization matrix (docs/decisions/072-reception-role.md writes it out). A MEMBER is a
// professional: their own agenda, clinical records, their own figures. RECEPTION runs the front
// desk: every professional's agenda, requests, check-ins, clients and pets, charging; never
// clinical content, settings, members, the audit log or the clinic's income.

export const SPACE_ACTIONS = [
  /** Read every professional's agenda (without it: only one's own bookings). */
  'agenda.readAll',
  /** Book, move, cancel, approve, check in and change the status of anyone's booking. */
  'bookings.manageAll',
  /** Take back a COMPLETED or NO_SHOW after its author's undo window. */
  'bookings.revertStatus',
  /** A removed member's future appointments: reassign or cancel them. */
  'bookings.reassignOrphaned',
  /** Clients and pets (with their alerts): create, edit, merge, import, delete. */
  'clients.manage',
  /** A client's data export, which carries their pets' medical records. */
  'clients.export',
  /** Anonymise a client for good. */
  'clients.erase',
  /** Read a record's clinical content (without it: that an entry exists, its kind and date). */
  'records.readContent',
  /** Write, sign and add to clinical records. */
  'records.write',
  /** Be a professional: one's own schedules, hours and absences. */
  'schedules.hostOwn',
  /** One's own figures on the reports page. */
  'reports.readOwn',
  /** The clinic's figures and income, every professional's. */
  'reports.readAll',
  /** The space, its services, everyone's schedules and closures, logo, gallery, reminders. */
  'settings.manage',
  'members.manage',
  'invitations.manage',
  'audit.read',
  /** Charge a visit. */
  'charges.create',
  /** Void or close a charge. */
  'charges.void',
] as const;
export type SpaceAction = (typeof SPACE_ACTIONS)[number];

const ALL = true;
const NO = false;

export const SPACE_PERMISSIONS: Readonly<Record<SpaceRole, Readonly<Record<SpaceAction, boolean>>>> = {
  ADMIN: {
    'agenda.readAll': ALL,
    'bookings.manageAll': ALL,
    'bookings.revertStatus': ALL,
    'bookings.reassignOrphaned': ALL,
    'clients.manage': ALL,
    'clients.export': ALL,
    'clients.erase': ALL,
    'records.readContent': ALL,
    'records.write': ALL,
    'schedules.hostOwn': ALL,
    'reports.readOwn': ALL,
    'reports.readAll': ALL,
    'settings.manage': ALL,
    'members.manage': ALL,
    'invitations.manage': ALL,
    'audit.read': ALL,
    'charges.create': ALL,
    'charges.void': ALL,
  },
  MEMBER: {
    'agenda.readAll': NO,
    'bookings.manageAll': NO,
    'bookings.revertStatus': NO,
    'bookings.reassignOrphaned': NO,
    'clients.manage': ALL,
    'clients.export': ALL,
    'clients.erase': NO,
    'records.readContent': ALL,
    'records.write': ALL,
    'schedules.hostOwn': ALL,
    'reports.readOwn': ALL,
    'reports.readAll': NO,
    'settings.manage': NO,
    'members.manage': NO,
    'invitations.manage': NO,
    'audit.read': NO,
    'charges.create': ALL,
    'charges.void': NO,
  },
  RECEPTION: {
    'agenda.readAll': ALL,
    'bookings.manageAll': ALL,
    'bookings.revertStatus': NO,
    'bookings.reassignOrphaned': NO,
    'clients.manage': ALL,
    'clients.export': NO,
    'clients.erase': NO,
    'records.readContent': NO,
    'records.write': NO,
    'schedules.hostOwn': NO,
    'reports.readOwn': NO,
    'reports.readAll': NO,
    'settings.manage': NO,
    'members.manage': NO,
    'invitations.manage': NO,
    'audit.read': NO,
    'charges.create': ALL,
    'charges.void': NO,
  },
};

export function canInSpace(role: SpaceRole | null | undefined, action: SpaceAction): boolean {
  return role ? SPACE_PERMISSIONS[role][action] : false;
}

/** Whether the role hosts appointments (has an agenda of its own, is offered as a professional). */
export function isProfessionalRole(role: SpaceRole): boolean {
  return canInSpace(role, 'schedules.hostOwn');
}

/** The Spanish 403 for a role that may not do `action`. */
export const SPACE_ACTION_REFUSALS: Readonly<Record<SpaceAction, string>> = {
  'agenda.readAll': 'No tienes permisos para ver las agendas de otros profesionales',
  'bookings.manageAll': 'No tienes permisos para gestionar las citas de otros profesionales',
  'bookings.revertStatus':
    'Solo un administrador puede devolver una cita Completada o No asistió a Confirmada',
  'bookings.reassignOrphaned': 'Solo los administradores pueden reasignar las citas de un miembro retirado',
  'clients.manage': 'No tienes permisos para gestionar clientes',
  'clients.export':
    'Recepción no puede exportar los datos de un cliente: la exportación incluye historias clínicas',
  'clients.erase': 'Solo los administradores pueden borrar definitivamente los datos de un cliente',
  'records.readContent': 'Recepción no puede leer el contenido de las historias clínicas',
  'records.write': 'Recepción no puede escribir ni firmar historias clínicas',
  'schedules.hostOwn': 'Recepción no atiende citas: no tiene horarios propios',
  'reports.readOwn': 'Recepción no tiene acceso a los reportes',
  'reports.readAll': 'Solo los administradores pueden ver los reportes de la clínica',
  'settings.manage': 'Solo los administradores del espacio pueden cambiar la configuración',
  'members.manage': 'Solo los administradores del espacio pueden gestionar miembros',
  'invitations.manage': 'Solo los administradores del espacio pueden gestionar invitaciones',
  'audit.read': 'Solo los administradores del espacio pueden ver la auditoría',
  'charges.create': 'No tienes permisos para cobrar',
  'charges.void': 'Solo un administrador puede anular o cerrar un cobro',
};

export const SPACE_ROLE_LABELS: Readonly<Record<SpaceRole, string>> = {
  ADMIN: 'Administrador',
  MEMBER: 'Miembro',
  RECEPTION: 'Recepción',
};

/** The hints shown wherever a role is chosen (the setup wizard's first two). */
export const SPACE_ROLE_HINTS: Readonly<Record<SpaceRole, string>> = {
  ADMIN: 'Puede gestionar configuraciones y otros miembros',
  MEMBER: 'Acceso básico para realizar tareas operativas',
  RECEPTION: 'Gestiona las agendas de todos, solicitudes, clientes y llegadas; sin historias clínicas',
};
