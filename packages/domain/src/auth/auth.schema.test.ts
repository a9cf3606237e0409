import { describe, expect, it } from 'vitest';
import {
  ChangePasswordFormSchema,
  ChangePasswordSchema,
  LoginSchema,
  RegisterFormSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from './auth.schema';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('auth schemas', () => {
  it('reports the password mismatch even while other fields are invalid', () => {
    const result = RegisterFormSchema.safeParse({
      name: '',
      email: 'x',
      password: 'secreto1',
      confirmPassword: 'otro-distinto',
      acceptTerms: true,
    });
    expect(messagesOf(result)).toContain('Las contraseñas no coinciden');
    expect(messagesOf(result)).toContain('El nombre es requerido');
    const change = ChangePasswordFormSchema.safeParse({
      currentPassword: '',
      newPassword: 'abcdef',
      confirmPassword: 'x',
    });
    expect(messagesOf(change)).toContain('Las contraseñas no coinciden');
  });

  it('normalises the e-mail and defaults the role to HOST', () => {
    const parsed = RegisterSchema.parse({ name: ' Ana ', email: ' ANA@Example.COM ', password: 'secreto1' });
    expect(parsed).toEqual({ name: 'Ana', email: 'ana@example.com', password: 'secreto1', role: 'HOST' });
  });

  it('uses the spec messages for sign-in', () => {
    expect(messagesOf(LoginSchema.safeParse({ email: '', password: '' }))).toEqual([
      'El email es requerido',
      'La contraseña es requerida',
    ]);
    // Sign-in checks no length: accounts made when the minimum was 6 must still get in.
    expect(messagesOf(LoginSchema.safeParse({ email: 'a@b', password: '12345' }))).toEqual([
      'Email inválido',
    ]);
  });

  it('asks for at least 8 characters on every new password (ASVS V6.2.1)', () => {
    expect(
      messagesOf(RegisterSchema.safeParse({ name: 'Ana', email: 'a@b.co', password: '1234567' })),
    ).toEqual(['La contraseña debe tener al menos 8 caracteres']);
    expect(RegisterSchema.safeParse({ name: 'Ana', email: 'a@b.co', password: '12345678' }).success).toBe(
      true,
    );
    expect(
      messagesOf(ChangePasswordSchema.safeParse({ currentPassword: 'x', newPassword: '1234567' })),
    ).toEqual(['La nueva contraseña debe tener al menos 8 caracteres']);
    expect(messagesOf(ResetPasswordSchema.safeParse({ token: 'x'.repeat(43), password: '1234567' }))).toEqual(
      ['La contraseña debe tener al menos 8 caracteres'],
    );
  });
});
