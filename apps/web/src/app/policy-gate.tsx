import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../lib/paths.ts';
import { useParentPolicy } from '../lib/policy.ts';

/** Pages a parent may open while a new policy waits for their answer: to read it, or to leave instead. */
const OPEN_WHILE_ASKED: readonly string[] = [PATHS.policyUpdate, PATHS.account];

/**
 * Asks a parent to accept a new version of the privacy policy and terms once it is in force and their
 * consent stands on an older one (decision 043): every parent page sends them to the policy-update
 * page, which sends them back. The page shows while the answer loads, and if it cannot be read: the
 * API keeps serving either way, this is where the parent is asked.
 */
export function PolicyGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data } = useParentPolicy();
  if (data?.must_accept && !OPEN_WHILE_ASKED.includes(location.pathname)) {
    return (
      <Navigate to={PATHS.policyUpdate} replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return children;
}
