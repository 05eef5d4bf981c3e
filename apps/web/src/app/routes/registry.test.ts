// Every registered page loads to a component through the lazy page table: a misspelt module or
// export name in a feature's routes would otherwise show up only when somebody opens the page.
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-modules';
import { PAGES } from './registry';

describe('the page registry', () => {
  it('loads a component for every page', async () => {
    for (const page of PAGES) {
      const loaded = await page.load();
      expect(typeof loaded.default, page.name).toBe('function');
    }
  }, 60_000);

  it('has no page module that no page uses', async () => {
    const used = new Set<unknown>();
    for (const page of PAGES) used.add((await page.load()).default);
    for (const [name, load] of Object.entries(PAGE_MODULES)) {
      const exports = Object.values(await load());
      expect(
        exports.some((e) => used.has(e)),
        name,
      ).toBe(true);
    }
  }, 60_000);
});
