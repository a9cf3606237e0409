import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, getStoredToken, getStoredUser, storeToken } from './session-storage';

// A booking page embedded in another site, with third-party storage blocked: every use of
// localStorage throws a SecurityError, and the page must keep working without a session.

afterEach(() => vi.unstubAllGlobals());

describe('session storage without a usable localStorage', () => {
  it('reads no session and writes nothing, without throwing, when localStorage itself throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(getStoredToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(() => storeToken('t')).not.toThrow();
    expect(() => clearStoredSession()).not.toThrow();
  });

  it('keeps the session where storage works', () => {
    storeToken('abc');
    expect(getStoredToken()).toBe('abc');
    clearStoredSession();
    expect(getStoredToken()).toBeNull();
  });
});
