// The providers every screen has, the session gate (a spinner until user and codebook are both
// loaded, spec 000 §2.2, and the first screen's code has arrived) and the router.
import { Button, Center, Loader, MantineProvider, Stack, Text } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { runtimeConfig } from '../platform/config/runtime-config';
import { zoneOfPath } from '../platform/routing/zone';
import { SessionProvider, useSession } from '../platform/session/session';
import { useFocusRules } from '../platform/ui/focus-rules';
import { queryClient } from './query-client';
import { createRouter } from './router';
import { firstScreenReady } from './routes/preload';
import { useTheme } from './theme';

/** After logout the browser goes to the site root; an expired session goes to sign-in, except in the public zone. */
function onSignedOut(reason: 'logout' | 'expired') {
  const base = runtimeConfig().routerBase;
  const path = window.location.pathname.slice(base.length - 1);
  if (reason === 'logout') window.location.assign(base);
  else if (zoneOfPath(path) !== 'public') {
    window.location.assign(`${base}login?next=${encodeURIComponent(path + window.location.search)}`);
  }
}

function SessionGate() {
  const { t } = useTranslation();
  const { ready, failed, retry } = useSession();
  const [codeReady, setCodeReady] = useState(false);
  useEffect(() => {
    let live = true;
    void firstScreenReady().then(() => live && setCodeReady(true));
    return () => {
      live = false;
    };
  }, []);
  const router = useMemo(() => (ready && codeReady ? createRouter() : null), [ready, codeReady]);
  if (failed) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center">
          <Text role="alert">{t('startFailed')}</Text>
          <Button onClick={retry}>{t('retry')}</Button>
        </Stack>
      </Center>
    );
  }
  if (!router) {
    return (
      <Center mih="100vh" aria-busy="true" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  return <RouterProvider router={router} />;
}

export function App() {
  useFocusRules();
  return (
    <MantineProvider theme={useTheme()}>
      <QueryClientProvider client={queryClient}>
        {/* Notifications and modals live in the shell: the sign-in page loads neither. */}
        <SessionProvider onSignedOut={onSignedOut}>
          <SessionGate />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
