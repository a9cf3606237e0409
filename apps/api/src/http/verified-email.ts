import { forbidden } from './app-error';

export const VERIFY_EMAIL_TO_INVITE_MESSAGE =
  'Confirma tu email antes de invitar a nadie: abre el enlace que te enviamos al registrarte, o pide uno nuevo desde el aviso de la parte superior.';
export const VERIFY_EMAIL_TO_CREATE_SPACE_MESSAGE =
  'Confirma tu email antes de crear un espacio: abre el enlace que te enviamos al registrarte, o pide uno nuevo desde el aviso de la parte superior.';

/**
 * Actions that make the app e-mail other people, or open a clinic whose mail goes out in its name,
 * need an account whose address is proven: a throwaway registration cannot use them.
 */
export function requireVerifiedEmail(user: { emailVerifiedAt: Date | null }, message: string) {
  if (user.emailVerifiedAt === null) throw forbidden(message, 'EMAIL_NOT_VERIFIED');
}
