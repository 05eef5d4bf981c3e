// The application's first code to run (start-app.tsx): it starts the session's calls (unless the
// entry has already sent them), the first screen's code and that screen's data at once, before
// React renders anything.
import type { ProjectConfig } from '@fedra/contract/config';
import { setApiLanguage } from '../platform/api/client';
// The Czech texts of the shell and the dashboard, which the sign-in page does not carry.
import '../platform/i18n/app-texts';
// The loaders of the features' texts come with the application: the first page's texts are asked
// for with its module, not after one more round trip for this list.
import '../platform/i18n/feature-texts';
import { storedLanguage } from '../platform/i18n/language';
import { startSessionLoad } from '../platform/session/early';
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
