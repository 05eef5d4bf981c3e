// A page's `load` (page-route.ts) from its feature's lazily imported module: the module's export of
// that name becomes the page. The import() stays in the feature's own route table, so a new page
// touches no central file; the route tables come with the application, never the sign-in screen.
import type { ComponentType } from 'react';
import { loadNamespace } from '../i18n/i18n';

export function lazyPage<M>(
  load: () => Promise<M>,
  exportName: keyof M & string = 'default' as keyof M & string,
): () => Promise<{ default: ComponentType }> {
  return () => load().then((module) => ({ default: module[exportName] as ComponentType }));
}

/** A module that arrives with further namespaces of texts (the league pages show four features' tabs). */
export function withNamespaces<M>(load: () => Promise<M>, namespaces: readonly string[]): () => Promise<M> {
  return () => Promise.all([load(), ...namespaces.map(loadNamespace)]).then(([module]) => module);
}
