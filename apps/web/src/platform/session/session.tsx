// The session: the signed-in user and the codebook, loaded together at start (spec 000 §4), and
// the actions that change them (login, logout, club switch). It calls through the contract's
// routes, not its endpoint definitions: those carry zod schemas the first page does not need.
import type { LoggedUser } from '@fedra/contract/account';
import { accountRoutes } from '@fedra/contract/account-routes';
import type { Codebook } from '@fedra/contract/codebook';
import { codebookRoutes } from '@fedra/contract/codebook-routes';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { call, onSessionExpired } from '../api/client';
import { fetchUser, takeEarlyLoad } from './early';
import { signInWithPassword } from './sign-in';
import { tokens } from './tokens';

export { startSessionLoad } from './early';

export interface Session {
  /** False until the user (when a token exists) and the codebook are both loaded. */
  ready: boolean;
  user: LoggedUser | null;
  codebook: Codebook | null;
  /** The start-up load failed (network or server): the app shows an error with a retry. */
  failed: boolean;
  login(userName: string, password: string, code?: string): Promise<void>;
  logout(): Promise<void>;
  reloadUser(): Promise<LoggedUser | null>;
  switchClub(clubId: number): Promise<void>;
  retry(): void;
}

/** Exported for component tests, which provide a session of their own. */
export const SessionContext = createContext<Session | null>(null);

export function SessionProvider({
  children,
  onSignedOut,
}: {
  children: ReactNode;
  onSignedOut: (reason: 'logout' | 'expired') => void;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{
    ready: boolean;
    failed: boolean;
    user: LoggedUser | null;
    codebook: Codebook | null;
  }>({
    ready: false,
    failed: false,
    user: null,
    codebook: null,
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    let cancelled = false;
    const started = takeEarlyLoad();
    Promise.all([
      started?.user ?? fetchUser(),
      queryClient.fetchQuery({
        queryKey: ['codebook'],
        queryFn: () => started?.codebook ?? call(codebookRoutes.get),
        staleTime: 5 * 60_000,
      }),
    ])
      .then(([user, codebook]) => {
        if (!cancelled) setState({ ready: true, failed: false, user, codebook });
      })
      .catch(() => {
        if (!cancelled) setState((s) => ({ ...s, ready: false, failed: true }));
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient, attempt]);

  const reloadUser = useCallback(async () => {
    const user = await fetchUser();
    setState((s) => ({ ...s, user }));
    return user;
  }, []);

  const clear = useCallback(
    (reason: 'logout' | 'expired') => {
      tokens.clear();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'codebook' });
      setState((s) => ({ ...s, user: null }));
      onSignedOut(reason);
    },
    [queryClient, onSignedOut],
  );

  // The 401 rule (spec 000 §4): try loading the user again; if that fails too, sign out.
  useEffect(
    () =>
      onSessionExpired(() => {
        void fetchUser()
          .then((user) => (user ? setState((s) => ({ ...s, user })) : clear('expired')))
          .catch(() => clear('expired'));
      }),
    [clear],
  );

  const session = useMemo<Session>(
    () => ({
      ...state,
      async login(userName, password, code) {
        await signInWithPassword(userName, password, code);
        await reloadUser();
      },
      async logout() {
        const refresh = tokens.refresh();
        if (refresh) await call(accountRoutes.logout, { body: { refresh_token: refresh } }).catch(() => {});
        clear('logout');
      },
      reloadUser,
      async switchClub(clubId) {
        await call(accountRoutes.switchClub, { params: { clubId } });
        // Club-zone data of the previous club must not linger.
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'codebook' });
        await reloadUser();
      },
      retry: () => setAttempt((a) => a + 1),
    }),
    [state, reloadUser, clear, queryClient],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
