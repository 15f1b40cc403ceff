import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@ye/contracts/auth';
import { loginPathFor } from '@ye/contracts/roles';
import { useCallback, useSyncExternalStore } from 'react';
import { logout } from './logout.ts';
import { navigateTo } from './navigation.ts';
import { profileQueryOptions } from './profile.ts';
import { can } from './session.ts';
import { getAccessToken, getRole, getVersion, isImpersonating, subscribe } from './storage.ts';

export interface SessionState {
  /** The signed-in user's type as stored at sign-in (null when signed out). */
  role: string | null;
  /** Signed in means an access token exists (spec section 4). */
  isAuthenticated: boolean;
  isImpersonating: boolean;
  profile: Profile | undefined;
  isProfileLoading: boolean;
  can: (permission: string) => boolean;
  /** Logs out, forgets cached data and goes to the sign-in page of the user's area. */
  signOut: () => void;
}

/** The session as React sees it: re-renders whenever the stored session changes (this tab or another). */
export function useSession(): SessionState {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const role = getRole();
  const isAuthenticated = Boolean(getAccessToken());
  const profileQuery = useQuery({ ...profileQueryOptions(), enabled: isAuthenticated });

  const signOut = useCallback(() => {
    const path = loginPathFor(getRole());
    logout();
    navigateTo(path);
  }, []);

  return {
    role,
    isAuthenticated,
    isImpersonating: isImpersonating(),
    profile: isAuthenticated ? profileQuery.data : undefined,
    isProfileLoading: isAuthenticated && profileQuery.isPending,
    can,
    signOut,
  };
}
