import { landingPath } from '@ye/contracts/roles';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ImpersonationBanner } from '../components/impersonation-banner.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { PATHS } from '../lib/paths.ts';
import { startProgramLogin, stopImpersonating } from '../lib/session.ts';
import { useSession } from '../lib/use-session.tsx';

/**
 * The top of the route tree: lets non-React code navigate with the router, finishes a program login
 * (any URL with ?auth_token=T, e.g. an admin's impersonation link) and shows the impersonation banner.
 */
export function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  const { isImpersonating, profile } = useSession();
  const authToken = new URLSearchParams(location.search).get('auth_token');
  const [programLoginRunning, setProgramLoginRunning] = useState(Boolean(authToken));
  const handled = useRef<string | null>(null);

  useEffect(() => {
    setNavigator((path) => navigate(path, { replace: true }));
  }, [navigate]);

  useEffect(() => {
    if (!authToken || handled.current === authToken) return;
    handled.current = authToken;
    setProgramLoginRunning(true);
    void startProgramLogin(authToken).then((res) => {
      setProgramLoginRunning(false);
      navigate(res ? landingPath(res.type) : PATHS.login, { replace: true });
    });
  }, [authToken, navigate]);

  return (
    <>
      {programLoginRunning ? <PageLoader label="Signing you in" /> : <Outlet />}
      {isImpersonating ? (
        <ImpersonationBanner email={profile?.email ?? profile?.username} onStop={stopImpersonating} />
      ) : null}
    </>
  );
}
