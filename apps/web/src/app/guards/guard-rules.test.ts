import { describe, expect, it } from 'vitest';
import {
  type GuardKind,
  type GuardSetupStatus,
  getSafeRedirectPath,
  getSignedInHomePath,
  resolveGuardRedirect,
} from './guard-rules';

const complete: GuardSetupStatus = {
  isFirstRunComplete: true,
  spaces: [{ id: 'space-1', name: 'San Roque', route: 'san-roque' }],
};
const incomplete: GuardSetupStatus = {
  isFirstRunComplete: false,
  spaces: [{ id: 'space-1', name: 'San Roque', route: null }],
};
const completeWithoutSpaces: GuardSetupStatus = { isFirstRunComplete: true, spaces: [] };

const cases: [GuardKind, boolean, GuardSetupStatus | null, string | null][] = [
  // Guests only: signed-out stays; signed-in goes to setup or to the first space.
  ['guest-only', false, null, null],
  ['guest-only', true, incomplete, '/setup'],
  ['guest-only', true, complete, '/dashboard/space-1'],
  ['guest-only', true, completeWithoutSpaces, '/setup'],
  // Setup: needs a session; a finished setup moves on to the dashboard.
  ['signed-in', false, null, '/accounts/login'],
  ['signed-in', true, incomplete, null],
  ['signed-in', true, complete, '/dashboard/space-1'],
  ['signed-in', true, completeWithoutSpaces, null],
  // Dashboard: needs a session and a finished setup with a space.
  ['dashboard', false, null, '/accounts/login'],
  ['dashboard', true, incomplete, '/setup'],
  ['dashboard', true, completeWithoutSpaces, '/setup'],
  ['dashboard', true, complete, null],
  ['dashboard', true, null, '/setup'],
];

describe('resolveGuardRedirect', () => {
  it.each(cases)('%s, signed in: %s, status %j → %s', (kind, isAuthenticated, setupStatus, expected) => {
    expect(resolveGuardRedirect(kind, { isAuthenticated, setupStatus })).toBe(expected);
  });

  it('never sends a guard to a page whose own guard sends it back', () => {
    const statuses = [null, incomplete, complete, completeWithoutSpaces];
    const guardOf = (path: string): GuardKind | null => {
      if (path === '/setup') return 'signed-in';
      if (path.startsWith('/dashboard')) return 'dashboard';
      if (path === '/accounts/login') return 'guest-only';
      return null;
    };
    for (const isAuthenticated of [false, true]) {
      for (const setupStatus of statuses) {
        if (!isAuthenticated && setupStatus) continue;
        for (const kind of ['guest-only', 'signed-in', 'dashboard'] as const) {
          const target = resolveGuardRedirect(kind, { isAuthenticated, setupStatus });
          if (!target) continue;
          const targetGuard = guardOf(target);
          if (targetGuard)
            expect(resolveGuardRedirect(targetGuard, { isAuthenticated, setupStatus })).toBeNull();
        }
      }
    }
  });
});

describe('getSignedInHomePath', () => {
  it('goes to the first space once setup is complete, otherwise to setup', () => {
    expect(getSignedInHomePath(complete)).toBe('/dashboard/space-1');
    expect(getSignedInHomePath(incomplete)).toBe('/setup');
    expect(getSignedInHomePath(null)).toBe('/setup');
  });
});

describe('session guard (the setup completion screen)', () => {
  it('needs a session, whatever the setup state', () => {
    expect(resolveGuardRedirect('session', { isAuthenticated: false, setupStatus: null })).toBe(
      '/accounts/login',
    );
    for (const setupStatus of [incomplete, complete, completeWithoutSpaces]) {
      expect(resolveGuardRedirect('session', { isAuthenticated: true, setupStatus })).toBeNull();
    }
  });
});

describe('redirect after sign-in', () => {
  it('sends a signed-in guest to the safe redirect path instead of home', () => {
    const input = { isAuthenticated: true, setupStatus: incomplete, redirectPath: '/invitaciones/abc' };
    expect(resolveGuardRedirect('guest-only', input)).toBe('/invitaciones/abc');
    expect(resolveGuardRedirect('guest-only', { ...input, isAuthenticated: false })).toBeNull();
  });

  it.each([
    ['/invitaciones/abc?x=1#y', '/invitaciones/abc?x=1#y'],
    ['/dashboard', '/dashboard'],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/\t/evil.example', null],
    ['invitaciones/abc', null],
    ['/accounts/login', null],
    ['', null],
    [null, null],
  ])('getSafeRedirectPath(%j) → %j', (value, expected) => {
    expect(getSafeRedirectPath(value)).toBe(expected);
  });
});
