// The application's first code to run: main.tsx imports it before anything else. With the runtime
// configuration inlined in the page (production), it starts the session's calls, the first
// screen's code and that screen's data right away, while the rest of the code (React DOM, Mantine,
// the router) is still being evaluated. Without it (the Vite dev server fetches the configuration)
// main.tsx calls startEarly once the configuration has arrived.
import type { ProjectConfig } from '@fedra/contract/config';
import { setApiLanguage } from '../platform/api/client';
import { setRuntimeConfig } from '../platform/config/runtime-config';
import { storedLanguage } from '../platform/i18n/language';
import { startSessionLoad } from '../platform/session/session';
import { tokens } from '../platform/session/tokens';
import { queryClient } from './query-client';
import { preloadFirstScreen } from './routes/preload';

let started = false;

export function startEarly(config: ProjectConfig): void {
  if (started) return;
  started = true;
  setApiLanguage(storedLanguage());
  startSessionLoad();
  const path = window.location.pathname.slice(config.routerBase.length - 1);
  preloadFirstScreen(path, Boolean(tokens.access()), queryClient);
}

if (window.__FEDRA_CONFIG__) {
  setRuntimeConfig(window.__FEDRA_CONFIG__);
  startEarly(window.__FEDRA_CONFIG__);
}
