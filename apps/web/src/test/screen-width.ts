// The window as a phone (< 600 px) or a wide screen, for components that lay out by a media query
// (jsdom matches none). Put the original back after the test: `restoreScreenWidth`.
const original = typeof window === 'undefined' ? undefined : window.matchMedia;

export function screenWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width: 599'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export function restoreScreenWidth() {
  if (original) window.matchMedia = original;
}
