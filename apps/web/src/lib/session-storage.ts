import type { Profile } from '@citavet/domain/users/user.schema';

// The session in the browser's localStorage under the keys 'token' and 'user'.
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

/**
 * The browser's localStorage, or null where there is none to use: a booking page embedded in a
 * clinic's own website is a third-party frame, and with third-party storage blocked (the default in
 * Chromium, Safari, Brave and private windows) merely reading `localStorage` throws. The public
 * pages need no session, so they work without it; a signed-in page simply finds no session.
 */
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const storage = browserStorage();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Blocked or full: the session lives only in memory for this page.
  }
}

export function getStoredToken(): string | null {
  return read(TOKEN_KEY);
}

/** The stored user is only trusted as far as having an id; the profile call re-reads the rest. */
export function getStoredUser(): { id: string } | null {
  const raw = read(USER_KEY);
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
  write(TOKEN_KEY, token);
}

export function storeUser(user: Profile): void {
  write(USER_KEY, JSON.stringify(user));
}

export function storeSession(token: string, user: Profile): void {
  storeToken(token);
  storeUser(user);
}

export function clearStoredSession(): void {
  write(TOKEN_KEY, null);
  write(USER_KEY, null);
}
