// The window's media queries for component tests (jsdom answers none): by default no query
// matches, a wide screen; `screenWidth(true)` makes it a phone (< 600 px) for components that lay
// out by a media query, `restoreScreenWidth` the wide screen again after the test.

/** A matchMedia whose queries match as `matches` says. */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function screenWidth(phone: boolean) {
  window.matchMedia = fakeMatchMedia((query) => phone && query.includes('max-width: 599'));
}

export function restoreScreenWidth() {
  screenWidth(false);
}
