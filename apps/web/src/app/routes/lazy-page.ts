// A page's `load` through the lazy page table (page-modules.ts): the first chunk holds one import()
// for every page instead of one per page.
import type { ComponentType } from 'react';
import type { PAGE_MODULES } from './page-modules';

type PageModules = typeof PAGE_MODULES;
type ModuleOf<K extends keyof PageModules> = Awaited<ReturnType<PageModules[K]>>;

/** Loads the module `module` of the page table and answers its export `exportName` as the page. */
export function lazyPage<K extends keyof PageModules>(
  module: K,
  exportName: keyof ModuleOf<K> & string = 'default' as keyof ModuleOf<K> & string,
): () => Promise<{ default: ComponentType }> {
  return () =>
    import('./page-modules')
      .then((table): Promise<unknown> => table.PAGE_MODULES[module]())
      .then((loaded) => ({ default: (loaded as Record<string, unknown>)[exportName] as ComponentType }));
}
