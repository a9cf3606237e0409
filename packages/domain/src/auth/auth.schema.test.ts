import { describe, expect, it } from 'vitest';
import { ChangePasswordFormSchema, LoginSchema, RegisterFormSchema, RegisterSchema } from './auth.schema';

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
    expect(messagesOf(LoginSchema.safeParse({ email: 'a@b', password: '12345' }))).toEqual([
      'Email inválido',
      'La contraseña debe tener al menos 6 caracteres',
    ]);
  });
});
