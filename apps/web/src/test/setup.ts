// Component-test setup: jest-dom matchers, and the browser APIs jsdom lacks that Mantine uses.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMatchMedia } from './screen-width';

// findBy… and waitFor wait up to 15 s rather than 1: test files run side by side (vitest.config.ts,
// a worker per core plus one), and on a loaded two-core machine a Mantine menu or modal can take
// more than a second to open, a page's first lazy import (transformed on first use) more than five.
// A passing test waits no longer for it; the test's own limit is 60 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// Mantine's autosizing textarea (a note, a reason) listens for web fonts loading; jsdom has no
// document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });
}
