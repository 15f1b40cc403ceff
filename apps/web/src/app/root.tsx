import { IMPERSONATION_MINUTES } from '@ye/contracts/first-download';
import { landingPath } from '@ye/contracts/roles';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { PATHS } from '../lib/paths.ts';
import { impersonationInfo, startProgramLogin, stopImpersonating } from '../lib/session.ts';
import { useSession } from '../lib/use-session.tsx';

// Shown only while an admin impersonates: not part of every page's first download (decision 054).
const ImpersonationBanner = lazy(() =>
  import('../components/impersonation-banner.tsx').then((m) => ({ default: m.ImpersonationBanner })),
);

/**
 * The top of the route tree: lets non-React code navigate with the router, finishes a program login
 * (any URL with ?auth_token=T, e.g. an admin's impersonation link) and shows the impersonation banner.
 */
export function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  const { isImpersonating, profile } = useSession();
  const authToken = new URLSearchParams(location.search).get('auth_token');
  const handled = useRef<string | null>(null);
  const email = profile?.email ?? profile?.username;
  const info = isImpersonating ? impersonationInfo() : null;
  // The API ends an impersonation after 30 minutes: the admin's own session comes back, with a word why.
  const onExpire = useCallback(
    () =>
      stopImpersonating(
        `Your ${IMPERSONATION_MINUTES} minutes of impersonating ${email ?? 'this user'} are over: you are back in your own account.`,
      ),
    [email],
  );

  useEffect(() => {
    setNavigator((path) => navigate(path, { replace: true }));
  }, [navigate]);

  useEffect(() => {
    if (!authToken || handled.current === authToken) return;
    handled.current = authToken;
    void startProgramLogin(authToken)
      .catch(() => null)
      .then((res) => navigate(res ? landingPath(res.type) : PATHS.login, { replace: true }));
  }, [authToken, navigate]);

  // The loader stays until the address has moved on: rendering the page of the link (an admin's /users)
  // with the new session in between would let its role guard redirect first, and win the race.
  return (
    <>
      {authToken ? <PageLoader label="Signing you in" /> : <Outlet />}
      {isImpersonating ? (
        <Suspense fallback={null}>
          <ImpersonationBanner
            email={email}
            endsAt={info?.ends_at ?? null}
            reason={info?.reason ?? null}
            onStop={() => stopImpersonating()}
            onExpire={onExpire}
          />
        </Suspense>
      ) : null}
    </>
  );
}
