import { SPACE_ROLE_HINTS } from '@citavet/domain/members/space-permissions';
import { z } from 'zod';

export const INVITATION_ROLE_OPTIONS = [
  { value: 'MEMBER', label: 'Miembro' },
  { value: 'RECEPTION', label: 'Recepción' },
  { value: 'ADMIN', label: 'Administrador' },
] as const;

export const ROLE_HINTS = SPACE_ROLE_HINTS;

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * Step 2 'Miembros': empty rows are ignored, a filled row needs a
 * valid address, and the same address twice (in any case) is flagged on its repeat.
 */
export const MembersFormSchema = z
  .object({
    invitations: z.array(
      z.object({ email: z.string().trim(), role: z.enum(['MEMBER', 'RECEPTION', 'ADMIN']) }),
    ),
  })
  .superRefine(({ invitations }, context) => {
    const seen = new Set<string>();
    invitations.forEach(({ email }, index) => {
      if (email === '') return;
      const path = ['invitations', index, 'email'];
      if (!isEmail(email)) {
        context.addIssue({ code: 'custom', path, message: 'Email inválido' });
        return;
      }
      const key = email.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path, message: 'Email duplicado' });
      seen.add(key);
    });
  });

export type MembersFormValues = z.input<typeof MembersFormSchema>;
export type MembersForm = z.output<typeof MembersFormSchema>;

export const EMPTY_INVITATION_ROW: MembersFormValues['invitations'][number] = { email: '', role: 'MEMBER' };

/** The rows to send: filled ones, addresses lower-cased as the API stores them. */
export function invitationsToSend({ invitations }: MembersForm) {
  return invitations
    .filter((row) => row.email !== '')
    .map((row) => ({ email: row.email.toLowerCase(), role: row.role }));
}
