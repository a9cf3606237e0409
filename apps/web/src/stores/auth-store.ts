import type { AuthResult } from '@citavet/domain/auth/auth.schema';
import type { Profile } from '@citavet/domain/users/user.schema';
import { create } from 'zustand';
import { getProfile } from '@/api/get-profile';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import {
  clearStoredSession,
  getStoredToken,
  getStoredUser,
  storeSession,
  storeToken,
  storeUser,
} from '@/lib/session-storage';

/** The auth state, plus whether the start-up session check has finished. */
interface AuthState {
  user: Profile | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** False until the stored session has been verified (or found absent) at start-up. */
  isInitialized: boolean;
  error: string | null;
  initialize: () => Promise<void>;
  setSession: (result: AuthResult) => void;
  setUser: (user: Profile) => void;
  setToken: (token: string) => void;
  /** Sign out: forget the user here and in browser storage. */
  logout: () => void;
}

const signedOut = { user: null, token: null, isAuthenticated: false, isLoading: false, error: null };

let initialization: Promise<void> | null = null;

export const useAuthStore = create<AuthState>()((set) => ({
  ...signedOut,
  isInitialized: false,

  // Runs once per page load (StrictMode mounts twice; both calls share the first check).
  initialize: () => {
    initialization ??= (async () => {
      const token = getStoredToken();
      const storedUser = getStoredUser();
      if (!token || !storedUser) {
        clearStoredSession();
        set({ ...signedOut, isInitialized: true });
        return;
      }
      set({ isLoading: true, token });
      try {
        const profile = await getProfile({ isUnauthorizedHandled: true });
        storeUser(profile);
        set({
          user: profile,
          token,
          isAuthenticated: true,
          isLoading: false,
          error: null,
          isInitialized: true,
        });
      } catch (error) {
        // A server that answered "no" ends the session; an unreachable one does not, so a reload can retry.
        if (!(isApiError(error) && error.isConnectionFailure)) clearStoredSession();
        set({ ...signedOut, error: getErrorMessage(error, 'Token inválido'), isInitialized: true });
      }
    })();
    return initialization;
  },

  setSession: ({ token, user }) => {
    storeSession(token, user);
    set({ user, token, isAuthenticated: true, isLoading: false, error: null, isInitialized: true });
  },

  setUser: (user) => {
    storeUser(user);
    set({ user });
  },

  setToken: (token) => {
    storeToken(token);
    set({ token });
  },

  logout: () => {
    clearStoredSession();
    set({ ...signedOut, isInitialized: true });
  },
}));

/** Test helper: forget the start-up check so the next `initialize` runs again. */
export function resetAuthInitialization(): void {
  initialization = null;
  useAuthStore.setState({ ...signedOut, isInitialized: false });
}
