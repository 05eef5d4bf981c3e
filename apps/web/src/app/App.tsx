// The providers every screen has, the session gate (a spinner until user and codebook are both
// loaded, spec 000 §2.2) and the router.
import { Button, Center, Loader, MantineProvider, Stack, Text } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { isApiError } from '../platform/api/api-error';
import { runtimeConfig } from '../platform/config/runtime-config';
import { SessionProvider, useSession } from '../platform/session/session';
import { createRouter } from './router';
import { zoneOfPath } from './routes/zone';
import { theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refused or missing item is an answer, not a network hiccup to retry.
      retry: (count, err) => !(isApiError(err) && err.status < 500) && count < 2,
    },
  },
});

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
  const router = useMemo(() => (ready ? createRouter() : null), [ready]);
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
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        {/* Notifications and modals live in the shell: the sign-in page loads neither. */}
        <SessionProvider onSignedOut={onSignedOut}>
          <SessionGate />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
