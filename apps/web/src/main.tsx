// Start: boot.ts first (the session's calls, the first screen's code and data, at once), then the
// texts and the application.
import './app/boot';
import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startEarly } from './app/boot';
import { setApiLanguage } from './platform/api/client';
import { loadRuntimeConfig } from './platform/config/runtime-config';
import { initI18n } from './platform/i18n/i18n';

async function start() {
  const config = await loadRuntimeConfig();
  startEarly(config);
  const i18n = await initI18n();
  setApiLanguage(i18n.language);
  document.title = config.projectName;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
