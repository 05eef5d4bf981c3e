// The sign-in page as a route of the application (`login`, full layout, anonymous; DECISIONS.md):
// the sign-in form with the session provider behind it. A visit that starts signed out gets the
// same form from the small sign-in screen instead (app/start-sign-in.tsx).
import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { landingPath } from '../../../app/routes/landing';
import { lastZone } from '../../../app/routes/zone-memory';
import { useSession } from '../../../platform/session/session';
import { SignInForm, safeNext } from '../sign-in/SignInForm';

export function LoginPage() {
  const { user, login, reloadUser } = useSession();
  const [params, setParams] = useSearchParams();
  const next = safeNext(params.get('next'));
  const dropSsoCode = useCallback(
    () =>
      setParams(
        (p) => {
          p.delete('sso');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Signed in (now or already): on to `next`, or to the user's own start page (landing.ts).
  if (user) return <Navigate replace to={landingPath(next, user.zones, lastZone())} />;
  return (
    <SignInForm
      next={next}
      ssoCode={params.get('sso')}
      ssoError={params.get('ssoError')}
      dropSsoCode={dropSsoCode}
      // The session's new user re-renders this page, which then leads on (above).
      signIn={login}
      onTokensStored={reloadUser}
    />
  );
}
