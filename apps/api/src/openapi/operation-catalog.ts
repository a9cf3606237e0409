/**
 * The name and one-line Spanish summary of every operation of the API, keyed as the OpenAPI
 * document writes it (`METHOD /api/path/{param}`, like the authorization matrix). Kept in one file
 * rather than in each feature's routes so parallel work on the features merges without conflicts;
 * `npm run lint:openapi` fails on an operation missing here, and `operation-catalog.test.ts` on an
 * entry no route answers (docs/decisions/020-api-contract.md). A route may still set `summary` or
 * `operationId` in its own schema: that wins.
 */
export type DomainErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

/**
 * `errors`: the failures the use case itself answers (a role refused: 403; an object missing or
 * not visible: 404; a conflict: 409; ...). Those implied by the route are added by the transform:
 * 400 for input, 401 for a required sign-in, 429 for a rate limit.
 */
export type OperationEntry = { operationId: string; summary: string; errors?: readonly DomainErrorStatus[] };

export const OPERATION_CATALOG: Readonly<Record<string, OperationEntry>> = {
  'GET /api/health': {
    operationId: 'getHealth',
    summary: 'Comprobar que la API y la base de datos responden',
  },

  // Accounts
  'POST /api/auth/register': {
    operationId: 'registerUser',
    summary: 'Crear una cuenta e iniciar sesión',
    errors: [409],
  },
  'POST /api/auth/login': {
    operationId: 'signIn',
    summary: 'Iniciar sesión con email y contraseña',
    errors: [401, 429],
  },
  'GET /api/auth/profile': {
    operationId: 'getProfile',
    summary: 'Ver el perfil del usuario que ha iniciado sesión',
    errors: [404],
  },
  'PUT /api/auth/profile': {
    operationId: 'updateProfile',
    summary: 'Actualizar nombre, email y teléfono del perfil',
    errors: [404, 409],
  },
  'PUT /api/auth/change-password': {
    operationId: 'changePassword',
    summary: 'Cambiar la contraseña (cierra las demás sesiones)',
  },
  'DELETE /api/auth/account': {
    operationId: 'deleteAccount',
    summary: 'Eliminar la cuenta del usuario',
    errors: [403, 409],
  },
  'POST /api/auth/logout': {
    operationId: 'signOut',
    summary: 'Cerrar sesión: revoca todas las sesiones de la cuenta',
  },
  'POST /api/auth/verify-email': {
    operationId: 'verifyEmail',
    summary: 'Confirmar la dirección de email con el enlace recibido',
  },
  'POST /api/auth/verify-email/resend': {
    operationId: 'resendEmailVerification',
    summary: 'Reenviar el enlace de verificación del email',
    errors: [409, 429],
  },
  'POST /api/auth/email-change/confirm': {
    operationId: 'confirmEmailChange',
    summary: 'Aplicar el cambio de email con el enlace enviado a la nueva dirección',
    errors: [409],
  },
  'POST /api/auth/email-change/revert': {
    operationId: 'revertEmailChange',
    summary: 'Deshacer un cambio de email con el enlace enviado a la dirección anterior',
    errors: [409],
  },
  'POST /api/auth/sign-in-link': {
    operationId: 'signInWithEmailLink',
    summary: 'Iniciar sesión con el enlace de un solo uso enviado por email a un dispositivo nuevo',
  },
  'POST /api/auth/not-me': {
    operationId: 'reportPasswordChangeNotMe',
    summary:
      "Avisar con el enlace 'no fui yo' de un cambio de contraseña: cierra todas las sesiones e inicia un restablecimiento",
  },
  'POST /api/auth/forgot-password': {
    operationId: 'requestPasswordReset',
    summary: 'Pedir por email un enlace para restablecer la contraseña',
  },
  'POST /api/auth/reset-password': {
    operationId: 'resetPassword',
    summary: 'Restablecer la contraseña con el enlace recibido',
  },

  // Spaces, members, invitations
  'GET /api/spaces': {
    operationId: 'listMySpaces',
    summary: 'Listar los espacios de los que el usuario es miembro',
  },
  'POST /api/spaces': {
    operationId: 'createSpace',
    summary: 'Crear un espacio (el creador queda como administrador)',
    errors: [409],
  },
  'GET /api/spaces/{id}': {
    operationId: 'getSpace',
    summary: 'Ver un espacio con sus miembros',
    errors: [404],
  },
  'PUT /api/spaces/{id}': {
    operationId: 'updateSpace',
    summary: 'Actualizar los datos de un espacio',
    errors: [403, 404, 409],
  },
  'DELETE /api/spaces/{id}': {
    operationId: 'deleteSpace',
    summary:
      'Eliminar un espacio (solo el propietario, con su contraseña y el nombre escrito; se puede restaurar)',
    errors: [403, 404],
  },
  'GET /api/spaces/deleted': {
    operationId: 'listDeletedSpaces',
    summary: 'Listar los espacios eliminados del propietario que aún puede restaurar',
  },
  'POST /api/spaces/{id}/restore': {
    operationId: 'restoreSpace',
    summary: 'Restaurar un espacio eliminado (solo el propietario, dentro del plazo)',
    errors: [403, 404, 409],
  },
  'POST /api/spaces/{spaceId}/ownership-transfer': {
    operationId: 'offerSpaceOwnership',
    summary: 'Ofrecer la propiedad del espacio a un administrador',
    errors: [403, 404, 409],
  },
  'DELETE /api/spaces/{spaceId}/ownership-transfer': {
    operationId: 'cancelSpaceOwnershipOffer',
    summary: 'Cancelar la cesión pendiente de la propiedad del espacio',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/ownership-transfer/accept': {
    operationId: 'acceptSpaceOwnership',
    summary: 'Aceptar la propiedad del espacio ofrecida',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/ownership-transfer/decline': {
    operationId: 'declineSpaceOwnership',
    summary: 'Rechazar la propiedad del espacio ofrecida',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/members': {
    operationId: 'listMembers',
    summary: 'Listar los miembros de un espacio',
    errors: [404],
  },
  'PUT /api/spaces/{spaceId}/members/{userId}/role': {
    operationId: 'changeMemberRole',
    summary: 'Cambiar el rol de un miembro del espacio',
    errors: [403, 404, 409],
  },
  'PUT /api/spaces/{spaceId}/members/{userId}/daily-cap': {
    operationId: 'setMemberDailyCap',
    summary: 'Fijar el máximo de citas por día de un profesional',
    errors: [403, 404],
  },
  'DELETE /api/spaces/{spaceId}/members/{userId}': {
    operationId: 'removeMember',
    summary: 'Quitar a un miembro del espacio',
    errors: [403, 404, 409],
  },
  'GET /api/spaces/{spaceId}/invitations': {
    operationId: 'listInvitations',
    summary: 'Listar las invitaciones de un espacio',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/invitations': {
    operationId: 'sendInvitation',
    summary: 'Invitar por email a una persona al espacio',
    errors: [403, 404, 409],
  },
  'DELETE /api/spaces/invitations/{id}': {
    operationId: 'cancelInvitation',
    summary: 'Cancelar una invitación',
    errors: [403, 404],
  },
  'POST /api/spaces/invitations/{id}/resend': {
    operationId: 'resendInvitation',
    summary: 'Reenviar el email de una invitación',
    errors: [403, 404, 429],
  },
  'POST /api/spaces/invitations/{id}/accept': {
    operationId: 'acceptInvitation',
    summary: 'Aceptar una invitación y unirse al espacio',
    errors: [403, 404],
  },
  'POST /api/spaces/invitations/{id}/reject': {
    operationId: 'rejectInvitation',
    summary: 'Rechazar una invitación',
    errors: [403, 404],
  },
  'GET /api/invitations/by-token/{token}': {
    operationId: 'previewInvitation',
    summary: 'Ver una invitación con el token recibido por email',
    errors: [404],
  },

  // Logo, files, addresses
  'POST /api/spaces/{spaceId}/logo': {
    operationId: 'uploadLogo',
    summary: 'Subir o reemplazar el logo del espacio',
    errors: [403, 404],
  },
  'DELETE /api/spaces/{spaceId}/logo': {
    operationId: 'deleteLogo',
    summary: 'Quitar el logo del espacio',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/logo': {
    operationId: 'redirectToLogo',
    summary: 'Redirigir a la imagen del logo',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/logo.png': {
    operationId: 'getEmailLogo',
    summary: 'Descargar el logo en PNG (el que muestran los e-mails)',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/logo/info': {
    operationId: 'getLogoInfo',
    summary: 'Ver los datos del logo del espacio',
    errors: [404],
  },
  'GET /api/files/{key}': {
    operationId: 'readStoredFile',
    summary: 'Descargar un archivo guardado (admite rangos de bytes)',
    errors: [404],
  },
  'GET /api/geocoding/search': {
    operationId: 'searchAddresses',
    summary: 'Buscar direcciones para ubicar el espacio',
  },

  // Services and schedules
  'GET /api/spaces/{spaceId}/services': {
    operationId: 'listServices',
    summary: 'Listar los servicios de un espacio',
    errors: [404],
  },
  'POST /api/spaces/{spaceId}/services': {
    operationId: 'createService',
    summary: 'Crear un servicio en el espacio',
    errors: [403, 404],
  },
  'GET /api/services/{id}': { operationId: 'getService', summary: 'Ver un servicio', errors: [404] },
  'PUT /api/services/{id}': {
    operationId: 'updateService',
    summary: 'Actualizar un servicio',
    errors: [403, 404],
  },
  'DELETE /api/services/{id}': {
    operationId: 'deleteService',
    summary: 'Eliminar un servicio',
    errors: [403, 404, 409],
  },
  'GET /api/services/{serviceId}/schedules': {
    operationId: 'listServiceSchedules',
    summary: 'Listar los horarios de un servicio',
    errors: [404],
  },
  'POST /api/services/{serviceId}/schedules': {
    operationId: 'createSchedule',
    summary: 'Añadir un horario semanal a un servicio',
    errors: [403, 404, 409],
  },
  'POST /api/services/schedules/bulk': {
    operationId: 'createSchedulesInBulk',
    summary: 'Añadir varios horarios semanales a un servicio de una vez',
    errors: [403, 404, 409],
  },
  'PUT /api/schedules/{id}': {
    operationId: 'updateSchedule',
    summary: 'Actualizar un horario',
    errors: [403, 404, 409],
  },
  'DELETE /api/schedules/{id}': {
    operationId: 'deleteSchedule',
    summary: 'Eliminar un horario',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/schedules': {
    operationId: 'listSpaceSchedules',
    summary: 'Listar los horarios de todos los servicios del espacio',
    errors: [404],
  },

  // Setup
  'GET /api/setup/status': {
    operationId: 'getSetupStatus',
    summary: 'Ver en qué paso de la configuración inicial está el usuario',
  },
  'POST /api/setup/skip-invitations': {
    operationId: 'skipInvitations',
    summary: 'Continuar la configuración sin enviar invitaciones',
    errors: [403, 404],
  },
  'POST /api/setup/complete': {
    operationId: 'completeSetup',
    summary: 'Confirmar que la configuración inicial está completa',
    errors: [400],
  },

  // Bookings
  'POST /api/bookings': {
    operationId: 'createClientBooking',
    summary: 'Reservar una cita como cliente con cuenta',
    errors: [404, 409],
  },
  'GET /api/bookings': {
    operationId: 'listBookings',
    summary: 'Listar las citas de un espacio (agenda)',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/agenda/day.pdf': {
    operationId: 'printAgendaDay',
    summary: 'Imprimir la agenda de un día por profesional (PDF A4)',
    errors: [403, 404],
  },
  'POST /api/bookings/host-create': {
    operationId: 'createHostBooking',
    summary: 'Crear una cita para un cliente desde la agenda',
    errors: [403, 404, 409],
  },
  'POST /api/bookings/internal': {
    operationId: 'createInternalBooking',
    summary: 'Crear una cita interna del equipo del espacio',
    errors: [403, 404, 409],
  },
  'POST /api/bookings/public': {
    operationId: 'createPublicBooking',
    summary: 'Reservar una cita desde la página pública, sin cuenta',
    errors: [404, 409],
  },
  'POST /api/bookings/public/any-host': {
    operationId: 'createAnyHostPublicBooking',
    summary: "Reservar con 'Cualquier profesional': el servidor elige un profesional libre",
    errors: [404, 409],
  },
  'GET /api/bookings/my-bookings': {
    operationId: 'listMyBookings',
    summary: 'Listar las citas reservadas por el usuario',
  },
  'GET /api/bookings/{id}': { operationId: 'getBooking', summary: 'Ver una cita', errors: [404] },
  'PUT /api/bookings/{id}': {
    operationId: 'updateBooking',
    summary: 'Cambiar la hora o las notas de una cita',
    errors: [403, 404, 409],
  },
  'PUT /api/bookings/{id}/status': {
    operationId: 'changeBookingStatus',
    summary: 'Cambiar el estado de una cita',
    errors: [403, 404, 409],
  },
  'PUT /api/bookings/{id}/cancel': {
    operationId: 'cancelBooking',
    summary: 'Cancelar una cita indicando el motivo',
    errors: [403, 404, 409],
  },
  'GET /api/bookings/host/{hostId}/availability': {
    operationId: 'findHostAvailability',
    summary: 'Ver los huecos libres de un profesional en un día',
    errors: [403, 404],
  },

  // Public pages (no account)
  'GET /api/public/bookings/{token}': {
    operationId: 'getBookingByLink',
    summary: 'Ver una cita con el enlace recibido por email',
    errors: [404],
  },
  'POST /api/public/bookings/{token}/cancel': {
    operationId: 'cancelBookingByLink',
    summary: 'Cancelar una cita con el enlace recibido por email',
    errors: [403, 404, 409],
  },
  'POST /api/public/space/{spaceId}/service/{serviceId}/waitlist': {
    operationId: 'joinWaitlist',
    summary: 'Apuntarse a la lista de espera de un servicio (Avísame si se libera un hueco)',
    errors: [404],
  },
  'POST /api/public/waitlist/offers/{token}/confirm': {
    operationId: 'confirmWaitlistOffer',
    summary: 'Reservar el hueco ofrecido con el enlace de la lista de espera',
    errors: [404, 409],
  },
  'DELETE /api/public/waitlist/{token}': {
    operationId: 'leaveWaitlist',
    summary: 'Salir de la lista de espera con el enlace recibido',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/waitlist': {
    operationId: 'listWaitlist',
    summary: 'Ver quién espera un hueco, por servicio y día',
    errors: [403, 404],
  },
  'DELETE /api/spaces/{spaceId}/waitlist/{requestId}': {
    operationId: 'removeWaitlistRequest',
    summary: 'Quitar una solicitud de la lista de espera',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/waitlist-settings': {
    operationId: 'getWaitlistSettings',
    summary: 'Ver cuánto tiempo guarda una oferta de la lista de espera su hueco',
    errors: [404],
  },
  'PUT /api/spaces/{spaceId}/waitlist-settings': {
    operationId: 'updateWaitlistSettings',
    summary: 'Cambiar cuánto tiempo guarda una oferta de la lista de espera su hueco',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/waitlist/{requestId}/offers': {
    operationId: 'offerWaitlistSlot',
    summary: 'Ofrecer a mano un hueco libre a una persona de la lista de espera',
    errors: [403, 404, 409],
  },
  'POST /api/public/bookings/{token}/reschedule': {
    operationId: 'rescheduleBookingByLink',
    summary: 'Cambiar la hora de una cita con el enlace recibido por email',
    errors: [403, 404, 409],
  },
  'GET /api/public/unsubscribe/{token}': {
    operationId: 'getReminderSubscription',
    summary: 'Ver la página para darse de baja de los recordatorios',
    errors: [404],
  },
  'POST /api/public/unsubscribe/{token}': {
    operationId: 'unsubscribeFromReminders',
    summary: 'Darse de baja de los recordatorios con un clic (RFC 8058)',
    errors: [404],
  },
  'POST /api/public/unsubscribe/{token}/resubscribe': {
    operationId: 'requestResubscription',
    summary: 'Pedir volver a recibir recordatorios: envía un enlace de confirmación al correo del cliente',
    errors: [404],
  },
  'GET /api/public/resubscribe/{token}': {
    operationId: 'getResubscribeConfirmation',
    summary: 'Ver la página para confirmar que se vuelven a recibir recordatorios',
    errors: [404],
  },
  'POST /api/public/resubscribe/{token}': {
    operationId: 'confirmResubscription',
    summary: 'Confirmar que se vuelven a recibir recordatorios (enlace del correo, 24 horas)',
    errors: [404],
  },
  'GET /api/public/sms/delivery/{outboxId}/{signature}': {
    operationId: 'applySmsDeliveryReport',
    summary: 'Informe de entrega de un SMS (dlr-url de Kannel, firmado)',
    errors: [400, 403, 404],
  },
  'GET /api/public/sms/inbound': {
    operationId: 'receiveSmsReply',
    summary: 'Respuesta de un cliente a un SMS (BAJA, STOP, CONFIRMO, SI) desde Kannel',
    errors: [400, 403],
  },
  'POST /api/public/bookings/{token}/confirm-attendance': {
    operationId: 'confirmAttendanceByLink',
    summary: 'Confirmar la asistencia a una cita con el enlace del recordatorio',
    errors: [404, 409],
  },
  'GET /api/public/space/by-route/{route}': {
    operationId: 'getPublicSpaceByRoute',
    summary: 'Ver la página pública de un espacio por su ruta',
    errors: [404],
  },
  'GET /api/public/space/by-route/{route}/logo': {
    operationId: 'redirectToPublicLogo',
    summary: 'Redirigir al logo de un espacio por su ruta',
    errors: [404],
  },
  'GET /api/public/space/{spaceId}': {
    operationId: 'getPublicSpace',
    summary: 'Ver la página pública de un espacio por su id',
    errors: [404],
  },
  'GET /api/public/space/{spaceId}/media': {
    operationId: 'listPublicMedia',
    summary: 'Listar las fotos y vídeos publicados de un espacio',
    errors: [404],
  },
  'GET /api/public/space/{spaceId}/service/{serviceId}/host/{hostId}/available-slots': {
    operationId: 'listAvailableSlots',
    summary: 'Listar las horas libres de un profesional para un servicio',
    errors: [404],
  },
  'GET /api/public/space/{spaceId}/service/{serviceId}/host/{hostId}/next-available': {
    operationId: 'findNextAvailable',
    summary: 'Buscar las próximas horas libres de un profesional',
    errors: [404],
  },
  'GET /api/public/space/{spaceId}/service/{serviceId}/any-host/available-slots': {
    operationId: 'listAnyHostSlots',
    summary: "Listar las horas libres de un servicio con 'Cualquier profesional'",
    errors: [404],
  },
  'GET /api/public/space/{spaceId}/service/{serviceId}/any-host/next-available': {
    operationId: 'findAnyHostNextAvailable',
    summary: "Buscar las próximas horas libres de un servicio con 'Cualquier profesional'",
    errors: [404],
  },
  'GET /api/directory/spaces': {
    operationId: 'listDirectorySpaces',
    summary: 'Buscar clínicas en el directorio público (texto, cercanía, filtros, próxima cita libre)',
  },

  // Disabled dates
  'POST /api/spaces/{spaceId}/disabled-dates': {
    operationId: 'createDisabledDate',
    summary: 'Bloquear una fecha o franja (festivo, ausencia)',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/disabled-dates': {
    operationId: 'listDisabledDates',
    summary: 'Listar las fechas bloqueadas del espacio',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/disabled-dates/check': {
    operationId: 'checkDisabledDate',
    summary: 'Comprobar si un momento está bloqueado',
    errors: [403, 404],
  },
  'PUT /api/spaces/{spaceId}/disabled-dates/{id}': {
    operationId: 'updateDisabledDate',
    summary: 'Modificar una fecha bloqueada',
    errors: [403, 404],
  },
  'DELETE /api/spaces/{spaceId}/disabled-dates/{id}': {
    operationId: 'deleteDisabledDate',
    summary: 'Desbloquear una fecha',
    errors: [403, 404],
  },

  // Extra openings and changed hours of a date (decision 047)
  'POST /api/spaces/{spaceId}/schedule-overrides': {
    operationId: 'createScheduleOverride',
    summary: 'Abrir horas extra o cambiar el horario de un día',
    errors: [403, 404, 409],
  },
  'GET /api/spaces/{spaceId}/schedule-overrides': {
    operationId: 'listScheduleOverrides',
    summary: 'Listar los horarios especiales del espacio',
    errors: [404],
  },
  'PUT /api/spaces/{spaceId}/schedule-overrides/{id}': {
    operationId: 'updateScheduleOverride',
    summary: 'Modificar un horario especial',
    errors: [403, 404, 409],
  },
  'DELETE /api/spaces/{spaceId}/schedule-overrides/{id}': {
    operationId: 'deleteScheduleOverride',
    summary: 'Eliminar un horario especial',
    errors: [403, 404],
  },
  // Pausing online booking (decision 078)
  'POST /api/spaces/{spaceId}/online-pauses': {
    operationId: 'startOnlinePause',
    summary: 'Pausar las reservas online de la clínica o de uno mismo',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/online-pauses': {
    operationId: 'listOnlinePauses',
    summary: 'Ver las pausas de reservas online en curso',
    errors: [404],
  },
  'POST /api/spaces/{spaceId}/online-pauses/{pauseId}/resume': {
    operationId: 'resumeOnlinePause',
    summary: 'Reanudar las reservas online',
    errors: [403, 404, 409],
  },
  // Reminders
  'GET /api/spaces/{spaceId}/reminder-settings': {
    operationId: 'getReminderSettings',
    summary: 'Ver los recordatorios del espacio (avisos de citas, vacunas, controles)',
    errors: [404],
  },
  'PUT /api/spaces/{spaceId}/reminder-settings': {
    operationId: 'updateReminderSettings',
    summary: 'Guardar los recordatorios del espacio',
    errors: [400, 403, 404],
  },
  'GET /api/spaces/{spaceId}/sms-status': {
    operationId: 'getSmsStatus',
    summary: 'Ver si el servidor envía SMS (y por qué no) y los segmentos usados este mes',
    errors: [404],
  },

  // Media
  'POST /api/spaces/{spaceId}/media': {
    operationId: 'uploadMedia',
    summary: 'Subir una foto o un vídeo al espacio',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/media': {
    operationId: 'listMedia',
    summary: 'Listar las fotos y vídeos del espacio',
    errors: [404],
  },
  'DELETE /api/spaces/{spaceId}/media': {
    operationId: 'deleteManyMedia',
    summary: 'Eliminar varias fotos y vídeos del espacio de una vez',
    errors: [403, 404],
  },
  'PUT /api/spaces/{spaceId}/media/reorder': {
    operationId: 'reorderMedia',
    summary: 'Cambiar el orden de las fotos y vídeos',
    errors: [403, 404, 409],
  },
  'GET /api/spaces/{spaceId}/media/{mediaId}': {
    operationId: 'getMedia',
    summary: 'Ver una foto o un vídeo',
    errors: [404],
  },
  'PUT /api/spaces/{spaceId}/media/{mediaId}': {
    operationId: 'updateMedia',
    summary: 'Cambiar la descripción de una foto o un vídeo',
    errors: [403, 404],
  },
  'DELETE /api/spaces/{spaceId}/media/{mediaId}': {
    operationId: 'deleteMedia',
    summary: 'Eliminar una foto o un vídeo',
    errors: [403, 404],
  },

  // Appointments of removed members
  'GET /api/spaces/{spaceId}/orphaned-bookings': {
    operationId: 'listOrphanedBookings',
    summary: 'Listar las citas futuras de miembros eliminados, para reasignarlas o cancelarlas',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/orphaned-bookings/{bookingId}/reassign': {
    operationId: 'reassignOrphanedBooking',
    summary: 'Reasignar una cita de un miembro eliminado a otro miembro del espacio',
    errors: [403, 404, 409],
  },

  // Clients and pets
  'GET /api/spaces/{spaceId}/clients': {
    operationId: 'listClients',
    summary: 'Buscar y listar los clientes del espacio con sus mascotas',
    errors: [404],
  },
  'POST /api/spaces/{spaceId}/clients': {
    operationId: 'createClient',
    summary: 'Crear un cliente (propietario)',
    errors: [404, 409],
  },
  'GET /api/spaces/{spaceId}/clients/export': {
    operationId: 'exportClients',
    summary: 'Exportar los clientes del espacio en CSV (solo administradores; queda en la auditoría)',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/clients/import': {
    operationId: 'importClients',
    summary: 'Importar clientes desde un CSV',
    // One import at a time per space (409), a few an hour (429): uploads/csv-import-gate.ts.
    errors: [404, 409, 429],
  },
  'POST /api/spaces/{spaceId}/pets/import': {
    operationId: 'importPets',
    summary: 'Importar mascotas desde un CSV',
    // One import at a time per space (409), a few an hour (429): uploads/csv-import-gate.ts.
    errors: [404, 409, 429],
  },
  'GET /api/spaces/{spaceId}/clients/duplicates': {
    operationId: 'listDuplicateClients',
    summary: 'Sugerir clientes probablemente duplicados (mismo teléfono, correo o documento)',
    errors: [404],
  },
  'POST /api/spaces/{spaceId}/clients/duplicates/dismissals': {
    operationId: 'dismissDuplicateClients',
    summary: "Marcar dos clientes como 'No son duplicados' (no se vuelven a sugerir)",
    errors: [404],
  },
  'POST /api/spaces/{spaceId}/clients/merge': {
    operationId: 'mergeClients',
    summary: 'Fusionar dos clientes duplicados: mascotas y citas pasan al destino',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/clients/{clientId}': {
    operationId: 'getClient',
    summary: 'Ver un cliente con sus mascotas',
    errors: [404],
  },
  'PUT /api/spaces/{spaceId}/clients/{clientId}': {
    operationId: 'updateClient',
    summary: 'Actualizar los datos de un cliente',
    errors: [404, 409],
  },
  'DELETE /api/spaces/{spaceId}/clients/{clientId}': {
    operationId: 'archiveClient',
    summary: 'Archivar un cliente (con confirmación si tiene citas futuras)',
    errors: [404, 409],
  },
  'GET /api/spaces/{spaceId}/clients/{clientId}/bookings': {
    operationId: 'listClientBookings',
    summary: 'Listar las citas de un cliente',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/clients/{clientId}/communications': {
    operationId: 'listClientCommunications',
    summary: 'Ver las comunicaciones enviadas y programadas a un cliente',
    errors: [404],
  },
  'POST /api/spaces/{spaceId}/clients/{clientId}/pets': {
    operationId: 'createPet',
    summary: 'Registrar una mascota de un cliente',
    errors: [404, 409],
  },
  'GET /api/spaces/{spaceId}/pets': {
    operationId: 'searchPets',
    summary: 'Buscar mascotas del espacio',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/pets/{petId}': {
    operationId: 'getPet',
    summary: 'Ver una mascota',
    errors: [404],
  },
  'PUT /api/spaces/{spaceId}/pets/{petId}': {
    operationId: 'updatePet',
    summary: 'Actualizar los datos de una mascota',
    errors: [404, 409],
  },
  'PUT /api/spaces/{spaceId}/pets/{petId}/photo': {
    operationId: 'setPetPhoto',
    summary: 'Subir o cambiar la foto de una mascota (JPEG, PNG, GIF o WebP; se guarda como WebP)',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/photo': {
    operationId: 'getPetPhoto',
    summary: 'Ver la foto de una mascota (solo miembros del espacio; WebP)',
    errors: [404],
  },
  'DELETE /api/spaces/{spaceId}/pets/{petId}/photo': {
    operationId: 'removePetPhoto',
    summary: 'Quitar la foto de una mascota',
    errors: [404],
  },
  'DELETE /api/spaces/{spaceId}/pets/{petId}': {
    operationId: 'deletePet',
    summary: 'Eliminar una mascota (no si tiene historia clínica)',
    errors: [404, 409],
  },

  // Reports: an ADMIN reads everyone's figures, a MEMBER only their own (403 for others)
  'GET /api/spaces/{spaceId}/reports/summary': {
    operationId: 'getReportSummary',
    summary:
      'Cifras clave del período (citas, tasas, ingresos por moneda, clientes nuevos y recurrentes) y del período anterior',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/reports/timeseries': {
    operationId: 'getReportTimeseries',
    summary:
      'Citas por estado e ingresos por moneda a lo largo del tiempo (días, semanas o meses de la clínica)',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/reports/breakdown': {
    operationId: 'getReportBreakdown',
    summary: 'Citas e ingresos por servicio y por profesional, por origen y por antelación',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/reports/waitlist': {
    operationId: 'getWaitlistReport',
    summary: 'Ver cuántos huecos recuperó la lista de espera y los ingresos que conservó',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/reports/heatmap': {
    operationId: 'getReportHeatmap',
    summary: 'Demanda por día de la semana y hora (hora de la clínica)',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/reports/occupancy': {
    operationId: 'getReportOccupancy',
    summary: 'Ocupación de cada profesional: minutos reservados sobre minutos ofrecidos por sus horarios',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/reports/bookings.csv': {
    operationId: 'exportReportBookings',
    summary: 'Exportar en CSV las citas del período',
    errors: [403, 404],
  },
  'GET /api/reports/preferences': {
    operationId: 'getReportPreferences',
    summary: 'Ver si recibo el resumen semanal de reportes por correo',
    errors: [404],
  },
  'PUT /api/reports/preferences': {
    operationId: 'updateReportPreferences',
    summary: 'Activar o desactivar el resumen semanal de reportes por correo',
    errors: [404],
  },
  // Plans and the free trial (docs/decisions/073-plans-and-trial.md)
  'GET /api/spaces/{spaceId}/plan': {
    operationId: 'getPlanOverview',
    summary: 'Ver el plan del espacio, su prueba y el uso del mes (citas, servicios, usuarios)',
    errors: [404],
  },
  'POST /api/spaces/{spaceId}/plan/trial': {
    operationId: 'startPlanTrial',
    summary: 'Probar Premium 14 días gratis, sin tarjeta (una vez por espacio y por cuenta)',
    errors: [403, 404, 409],
  },
  'POST /api/spaces/{spaceId}/plan/upgrade-request': {
    operationId: 'requestPlanUpgrade',
    summary: 'Pedir pasar a Premium: se registra y se avisa al equipo de ventas',
    errors: [403, 404],
  },
  'PUT /api/spaces/{spaceId}/plan/kept': {
    operationId: 'keepUnderPlan',
    summary: 'Elegir qué servicios y qué profesional siguen activos dentro del plan',
    errors: [403, 404],
  },
  // Audit log and clients' privacy (docs/decisions/036-audit-log.md, 037-client-privacy.md)
  'GET /api/spaces/{spaceId}/audit': {
    operationId: 'listAuditEvents',
    summary: 'Consultar el registro de auditoría del espacio (solo administradores)',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/clients/{clientId}/export.json': {
    operationId: 'exportClientDataJson',
    summary: 'Exportar todos los datos de un cliente (cliente, mascotas, citas) en JSON',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/clients/{clientId}/export.csv': {
    operationId: 'exportClientDataCsv',
    summary: 'Exportar todos los datos de un cliente (cliente, mascotas, citas) en CSV',
    errors: [404],
  },
  'POST /api/spaces/{spaceId}/clients/{clientId}/erase': {
    operationId: 'eraseClientData',
    summary: 'Borrar (anonimizar) los datos personales de un cliente; con citas futuras pide confirmación',
    errors: [403, 404, 409],
  },

  // Medical records (docs/decisions/039-medical-records.md)
  'GET /api/spaces/{spaceId}/pets/{petId}/records': {
    operationId: 'listPetRecords',
    summary: 'Ver la historia clínica de una mascota (paginada, por tipo o texto)',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/records/overview': {
    operationId: 'listPetRecordOverview',
    summary: 'Ver qué entradas tiene la historia clínica (tipo, fecha y estado, sin su contenido)',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/pets/{petId}/records': {
    operationId: 'createPetRecord',
    summary: 'Crear una entrada en borrador en la historia clínica',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}': {
    operationId: 'getPetRecord',
    summary: 'Ver una entrada de la historia clínica',
    errors: [404],
  },
  'PUT /api/spaces/{spaceId}/pets/{petId}/records/{recordId}': {
    operationId: 'updatePetRecord',
    summary: 'Editar una entrada mientras es borrador',
    errors: [403, 404, 409],
  },
  'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/sign': {
    operationId: 'signPetRecord',
    summary: 'Firmar una entrada: desde entonces no cambia',
    errors: [403, 404, 409],
  },
  'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/addenda': {
    operationId: 'addPetRecordAddendum',
    summary: 'Agregar una adenda a una entrada firmada',
    errors: [404, 409],
  },
  'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/attachments': {
    operationId: 'addPetRecordAttachments',
    summary: 'Adjuntar PDF de laboratorio o imágenes a un borrador',
    errors: [403, 404, 409],
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/attachments/{attachmentId}': {
    operationId: 'getPetRecordAttachment',
    summary: 'Descargar un archivo adjunto de una entrada',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/vaccinations': {
    operationId: 'getVaccinationCard',
    summary: 'Ver el carnet de vacunación: aplicadas, pendientes y vencidas',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/weights': {
    operationId: 'listPetWeights',
    summary: 'Ver la evolución del peso de una mascota',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/vaccinations.pdf': {
    operationId: 'downloadVaccinationCard',
    summary: 'Descargar el carnet de vacunación en PDF',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/history.pdf': {
    operationId: 'downloadPetHistory',
    summary: 'Descargar la historia clínica en PDF (completa o por fechas)',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/prescription.pdf': {
    operationId: 'downloadPrescription',
    summary: 'Descargar una receta firmada en PDF',
    errors: [404, 409],
  },
  'POST /api/spaces/{spaceId}/pets/{petId}/vaccinations/email': {
    operationId: 'emailVaccinationCard',
    summary: 'Enviar el carnet de vacunación al propietario por email',
    errors: [404, 409],
  },
  'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/prescription/email': {
    operationId: 'emailPrescription',
    summary: 'Enviar una receta firmada al propietario por email',
    errors: [404, 409],
  },

  // Charges, payments, receipts and the cash close (docs/decisions/071-charges.md)
  'GET /api/spaces/{spaceId}/charge-settings': {
    operationId: 'getChargeSettings',
    summary: 'Ver los impuestos, medios de pago y si los precios incluyen impuestos',
    errors: [403, 404],
  },
  'PUT /api/spaces/{spaceId}/charge-settings': {
    operationId: 'updateChargeSettings',
    summary: 'Cambiar impuestos y medios de pago (administradores)',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/charges': {
    operationId: 'listCharges',
    summary: 'Listar los cobros del espacio, de una cita, de un cliente o de una mascota',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/charges': {
    operationId: 'createCharge',
    summary: 'Emitir un cobro (con sus pagos, si los hay) y su recibo numerado',
    errors: [403, 404, 409],
  },
  'GET /api/spaces/{spaceId}/charges/{chargeId}': {
    operationId: 'getCharge',
    summary: 'Ver un cobro con sus líneas, pagos, notas de crédito y saldo',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/charges/{chargeId}/payments': {
    operationId: 'addChargePayment',
    summary: 'Registrar un pago de un cobro (el efectivo admite cambio)',
    errors: [403, 404, 409],
  },
  'POST /api/spaces/{spaceId}/charges/{chargeId}/void': {
    operationId: 'voidCharge',
    summary: 'Anular un cobro sin pagos, con su motivo (administradores)',
    errors: [403, 404, 409],
  },
  'POST /api/spaces/{spaceId}/charges/{chargeId}/refunds': {
    operationId: 'refundCharge',
    summary: 'Devolver parte o todo lo pagado con una nota de crédito (administradores)',
    errors: [403, 404, 409],
  },
  'GET /api/spaces/{spaceId}/charges/{chargeId}/receipt.pdf': {
    operationId: 'downloadReceipt',
    summary: 'Descargar o reimprimir el recibo en PDF',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/charges/{chargeId}/receipt/email': {
    operationId: 'emailReceipt',
    summary: 'Enviar el recibo al cliente por email',
    errors: [403, 404, 409],
  },
  'GET /api/spaces/{spaceId}/clients/{clientId}/balance': {
    operationId: 'getClientBalance',
    summary: 'Ver el saldo pendiente de un cliente, por moneda',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/reports/money': {
    operationId: 'getMoneyReport',
    summary: 'Ver lo cobrado y lo recaudado por moneda, por medio de pago y los saldos por antigüedad',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/cash-close': {
    operationId: 'getCashClose',
    summary: 'Ver el cierre de caja de un día (por persona o de toda la clínica)',
    errors: [403, 404],
  },
  'POST /api/spaces/{spaceId}/cash-close': {
    operationId: 'closeCashDay',
    summary: 'Cerrar la caja de un día con el efectivo contado (administradores)',
    errors: [403, 404, 409],
  },
  // The professional's calendar (decision 077)
  'GET /api/calendar/{file}': {
    operationId: 'getCalendarFeed',
    summary: 'Leer el calendario de citas de un enlace de suscripción (iCalendar; 304 si no cambió)',
    errors: [404, 429],
  },
  'GET /api/spaces/{spaceId}/calendar-feeds': {
    operationId: 'getCalendarFeeds',
    summary: 'Ver tus enlaces de calendario en el espacio',
    errors: [404],
  },
  'POST /api/spaces/{spaceId}/calendar-feeds/{scope}/link': {
    operationId: 'createCalendarFeedLink',
    summary: 'Crear o regenerar tu enlace de calendario (el anterior deja de funcionar)',
    errors: [403, 404],
  },
  'PATCH /api/spaces/{spaceId}/calendar-feeds/{scope}': {
    operationId: 'updateCalendarFeed',
    summary: 'Mostrar u ocultar los nombres de los clientes en tu calendario',
    errors: [403, 404],
  },
  'DELETE /api/spaces/{spaceId}/calendar-feeds/{scope}': {
    operationId: 'deleteCalendarFeed',
    summary: 'Desactivar tu enlace de calendario',
    errors: [403, 404],
  },
  'GET /api/spaces/{spaceId}/caldav-connection': {
    operationId: 'getCalDavConnection',
    summary: 'Ver tu calendario CalDAV conectado en el espacio (nunca su contraseña)',
    errors: [404],
  },
  'GET /api/spaces/{spaceId}/caldav-health': {
    operationId: 'getCalDavHealth',
    summary: 'Calendarios CalDAV que no responden o cuyas horas ocupadas están desactualizadas',
    errors: [404],
  },
  'PUT /api/spaces/{spaceId}/caldav-connection': {
    operationId: 'connectCalDav',
    summary: 'Conectar tu calendario CalDAV (se buscan sus calendarios antes de guardarlo)',
    errors: [400, 403, 404],
  },
  'PATCH /api/spaces/{spaceId}/caldav-connection': {
    operationId: 'updateCalDavConnection',
    summary: 'Elegir los calendarios que bloquean tu agenda',
    errors: [400, 403, 404],
  },
  'DELETE /api/spaces/{spaceId}/caldav-connection': {
    operationId: 'disconnectCalDav',
    summary: 'Desconectar tu calendario CalDAV',
    errors: [404],
  },
};
