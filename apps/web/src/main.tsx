// The entry: as little code as decides what the page starts with (app/first-code.ts), the small
// sign-in screen or the application, each fetched as its own chunk. The styles are shared.
import '@mantine/core/styles.css';
import './app/app.css';
import { firstCode } from './app/first-code';
import { setApiLanguage } from './platform/api/client';
import { loadRuntimeConfig } from './platform/config/runtime-config';
import { storedLanguage } from './platform/i18n/language';
import { startSessionLoad } from './platform/session/early';
import { tokens } from './platform/session/tokens';

async function start() {
  const config = await loadRuntimeConfig();
  const { pathname, search, hash } = window.location;
  const path = pathname.slice(config.routerBase.length - 1);
  const code = firstCode(path, search, hash, Boolean(tokens.access()));
  if (code.kind === 'sign-in') {
    await (await import('./app/start-sign-in')).startSignIn(code.address);
    return;
  }
  // The session's calls travel while the application's code arrives.
  setApiLanguage(storedLanguage());
  startSessionLoad();
  await (await import('./app/start-app')).startApp();
}

void start();
