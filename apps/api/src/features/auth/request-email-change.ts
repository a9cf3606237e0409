import type { AppDependencies } from '../../app-dependencies';
import type { SessionUser } from '../../http/session';
import { enqueueEmails } from '../../mail/outbox.repository';
import { issueEmailLink } from './email-links';

export const emailChangeRequestedMessage = (newEmail: string) =>
  `Te enviamos un enlace a ${newEmail} para confirmar el cambio de email. Hasta entonces sigues usando el actual.`;

/**
 * Two e-mails in one transaction: a confirmation link to the new address (the change waits for it)
 * and a notice with a revert link to the current one, so a stolen session cannot quietly move the
 * account (ASVS V6.2 / V3). When the new address already has an account, it gets a note saying so
 * instead of the confirmation, and everything else happens as for a free address (the pending
 * change shows, then expires unconfirmed): the requester cannot tell the two apart.
 */
export async function requestEmailChange(
  deps: AppDependencies,
  user: SessionUser,
  target: { newEmail: string; isNewEmailTaken: boolean },
  now: Date,
) {
  const { newEmail } = target;
  await deps.database.db.transaction(async (tx) => {
    const confirmLink = await issueEmailLink(
      deps,
      tx,
      { userId: user.id, purpose: 'CHANGE', email: newEmail, newEmail, oldEmail: user.email },
      now,
    );
    const revertLink = await issueEmailLink(
      deps,
      tx,
      { userId: user.id, purpose: 'REVERT', email: user.email, newEmail, oldEmail: user.email },
      now,
    );
    const toNewAddress = target.isNewEmailTaken
      ? {
          kind: 'email-change-taken',
          sendAfter: now,
          to: newEmail,
          subject: 'Este email ya tiene una cuenta en Citavet',
          text: [
            'Hola:',
            '',
            'Alguien pidió usar este email en otra cuenta de Citavet, pero ya tiene una cuenta: no hemos',
            'cambiado nada. Si fuiste tú, entra con esta cuenta o usa otro email en la otra.',
            `${deps.config.publicUrl}/login`,
            '',
            'Si no fuiste tú, ignora este mensaje.',
          ].join('\n'),
        }
      : null;
    await enqueueEmails(tx, [
      toNewAddress ?? {
        kind: 'email-change-confirm',
        sendAfter: now,
        to: newEmail,
        subject: 'Confirma tu nuevo email en Citavet',
        text: [
          `Hola ${user.name}:`,
          '',
          'Pediste usar este email en tu cuenta de Citavet. Abre este enlace para confirmarlo',
          '(válido durante 24 horas y una sola vez; al confirmarlo se cerrarán todas tus sesiones):',
          confirmLink,
          '',
          'Si no lo pediste, ignora este mensaje.',
        ].join('\n'),
      },
      {
        kind: 'email-change-notice',
        sendAfter: now,
        to: user.email,
        subject: 'Se pidió cambiar el email de tu cuenta de Citavet',
        text: [
          `Hola ${user.name}:`,
          '',
          `Se pidió cambiar el email de tu cuenta de Citavet a ${newEmail}.`,
          'Si no fuiste tú, abre este enlace para conservar este email y cerrar todas las sesiones',
          '(válido durante 7 días):',
          revertLink,
          '',
          'Después, cambia tu contraseña.',
        ].join('\n'),
      },
    ]);
  });
}
