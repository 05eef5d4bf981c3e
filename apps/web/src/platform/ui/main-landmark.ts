// Whether a page renders inside a layout's <main> (the shell's): a page shown both there and on its
// own (the not-found page) opens a main landmark of its own only where there is none yet.
import { createContext, useContext } from 'react';

/** True below a layout that already renders the page's <main>. */
export const InsideMainContext = createContext(false);

/** The element of a page's outermost box: `main` on its own, a plain `div` inside a layout's main. */
export function usePageRootElement(): 'main' | 'div' {
  return useContext(InsideMainContext) ? 'div' : 'main';
}
