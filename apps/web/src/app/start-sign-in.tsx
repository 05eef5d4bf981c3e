// The small sign-in screen (app/first-code.ts): the sign-in form with Mantine and the texts, and
// nothing of the application. The application's code is fetched on the first keystroke; once the
// user has signed in, the application takes over the page at the same address, and its sign-in
// route leads on to `next` or the user's start page as after any sign-in (landing.ts).
import { MantineProvider } from '@mantine/core';
import { StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SignInForm, safeNext } from '../features/account/sign-in/SignInForm';
import { setApiLanguage } from '../platform/api/client';
import { runtimeConfig } from '../platform/config/runtime-config';
import { initI18n } from '../platform/i18n/i18n';
import { storedLanguage } from '../platform/i18n/language';
import { pageTitle } from '../platform/routing/page-title';
import { signInWithPassword } from '../platform/session/sign-in';
import { baseTheme } from './base-theme';
import { announceRouteChange } from './layout/route-change';

let app: Promise<typeof import('./start-app')> | undefined;
/** The application's code, fetched once (a failed fetch is tried again on the next call). */
function loadApp() {
  app ??= import('./start-app').catch((err: unknown) => {
    app = undefined;
    throw err;
  });
  return app;
}

function SignInScreen({ onSignedIn }: { onSignedIn(): Promise<void> }) {
  const [params] = useState(() => new URLSearchParams(window.location.search));
  return (
    <SignInForm
      next={safeNext(params.get('next'))}
      ssoCode={params.get('sso')}
      ssoError={params.get('ssoError')}
      dropSsoCode={() => {
        const url = new URL(window.location.href);
        url.searchParams.delete('sso');
        window.history.replaceState(window.history.state, '', url);
      }}
      signIn={async (userName, password, code) => {
        await signInWithPassword(userName, password, code);
        await onSignedIn();
      }}
      onTokensStored={onSignedIn}
      onFirstInput={() => void loadApp().catch(() => {})}
    />
  );
}

/** `address`: where the screen shows, relative to the router base (first-code.ts). */
export async function startSignIn(address: string): Promise<void> {
  const base = runtimeConfig().routerBase;
  const url = `${base.replace(/\/$/, '')}${address}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.replaceState(null, '', url);
  setApiLanguage(storedLanguage());
  const i18n = await initI18n();
  setApiLanguage(i18n.language);
  const title = () => {
    document.title = pageTitle(i18n.t('account:login.title'));
  };
  title();
  i18n.on('languageChanged', title);
  const query = new URL(url, window.location.origin).searchParams;
  announceRouteChange({ name: 'login', params: {}, query: Object.fromEntries(query), fullPath: address });

  let root: Root | null = createRoot(document.getElementById('root')!);
  // The form's button keeps spinning until the application is there to take over.
  const handOver = async () => {
    const { startApp } = await loadApp();
    root?.unmount();
    root = null;
    // From here the application's routes title the page.
    i18n.off('languageChanged', title);
    await startApp();
  };
  root.render(
    <StrictMode>
      <MantineProvider theme={baseTheme}>
        <SignInScreen onSignedIn={handOver} />
      </MantineProvider>
    </StrictMode>,
  );
}
