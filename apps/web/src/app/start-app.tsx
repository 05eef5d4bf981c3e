// The application: boot.ts first (the session's calls, the first screen's code and data, at once),
// then the texts and the providers. main.tsx starts it, or the sign-in screen once the user has
// signed in (then i18next is already set up, and the screen's root is gone).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiLanguage } from '../platform/api/client';
import { loadRuntimeConfig } from '../platform/config/runtime-config';
import { ensureI18n } from '../platform/i18n/i18n';
import { installFocusKeeper } from '../platform/ui/focus-keeper';
import { App } from './App';
import { startEarly } from './boot';

export async function startApp(): Promise<void> {
  const config = await loadRuntimeConfig();
  startEarly(config);
  const i18n = await ensureI18n();
  setApiLanguage(i18n.language);
  document.title = config.projectName;
  installFocusKeeper();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
