import type { Profile } from '@citavet/domain/users/user.schema';

// Browser storage keys fixed by the spec (part 1 §3).
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export function getStoredToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The stored user is only trusted as far as having an id; the profile call re-reads the rest. */
export function getStoredUser(): { id: string } | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed && typeof parsed.id === 'string') {
      return { id: parsed.id };
    }
    return null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function storeUser(user: Profile): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeSession(token: string, user: Profile): void {
  storeToken(token);
  storeUser(user);
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
